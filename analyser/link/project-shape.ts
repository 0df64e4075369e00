import type { FrameworkPackage } from '../project/framework.js'
import { RenderModes } from '../render-mode/render-mode.js'
import type { ProjectSymbols } from '../resolve/symbols.js'
import type { ModuleHeader, ModuleOutlines } from '../summary/module-outline.js'

const NO_IMPORTERS: ReadonlySet<string> = new Set()

/**
 * What the headers and outlines give a call: render modes, flowed over the files asked
 * about and their importers, and who imports whom. Nothing a full summary adds changes
 * either, so a later call over the same headers, the same outlines of the files flowed
 * over and the same resolution reuses them (`pipeline/shape-cache.ts`).
 */
export class ProjectShape {
  readonly modes: RenderModes
  private importers: Map<string, Set<string>> | null = null
  private packageImporters = new Map<string, Set<string>>()

  constructor(
    private symbols: ProjectSymbols,
    frameworks: readonly FrameworkPackage[],
  ) {
    this.modes = new RenderModes(symbols, frameworks, (file) => this.importersOf(file))
  }

  /**
   * This shape for a later call, which reads outlines it has not read yet through its own
   * files. The shape cache has checked that the call's headers, resolution and the
   * outlines flowed over so far are the ones this shape was made from.
   */
  rebind(symbols: ProjectSymbols): this {
    this.symbols = symbols
    this.modes.rebind(symbols)
    return this
  }

  /** Whether `outlines` gives each file flowed over the outline object the flow read. */
  agreesWith(outlines: ModuleOutlines): boolean {
    return this.modes.agreesWith(outlines)
  }

  /** The files whose import or export statements, or lazy imports, lead to `file`. */
  importersOf(file: string): ReadonlySet<string> {
    this.importers ??= this.findImporters()
    return this.importers.get(file) ?? NO_IMPORTERS
  }

  /** The files that import the package `name` (`postgres`, `@prisma/client`), or one of its subpaths, by name. */
  importersOfPackage(name: string): ReadonlySet<string> {
    this.importers ??= this.findImporters()
    return this.packageImporters.get(name) ?? NO_IMPORTERS
  }

  private findImporters(): Map<string, Set<string>> {
    const importers = new Map<string, Set<string>>()
    // Headers: every file's imports, without parsing a file that renders nothing.
    for (const module of this.symbols.outlines.headers.values()) {
      for (const specifier of getImportedSpecifiers(module)) {
        const resolution = this.symbols.resolveImport(module.file, specifier)
        if (resolution.kind !== 'file') {
          const name = getPackageName(specifier)
          if (name !== null)
            this.packageImporters.set(name, (this.packageImporters.get(name) ?? new Set()).add(module.file))
          continue
        }
        if (resolution.file === module.file) continue
        const set = importers.get(resolution.file) ?? new Set()
        set.add(module.file)
        importers.set(resolution.file, set)
      }
    }
    return importers
  }
}

function getImportedSpecifiers(module: ModuleHeader): Set<string> {
  const specifiers = new Set<string>()
  for (const binding of module.imports.values()) if (!binding.typeOnly) specifiers.add(binding.specifier)
  for (const source of module.exports.values()) if (source.kind === 'reexport') specifiers.add(source.specifier)
  for (const reference of module.exportAll) specifiers.add(reference.specifier)
  for (const load of module.loads) specifiers.add(load)
  return specifiers
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; null for a path, an alias-like `~/x` or `node:fs`. */
function getPackageName(specifier: string): string | null {
  if (/^[./~#]/.test(specifier) || specifier.includes(':')) return null
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? (parts.length > 1 ? `${parts[0]}/${parts[1]}` : null) : parts[0]!
}
