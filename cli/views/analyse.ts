import type { AnalyseResult, ComponentRecord, FetchEntry } from '../../analyser/index.js'
import { groupByFile } from './by-file.js'
import { plural } from './plural.js'

/**
 * The readable view of an analyse result: per file, each component with its render
 * mode, then the facts a reviewer scans for — props, hooks, state, fetches, children,
 * and where it is used.
 */
export function formatAnalyseResult(result: AnalyseResult): string {
  const lines = groupByFile(result.components, formatComponent)
  if (result.errors.length > 0) {
    lines.push('', 'Files that did not parse:')
    for (const error of result.errors) lines.push(`  ${error.file}:${error.line}:${error.column}  ${error.message}`)
  }
  const files = new Set(result.components.map((component) => component.file)).size
  lines.push(
    '',
    `${plural(result.components.length, 'component')} in ${plural(files, 'file')}; ` +
      `${plural(result.files_read, 'file')} read; ${plural(result.errors.length, 'parse error')}.`,
  )
  if (result.note) lines.push(`Note: ${result.note}`)
  return lines.join('\n')
}

function formatComponent(component: ComponentRecord): string[] {
  const traits: string[] = [component.render_mode]
  if (component.is_async) traits.push('async')
  if (component.kind === 'class') traits.push('class')
  if (component.wrappers.length > 0)
    traits.push(
      `${component.wrappers.map((wrapper) => `${wrapper}(`).join('')}…${')'.repeat(component.wrappers.length)}`,
    )
  if (component.export_kind !== 'none')
    traits.push(component.export_kind === 'both' ? 'default and named export' : `${component.export_kind} export`)
  const lines = [`  ${component.component}  ${traits.join(' · ')}  line ${component.line}`]
  const row = (label: string, value: string): void => {
    if (value !== '') lines.push(`      ${label.padEnd(11)}${value}`)
  }
  row('props', component.prop_types.map((prop) => (prop.required ? prop.name : `${prop.name}?`)).join(', '))
  row('unresolved', component.unresolved_props.map((prop) => prop.prop).join(', '))
  row('hooks', component.hooks.map((hook) => hook.name).join(', '))
  row('state', component.state.map((state) => state.name).join(', '))
  for (const [index, request] of component.fetches.entries())
    row(index === 0 ? 'fetches' : '', formatFetch(request, component.file))
  for (const [index, child] of component.children.entries()) {
    const where = child.file ?? child.module ?? child.via
    row(
      index === 0 ? 'children' : '',
      `${child.as ? `${child.as} → ` : ''}${child.component} (${child.render_mode})  ${where}`,
    )
  }
  for (const [index, site] of component.used_by.sites.entries()) {
    const inside = site.ancestors.length > 0 ? ` inside ${site.ancestors.join(' > ')}` : ''
    row(index === 0 ? 'used by' : '', `${site.component ?? '(top level)'}${inside}  ${site.file}:${site.line}`)
  }
  const unlisted = component.used_by.count - component.used_by.sites.length
  if (unlisted > 0) row('', `and ${plural(unlisted, 'more site')}`)
  return lines
}

function formatFetch(request: FetchEntry, file: string): string {
  const parts = [`${request.method ?? '?'} ${request.url ?? '(dynamic url)'}`, request.via]
  if (request.in_effect) parts.push('in effect')
  if (request.through.length > 0) parts.push(`through ${request.through.join(' → ')}`)
  parts.push(request.file === file ? `line ${request.line}` : `${request.file}:${request.line}`)
  return parts.join('  ')
}
