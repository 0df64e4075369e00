import * as path from 'node:path'
import type { LinkedProject } from '../link/linked-project.js'

/** A stylesheet the app loads for every page, as a suite imports it. */
export type Stylesheet = { kind: 'project'; file: string } | { kind: 'package'; specifier: string }

const STYLESHEET = /\.(css|scss|sass|less|pcss)$/
// Where a framework loads what every page shares: the app router's root layout, the pages router's _app.
const SHARED_MODULES = /^(src\/)?(app\/layout|pages\/_app)\.(tsx|jsx|ts|js)$/

/**
 * The stylesheets the app loads for every page, in import order: those the modules that
 * mount it (`createRoot(…).render(…)`), its root layout or its `_app` import for their
 * side effects (`import './index.css'`, `import 'bootstrap/dist/css/bootstrap.css'`). A
 * component rendered without them is judged on the browser's default styles: text colour,
 * contrast and what is visible are not the app's.
 */
export function findGlobalStylesheets(project: LinkedProject): Stylesheet[] {
  const found: Stylesheet[] = []
  const seen = new Set<string>()
  for (const module of project.symbols.modules.values()) {
    if (!SHARED_MODULES.test(module.file) && project.rootElementsOf(module.file).length === 0) continue
    for (const { specifier } of module.sideEffectImports) {
      if (!STYLESHEET.test(specifier.split('?')[0]!)) continue
      const stylesheet = toStylesheet(module.file, specifier)
      const key = stylesheet?.kind === 'project' ? stylesheet.file : stylesheet?.specifier
      if (stylesheet === null || seen.has(key!)) continue
      seen.add(key!)
      found.push(stylesheet)
    }
  }
  return found
}

/**
 * A relative stylesheet is the project's file; any other specifier (a package's, a
 * tsconfig alias) is imported as written, for the suites' resolver to resolve as the
 * app's bundler does. One that leaves the project is none of the suite's business.
 */
function toStylesheet(importer: string, specifier: string): Stylesheet | null {
  if (path.posix.isAbsolute(specifier)) return null
  if (!specifier.startsWith('.')) return { kind: 'package', specifier }
  const file = path.posix.join(path.posix.dirname(importer), specifier)
  return file.startsWith('../') ? null : { kind: 'project', file }
}
