import * as path from 'node:path'
import type { LinkedProject } from '../link/linked-project.js'
import type { ComponentSummary, ModuleSummary } from '../summary/module-summary.js'

/**
 * Whether importing a project module mounts the app: it renders at its top level
 * (`createRoot(…).render(<App />)`, `hydrateRoot(document, …)`, `ReactDOM.render`), so a
 * suite that imports anything from it boots the whole app, or throws where the page's root
 * element is missing.
 */
export function mountsApp(module: ModuleSummary): boolean {
  return module.rootElements.length > 0
}

/**
 * Whether a suite can import a project component: its module exports it, under a name
 * findImport gives, and importing the module does not mount the app.
 */
export function isImportable(project: LinkedProject, module: ModuleSummary, component: ComponentSummary): boolean {
  return project.recordOf(module, component).export_kind !== 'none' && !mountsApp(module)
}

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
