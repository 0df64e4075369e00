import * as path from 'node:path'
import type { ComponentSummary, ModuleSummary } from '../summary/module-summary.js'

/**
 * How a test imports the component: a named export when there is one, else the
 * default; static members (`Card.Header`) through their object.
 */
export function findImport(
  module: ModuleSummary,
  component: ComponentSummary,
): { exportName: string; member: string | null } {
  const [base, member] = component.name.includes('.') ? component.name.split('.') : [null, null]
  const bindings = base ? [base] : component.bindings
  const exported = [...module.exports]
    .filter(([, source]) => source.kind === 'local' && bindings.includes(source.local))
    .map(([name]) => name)
  const named = exported.find((name) => name !== 'default')
  return { exportName: named ?? 'default', member: member ?? null }
}

/** The import specifier a suite file uses for a source file: relative, without extension. */
export function getImportSpecifier(suiteFile: string, source: string): string {
  return getRelativeSpecifier(suiteFile, source.replace(/\.(tsx|ts|jsx|js|mjs|cjs)$/, ''))
}

/** A project file as a suite file imports it, relative to the suite: a stylesheet keeps its extension. */
export function getRelativeSpecifier(suiteFile: string, file: string): string {
  const relative = path.posix.relative(path.posix.dirname(suiteFile), file)
  return relative.startsWith('.') ? relative : `./${relative}`
}
