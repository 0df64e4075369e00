/**
 * The elements a suite renders its component inside, as the project composes it at a
 * usage site: their imports, and each opening tag with the site's literal props and
 * what the parent's own types require.
 */
import { type SuiteInput, type SuiteParent, getImportSpecifier } from '../../analyser/index.js'
import { type Gap, LINE_WIDTH, fromJson, printValue, quote, synthesise } from './values.js'

/** What a suite imports: `*` for a namespace, `default`, or a name, under the local name it uses. */
export interface SuiteImport {
  specifier: string
  imported: string
  local: string
}

/**
 * The import lines of the parents and what their values name, then of the component: one
 * line per module for named imports (the component joins its parents' line), in order of first use.
 */
export function importParents(input: SuiteInput, component: SuiteImport): string[] {
  const named = new Map<string, string[]>()
  const lines: string[] = []
  const imports: SuiteImport[] = [...input.parents, ...input.scope.imports].map(({ from, local }) => ({
    specifier: from.kind === 'project' ? getImportSpecifier(input.suite.file, from.source) : from.module,
    imported: from.kind === 'project' ? from.exportName : from.imported,
    local,
  }))
  for (const { specifier, imported, local } of [...imports, component]) {
    if (imported === '*') lines.push(`import * as ${local} from ${quote(specifier)}`)
    else if (imported === 'default') lines.push(`import ${local} from ${quote(specifier)}`)
    else {
      if (!named.has(specifier)) {
        named.set(specifier, [])
        lines.push(specifier)
      }
      const binding = imported === local ? imported : `${imported} as ${local}`
      if (!named.get(specifier)!.includes(binding)) named.get(specifier)!.push(binding)
    }
  }
  return [...new Set(lines)].map((line) =>
    named.has(line) ? `import { ${named.get(line)!.join(', ')} } from ${quote(line)}` : line,
  )
}

/** Each parent's opening tag, as lines at `indent`: on one line when it fits, else one prop a line. */
export function openParent(parent: SuiteParent, indent: string): string[] {
  const gaps: Gap[] = []
  const attributes = [
    ...parent.props.map(({ name, value }) => toLiteralAttribute(name, value, indent)),
    ...parent.values.map(({ name, expression }) => `${name}={${expression}}`),
    // A parent's required prop no site wrote is built like the component's own props; a gap stays undefined.
    ...parent.required.map(({ name, shape }) =>
      toAttribute(name, printValue(synthesise(shape, name, false, gaps), indent)),
    ),
  ]
  const line = `${indent}<${[parent.tag, ...attributes].join(' ')}>`
  if (line.length <= LINE_WIDTH && !line.includes('\n')) return [line]
  return [`${indent}<${parent.tag}`, ...attributes.map((attribute) => `${indent}  ${attribute}`), `${indent}>`]
}

/** A literal prop as a person writes it: `open`, `type="single"`, `sideOffset={4}`. */
export function toLiteralAttribute(name: string, value: unknown, indent = ''): string {
  return toAttribute(name, printValue(fromJson(value), indent))
}

/** `open`, `align="end"`, `sideOffset={4}`: as a person writes props. */
function toAttribute(name: string, printed: string): string {
  if (printed === 'true') return name
  if (/^'[^'\\"]*'$/.test(printed)) return `${name}="${printed.slice(1, -1)}"`
  return `${name}={${printed}}`
}
