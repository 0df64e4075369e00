import * as path from 'node:path'
import { BROWSER_GLOBALS, REQUEST_GLOBALS } from '../facts/globals.js'
import type { LinkedProject } from '../link/linked-project.js'
import { mountsApp } from './imports.js'

/** Where a suite imports a name from: a project file's export, or a package's (`*` for a namespace, `default`). */
export type ElementSource =
  | { kind: 'project'; source: string; exportName: string }
  | { kind: 'package'; module: string; imported: string }

/** A name a suite imports so that a value reads as the rendering file writes it. */
export interface ScopeImport {
  from: ElementSource
  local: string
}

/**
 * What a suite puts at its top so its parents get the values the project gives them:
 * `import { setUpStore } from '../src/store'` and `const store = setUpStore()` for a
 * site that writes `<Provider store={store}>`. Declarations come in the order they use
 * each other.
 */
export interface SiteScope {
  imports: ScopeImport[]
  declarations: { name: string; expression: string }[]
}

// `store`, `pack.homepage`, `config?.theme`: a name and the members read off it.
const REFERENCE = /^[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*$/
// `darkMode ? themeDark : theme`: a choice between two names, on a test with no choice of its own.
const CHOICE = /^[^?:]+\?\s*([A-Za-z_$][\w$.?]*)\s*:\s*([A-Za-z_$][\w$.?]*)$/

// The globals a module's references name (module/summarise-module.ts): any other is a local.
const GLOBALS = new Set([...REQUEST_GLOBALS, ...BROWSER_GLOBALS])

// A file a bundler imports as a value that is not a source the analyser reads.
const DATA_FILE = /\.json$/

// How many module-scope constants deep a value may be rebuilt (`store` ← `setUpStore(history)` ← …).
const MAX_DEPTH = 4

/**
 * Builds one suite's scope. A value is rebuilt only when everything it names is an
 * import of the rendering file, a `const` at its top level whose expression is rebuilt
 * the same way, or a global; and only under the rendering file's own names, so a name
 * the suite already uses for something else (its component, another file's `store`)
 * leaves the value out, as a value the suite cannot write is.
 */
export class ScopeBuilder {
  readonly scope: SiteScope = { imports: [], declarations: [] }
  // Local name → what it stands for, so each name means one thing in the suite.
  private readonly owners: Map<string, string>

  constructor(
    private readonly project: LinkedProject,
    taken: ReadonlyMap<string, string>,
  ) {
    this.owners = new Map(taken)
  }

  /**
   * The expression to write for a prop written as `text` in `file`, its names added to the
   * scope; null when none. A choice between two names (`darkMode ? themeDark : theme`) is
   * the one after `:`, as the app's state starts (a flag that is false), else the other.
   */
  rebuild(file: string, text: string): string | null {
    const choice = CHOICE.exec(text)
    if (choice) return this.rebuild(file, choice[2]!) ?? this.rebuild(file, choice[1]!)
    if (!REFERENCE.test(text)) return null
    const imports = this.scope.imports.length
    const declarations = this.scope.declarations.length
    const owners = new Map(this.owners)
    if (this.require(file, text.split(/\??\./)[0]!, 0)) return text
    this.scope.imports.length = imports
    this.scope.declarations.length = declarations
    this.owners.clear()
    for (const [name, owner] of owners) this.owners.set(name, owner)
    return null
  }

  private require(file: string, name: string, depth: number): boolean {
    const module = this.project.symbols.modules.get(file)
    if (!module) return false
    const imported = module.imports.get(name)
    if (imported) {
      if (imported.typeOnly) return false
      const from = this.findImport(file, imported.specifier, imported.imported)
      if (!from) return false
      const owner = JSON.stringify(from)
      if (this.owners.has(name)) return this.owners.get(name) === owner
      this.owners.set(name, owner)
      this.scope.imports.push({ from, local: name })
      return true
    }
    const binding = module.bindings.get(name)
    // Neither imported nor declared at the top: a global the suite's environment has (`window`), or a
    // name the rendering component binds itself (`onSubmit`), which a suite cannot have.
    if (!binding) return GLOBALS.has(name) && !this.owners.has(name)
    const owner = `${file}\0${name}`
    if (this.owners.has(name)) return this.owners.get(name) === owner
    if (binding.init === null || depth >= MAX_DEPTH) return false
    // Claimed before its own names are followed, so a cycle ends here.
    this.owners.set(name, owner)
    for (const reference of binding.refs) {
      if (reference.name !== name && !this.require(file, reference.name, depth + 1)) return false
    }
    this.scope.declarations.push({ name, expression: binding.init })
    return true
  }

  /**
   * Where a suite imports what `file` imports from `specifier`: the source file it
   * resolves to, a package, or a data file the bundler loads (`../package.json`, which
   * the resolver, reading sources only, does not probe for).
   */
  private findImport(file: string, specifier: string, imported: string): ScopeImport['from'] | null {
    const resolution = this.project.symbols.resolveImport(file, specifier)
    if (resolution.kind === 'file') {
      // Importing the module that mounts the app would boot it in the suite.
      const module = this.project.symbols.modules.get(resolution.file)
      return module && mountsApp(module) ? null : { kind: 'project', source: resolution.file, exportName: imported }
    }
    if (!specifier.startsWith('.')) return { kind: 'package', module: resolution.module, imported }
    const source = path.posix.join(path.posix.dirname(file), specifier)
    if (!DATA_FILE.test(specifier) || source.startsWith('../')) return null
    return { kind: 'project', source, exportName: imported }
  }
}
