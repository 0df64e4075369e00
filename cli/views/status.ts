import type { ProjectStatus } from '../../analyser/index.js'
import { plural } from './plural.js'

export function formatStatus(status: ProjectStatus): string {
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
  lines.push(`TODO markers    ${inventory.todo_markers.length}`)
  for (const marker of inventory.todo_markers)
    lines.push(`                ${marker.file}:${marker.line}  ${marker.text}`)
  lines.push('Prerequisites')
  for (const check of status.prerequisites)
    lines.push(`  ${check.ok ? 'ok     ' : 'missing'}  ${check.task}: ${check.name} — ${check.detail}`)
  return lines.join('\n')
}
