import type { BindingSummary, ModuleSummary } from './module-summary.js'

/**
 * What every call reads of every file (SPEC 2.6's token pass, `module/header.ts`): its
 * directive, imports and exports for resolution and render modes, and the modules its
 * `import()` calls name, for who imports whom.
 */
export interface ModuleHeader
  extends Pick<ModuleSummary, 'file' | 'directive' | 'imports' | 'exports' | 'exportAll' | 'sideEffectImports'> {
  /** The written specifier of every `import()` in the file, in order, types' `typeof import()` aside. */
  loads: string[]
}

/**
 * What every file of the project contributes to every call, whatever the question: its
 * directive, imports and exports for resolution, and what each top-level binding
 * references for the render-mode graph. It is the part of a file's `ModuleSummary` that
 * `module/outline.ts` reads with TypeScript's parser alone, so a call can read every file
 * this far and summarise in full only the files its answer reaches. Both readings give
 * the same outline of a file; `toModuleOutline` is the full summary's.
 */
export interface ModuleOutline
  extends Pick<ModuleSummary, 'file' | 'directive' | 'imports' | 'exports' | 'exportAll' | 'sideEffectImports'> {
  bindings: Map<string, BindingOutline>
  moduleRefs: ModuleSummary['moduleRefs']
  /**
   * False when the file defines no component: no capitalised function, no class extending
   * Component. True says only that its full summary may list some.
   */
  mayDefineComponents: boolean
}

export type BindingOutline = Pick<BindingSummary, 'name' | 'line' | 'refs' | 'dynamicImports' | 'lazyTarget'>

/** The project's full summaries, each built the first time it is asked for and kept for the call. */
export interface ModuleSummaries {
  /** Undefined for a file the project does not hold, or one that does not parse in full. */
  get(file: string): ModuleSummary | undefined
  /** Every file's summary: a whole-project question summarises each file once. */
  values(): Iterable<ModuleSummary>
}

/**
 * The header of a file the scan could not read, from its parse's outline: the same
 * fields, and as loads the modules its bindings import by `import()`.
 */
export function toModuleHeader(outline: ModuleOutline): ModuleHeader {
  const loads: string[] = []
  for (const binding of outline.bindings.values()) {
    for (const load of binding.dynamicImports) loads.push(load.specifier)
    if (binding.lazyTarget) loads.push(binding.lazyTarget.specifier)
  }
  return {
    file: outline.file,
    directive: outline.directive,
    imports: outline.imports,
    exports: outline.exports,
    exportAll: outline.exportAll,
    sideEffectImports: outline.sideEffectImports,
    loads,
  }
}

/**
 * The project's files as a call reads them: every header, and each outline when first
 * asked for (SPEC 2.6: render modes and names read the outlines of the files an answer
 * can depend on, not of every file).
 */
export interface ModuleOutlines {
  /** Every file of the project's graph: the sources whose top level was read, in order. */
  readonly headers: ReadonlyMap<string, ModuleHeader>
  /** A file's outline, made the first time it is asked for; undefined for a file that does not parse. */
  outline(file: string): ModuleOutline | undefined
  /**
   * Whether the file's text matches `pattern` anywhere, comments and strings included: where
   * no match proves a fuller reading would find nothing (no `'use server'`, no server
   * action), a call need not make that reading.
   */
  mentions(file: string, pattern: RegExp): boolean
  /** Whether every file's outline is read already, as a whole-project call reads them: reading one parses nothing. */
  readonly everyOutlineRead: boolean
}

/** A full summary's outline: the fields the outline shares with it. */
export function toModuleOutline(summary: ModuleSummary): ModuleOutline {
  const bindings = new Map<string, BindingOutline>()
  for (const [name, binding] of summary.bindings) {
    bindings.set(name, {
      name: binding.name,
      line: binding.line,
      refs: binding.refs,
      dynamicImports: binding.dynamicImports,
      lazyTarget: binding.lazyTarget,
    })
  }
  return {
    file: summary.file,
    directive: summary.directive,
    imports: summary.imports,
    exports: summary.exports,
    exportAll: summary.exportAll,
    sideEffectImports: summary.sideEffectImports,
    bindings,
    moduleRefs: summary.moduleRefs,
    mayDefineComponents: summary.components.length > 0,
  }
}

/**
 * Structural equality as the passes read values: Maps and objects in insertion order, since
 * the render-mode flow visits bindings in that order; arrays item by item; the rest by
 * `Object.is`.
 */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (a instanceof Map) return b instanceof Map && a.size === b.size && isSameValue([...a], [...b])
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => isSameValue(item, b[i]))
  if (b instanceof Map || Array.isArray(b)) return false
  const keys = Object.keys(a)
  const otherKeys = Object.keys(b)
  return (
    keys.length === otherKeys.length &&
    keys.every(
      (key, i) =>
        key === otherKeys[i] && isSameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  )
}
