import { type ModuleScope, walkBody } from '../facts/body-walk.js'
import { createChildrenExtractor } from '../facts/children.js'
import { BROWSER_GLOBALS, REQUEST_GLOBALS } from '../facts/globals.js'
import type { Program } from '../parse/parse-source.js'
import { type Node, isFunctionNode, textOf, unwrapExpression } from '../parse/ast.js'
import type { JsxUsage, ModuleSummary } from '../summary/module-summary.js'
import { addReferences, readBindings, readTypeDeclarations } from './bindings.js'
import { getModuleDirective, readExports, readImports } from './imports-exports.js'
import { readSuppressions } from './suppressions.js'
import { summariseValues } from './values.js'

/**
 * Reads one parsed file into its summary: imports and exports, top-level bindings and
 * what each references, the components it defines with their facts, and the functions a
 * component's requests may be followed into.
 */
export function summariseModule(file: string, source: string, program: Program): ModuleSummary {
  const { imports, sideEffectImports } = readImports(program)
  const { exports, exportAll, typeExports } = readExports(program)
  const topLevel = readBindings(file, program)
  const summary: ModuleSummary = {
    file,
    directive: getModuleDirective(program),
    imports,
    exports,
    exportAll,
    typeExports,
    sideEffectImports,
    bindings: topLevel.bindings,
    moduleRefs: [],
    components: [],
    rootElements: [],
    functions: new Map(),
    types: readTypeDeclarations(source, program),
    suppressions: readSuppressions(source),
  }
  const scope = createModuleScope(summary)
  // Component and function bodies are walked once, by their extractors; the reference
  // walk skips them and takes the references those walks found.
  const { walked, references } = summariseValues(source, summary, topLevel.values, scope)
  summary.moduleRefs = addReferences(topLevel, walked, references, scope)
  summary.rootElements = readRootElements(source, topLevel.moduleRoots)
  for (const [name, init] of topLevel.initialisers) {
    const binding = summary.bindings.get(name)
    if (binding && isPlainValue(init) && init.range[1] - init.range[0] <= MAX_INIT) binding.init = textOf(source, init)
  }
  // Only a value or function that holds elements without being a component: a component is summarised as such.
  const componentBindings = new Set(summary.components.flatMap((component) => component.bindings))
  for (const { binding: name, value } of topLevel.values) {
    const binding = summary.bindings.get(name)
    if (!binding || binding.elements || componentBindings.has(name)) continue
    const writes = isPlainValue(value) || isFunctionNode(unwrapExpression(value))
    if (!writes || !source.slice(value.range[0], value.range[1]).includes('<')) continue
    const elements = readElements(source, value)
    if (elements.length > 0) binding.elements = elements
  }
  return summary
}

// A suite holds a value's expression at its top; longer ones are not what a parent's prop is built from.
const MAX_INIT = 1000

/** Not a function, class or element: something a suite can evaluate as it stands (`setUpStore()`). */
function isPlainValue(init: Node): boolean {
  const value = unwrapExpression(init)
  return (
    !isFunctionNode(value) &&
    value.type !== 'ClassExpression' &&
    value.type !== 'JSXElement' &&
    value.type !== 'JSXFragment'
  )
}

/** The component elements written anywhere in a value (its functions' bodies included). */
function readElements(source: string, value: Node): JsxUsage[] {
  const children = createChildrenExtractor(source, {
    has: () => false,
    isChildren: () => false,
    spreadsChildren: () => false,
  })
  walkBody(value, [children])
  return children.children
}

/** The elements rendered by top-level statements, such as an entry file's `createRoot(…).render(<App />)`. */
function readRootElements(source: string, roots: readonly Node[]): JsxUsage[] {
  const elements: JsxUsage[] = []
  for (const root of roots) {
    const children = createChildrenExtractor(source, {
      has: () => false,
      isChildren: () => false,
      spreadsChildren: () => false,
    })
    walkBody(root, [children])
    // Ancestors index the list they are in: the statement's own list, placed after the others.
    const offset = elements.length
    elements.push(
      ...children.children.map((usage) => ({ ...usage, ancestors: usage.ancestors.map((i) => i + offset) })),
    )
  }
  return elements
}

function createModuleScope(summary: ModuleSummary): ModuleScope {
  const names = new Set<string>([...REQUEST_GLOBALS, ...BROWSER_GLOBALS])
  for (const name of summary.imports.keys()) names.add(name)
  for (const name of summary.bindings.keys()) names.add(name)
  return names
}
