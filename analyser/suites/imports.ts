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

/**
 * Names a suite's code or its environment's reads as globals: JavaScript's own, fetch's and
 * the DOM's constructors. A component of one of these names (Next.js's `error.tsx` exports
 * `Error`; pigeon-maps exports `Map`) imported under it would shadow the global in the suite,
 * and `new Error(…)` there would build the component.
 */
const SUITE_GLOBALS = new Set([
  ...['Array', 'ArrayBuffer', 'BigInt', 'Boolean', 'DataView', 'Date', 'Error', 'EvalError', 'Function', 'Infinity'],
  ...['Intl', 'Iterator', 'JSON', 'Map', 'Math', 'NaN', 'Number', 'Object', 'Promise', 'Proxy', 'RangeError'],
  ...['ReferenceError', 'Reflect', 'RegExp', 'Set', 'String', 'Symbol', 'SyntaxError', 'TypeError', 'URIError'],
  ...['WeakMap', 'WeakRef', 'WeakSet', 'AbortController', 'Blob', 'Buffer', 'Event', 'EventTarget', 'File'],
  ...['FormData', 'Headers', 'Request', 'Response', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder'],
  ...['ReadableStream', 'WebSocket', 'Worker', 'Animation', 'Attr', 'Audio', 'Comment', 'CustomEvent', 'Document'],
  ...['DocumentFragment', 'Element', 'History', 'Image', 'Location', 'MutationObserver', 'Navigator', 'Node'],
  ...['Notification', 'Option', 'Performance', 'Range', 'ResizeObserver', 'Screen', 'Selection', 'Storage'],
  ...['Text', 'Touch', 'Window', 'IntersectionObserver'],
])

/** The name a suite binds an import to: the module's own, or `ErrorComponent` where that is a global's. */
export function toSuiteLocal(name: string): string {
  return SUITE_GLOBALS.has(name) ? `${name}Component` : name
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
