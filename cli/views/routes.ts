import type { PageRoute, RouteComponent, RoutesResult } from '../../analyser/index.js'
import { plural } from './plural.js'

/** The inventory as a person reads it: pages in columns, API routes with their methods, then what was not read. */
export function formatRoutes(result: RoutesResult): string {
  const lines: string[] = []
  const width = Math.max(0, ...[...result.routes, ...result.api].map((route) => route.path.length))
  if (result.routes.length > 0) lines.push('Pages')
  for (const route of result.routes) {
    const marks = [
      route.lazy ? 'lazy' : null,
      route.intercepting ? `intercepts ${route.intercepting}` : null,
      route.slot ? `slot ${route.slot}` : null,
    ].filter(Boolean)
    const layouts = route.layouts.length > 0 ? `  in ${route.layouts.map(describe).join(' > ')}` : ''
    lines.push(
      `  ${route.path.padEnd(width)}  ${route.component ? describe(route.component) : '(component not read)'}` +
        `${marks.length > 0 ? ` (${marks.join(', ')})` : ''}${layouts}`,
    )
    if (route.params.length > 0) lines.push(`  ${' '.repeat(width)}  ${describeParams(route)}`)
  }
  if (result.api.length > 0) {
    if (lines.length > 0) lines.push('')
    lines.push('API routes')
    for (const route of result.api)
      lines.push(`  ${route.path.padEnd(width)}  ${(route.methods ?? ['any method']).join(', ')}  ${route.file}`)
  }
  if (result.entries.length > 0) {
    lines.push('', 'Mounted')
    for (const entry of result.entries)
      lines.push(
        `  ${entry.file}:${entry.line}  ${entry.call} → ${entry.renders.map((item) => item.component).join(', ')}`,
      )
  }
  if (result.unread.length > 0) {
    lines.push('', 'Not read')
    for (const item of result.unread) lines.push(`  ${item.file}:${item.line}  ${item.reason}`)
  }
  if (result.routes.length === 0 && result.api.length === 0) lines.push('No routes found.')
  const needing = result.routes.filter((route) => route.params.length > 0 && route.param_values.length === 0).length
  const routers = result.routers.length > 0 ? ` (${result.routers.join(', ')})` : ''
  const params =
    result.routes.length > 0 ? `${needing} need${needing === 1 ? 's' : ''} param values (--routes fixtures.json); ` : ''
  const counts = [
    ...(result.routes.length > 0 || result.api.length === 0 ? [plural(result.routes.length, 'page')] : []),
    plural(result.api.length, 'API route'),
  ]
  lines.push('', `${counts.join(', ')}${routers}; ${params}${result.files_read} files read.`)
  if (result.errors.length > 0)
    lines.push(
      `${plural(result.errors.length, 'file')} did not parse: ${result.errors.map((error) => error.file).join(', ')}`,
    )
  if (result.note) lines.push(`Note: ${result.note}`)
  return lines.join('\n')
}

function describe(component: RouteComponent): string {
  const where = component.file ?? component.module
  return where ? `${component.component} (${where})` : component.component
}

/** `id: 42, 7 (generateStaticParams)` or `id: needs a fixture`. */
function describeParams(route: PageRoute): string {
  const names = route.params.map((param) => param.name).join(', ')
  if (route.param_values.length === 0) return `${names}: needs a fixture`
  const values = route.param_values.map((source) =>
    route.params.map((param) => [source.values[param.name] ?? '—'].flat().join('/')).join(', '),
  )
  return `${names}: ${values.join('; ')} (${[...new Set(route.param_values.map((source) => source.from))].join(', ')})`
}
