import type { PlanResult } from '../../analyser/index.js'

export function formatPlan(plan: PlanResult): string {
  const lines: string[] = []
  for (const task of plan.tasks) {
    const suites = plan.suites.filter((suite) => suite.task === task)
    const counts = ['create', 'skip', 'overwrite', 'overwrite-edited'].map(
      (action) => `${suites.filter((suite) => suite.action === action).length} ${action}`,
    )
    lines.push(`${task}: ${suites.length} suite${suites.length === 1 ? '' : 's'} (${counts.join(', ')})`)
    for (const suite of suites)
      lines.push(`  ${suite.action.padEnd(16)}  ${suite.file}${suite.backup ? `  (backup: ${suite.backup})` : ''}`)
  }
  if (plan.not_generated.length > 0) {
    lines.push('No suite for:')
    for (const item of plan.not_generated) lines.push(`  ${item.source}  ${item.component}: ${item.reason}`)
  }
  if (plan.needs_fixtures.length > 0) {
    lines.push('Needs a props fixture (--props), or the suite renders with a TODO:')
    for (const item of plan.needs_fixtures) lines.push(`  ${item.source}  ${item.component}: ${item.props.join(', ')}`)
  }
  if (plan.missing_prerequisites.length > 0)
    lines.push(`Missing prerequisites: ${plan.missing_prerequisites.join(', ')}`)
  if (plan.note) lines.push(`Note: ${plan.note}`)
  lines.push(
    `${plan.writes} file${plan.writes === 1 ? '' : 's'} would be written under ${plan.out}. Nothing was written.`,
  )
  return lines.join('\n')
}
