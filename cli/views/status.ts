import type { ProjectStatus } from '../../analyser/index.js'

export function formatStatus(status: ProjectStatus): string {
  const { framework, inventory } = status
  const lines = [
    `Framework       ${framework.name}${framework.version ? ` ${framework.version}` : ''}${framework.router ? ` (${framework.router} router)` : ''}`,
    `React           ${status.react ?? 'not a dependency'} · TypeScript ${status.typescript ?? 'not a dependency'} · package manager ${status.package_manager ?? 'unknown (no lockfile)'}`,
    `Test runners    ${status.test_runners.length === 0 ? 'none' : status.test_runners.map((runner) => `${runner.name}${runner.version ? ` ${runner.version}` : ''}${runner.config ? ` (${runner.config})` : ''}`).join(', ')}`,
    `Components      ${status.components.total}: ${status.components.rsc} rsc, ${status.components.client} client, ${status.components.shared} shared`,
    `Generated       ${inventory.generated.length} suite${inventory.generated.length === 1 ? '' : 's'} in ${inventory.out}${
      inventory.generated.length > 0
        ? ` (${Object.entries(inventory.by_task)
            .filter(([, count]) => count > 0)
            .map(([task, count]) => `${count} ${task}`)
            .join(', ')})`
        : ''
    }`,
  ]
  for (const suite of inventory.generated.filter((suite) => suite.stale || suite.edited)) {
    lines.push(
      `                ${suite.file}: ${[suite.stale ? 'stale (its source changed)' : null, suite.edited ? 'edited (backed up before --force replaces it)' : null].filter(Boolean).join(', ')}`,
    )
  }
  lines.push(
    `Hand-written    ${inventory.hand_written.length} test file${inventory.hand_written.length === 1 ? '' : 's'}`,
  )
  lines.push(`TODO markers    ${inventory.todo_markers.length}`)
  for (const marker of inventory.todo_markers)
    lines.push(`                ${marker.file}:${marker.line}  ${marker.text}`)
  lines.push('Prerequisites')
  for (const check of status.prerequisites)
    lines.push(`  ${check.ok ? 'ok     ' : 'missing'}  ${check.task}: ${check.name} — ${check.detail}`)
  return lines.join('\n')
}
