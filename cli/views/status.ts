import type { ProjectStatus } from '../../analyser/index.js'
import { plural } from './plural.js'

/** How many markers the summary shows, and how many suites it names as holding the most. */
const TODO_SUMMARY_MARKERS = 5
const TODO_SUMMARY_SUITES = 3

/** `todos`: list every TODO marker, where the summary shows the count, the suites with most, and the first few. */
export function formatStatus(status: ProjectStatus, { todos = false }: { todos?: boolean } = {}): string {
  const { framework, inventory } = status
  const { components } = status
  const runners = status.test_runners.map(
    (runner) =>
      `${runner.name}${runner.version ? ` ${runner.version}` : ''}${runner.config ? ` (${runner.config})` : ''}`,
  )
  const lines = [
    `Framework       ${framework.name}${framework.version ? ` ${framework.version}` : ''}` +
      `${framework.router ? ` (${framework.router} router)` : ''}`,
    `React           ${status.react ?? 'not a dependency'} · ` +
      `TypeScript ${status.typescript ?? 'not a dependency'} · ` +
      `package manager ${status.package_manager ?? 'unknown (no lockfile)'}`,
    `Test runners    ${runners.length === 0 ? 'none' : runners.join(', ')}`,
    `Components      ${components.total}: ` +
      `${components.rsc} rsc, ${components.client} client, ${components.shared} shared`,
    `Generated       ${plural(inventory.generated.length, 'suite')} in ${inventory.out}${
      inventory.generated.length > 0
        ? ` (${Object.entries(inventory.by_task)
            .filter(([, count]) => count > 0)
            .map(([task, count]) => `${count} ${task}`)
            .join(', ')})`
        : ''
    }`,
  ]
  for (const suite of inventory.generated.filter((suite) => suite.stale || suite.edited)) {
    const marks = [
      suite.stale ? 'stale (its source changed)' : null,
      suite.edited ? 'edited (backed up before --force replaces it)' : null,
    ]
    lines.push(`                ${suite.file}: ${marks.filter(Boolean).join(', ')}`)
  }
  const { routes } = status
  const need = `need${routes.need_params === 1 ? 's' : ''}`
  lines.push(
    `Routes          ${plural(routes.pages, 'page')}, ${plural(routes.api, 'API route')}` +
      `${routes.routers.length > 0 ? ` (${routes.routers.join(', ')})` : ''}` +
      `${routes.need_params > 0 ? `; ${routes.need_params} ${need} param values` : ''}` +
      `${routes.unread > 0 ? `; ${routes.unread} not read` : ''} — flawless-react routes lists them`,
  )
  lines.push(`Hand-written    ${plural(inventory.hand_written.length, 'test file')}`)
  lines.push(...formatTodoMarkers(inventory.todo_markers, todos))
  lines.push('Prerequisites')
  for (const check of status.prerequisites)
    lines.push(`  ${check.ok ? 'ok     ' : 'missing'}  ${check.task}: ${check.name} — ${check.detail}`)
  return lines.join('\n')
}

/**
 * A project's suites can hold hundreds of markers (445 on a 164-component app), which
 * buried the rest of the status: the summary counts them, names the suites holding most,
 * and shows the first few; `--todos` or `--json` has them all.
 */
function formatTodoMarkers(markers: ProjectStatus['inventory']['todo_markers'], all: boolean): string[] {
  const bySuite = new Map<string, number>()
  for (const marker of markers) bySuite.set(marker.file, (bySuite.get(marker.file) ?? 0) + 1)
  const shown = all ? markers : markers.slice(0, TODO_SUMMARY_MARKERS)
  const lines = [`TODO markers    ${markers.length}${markers.length > 0 ? ` in ${plural(bySuite.size, 'suite')}` : ''}`]
  if (!all && bySuite.size > 1) {
    // Most first; a tie keeps the order the suites were listed in.
    const most = [...bySuite].sort(([, a], [, b]) => b - a).slice(0, TODO_SUMMARY_SUITES)
    lines.push(`                most in ${most.map(([file, count]) => `${file} (${count})`).join(', ')}`)
  }
  for (const marker of shown) lines.push(`                ${marker.file}:${marker.line}  ${marker.text}`)
  if (shown.length < markers.length)
    lines.push(`                … ${markers.length - shown.length} more: flawless-react status --todos lists them all`)
  return lines
}
