import type { ModuleSummary } from '../summary/module-summary.js'
import type { ProjectSymbols } from '../resolve/symbols.js'

/** Where a type name used in a file is declared: a project module, React, or somewhere the analyser does not read. */
export type TypeLookup =
  | { kind: 'found'; module: ModuleSummary; name: string }
  | { kind: 'react' }
  | { kind: 'missing'; reason: string }

function fromPackage(module: string): TypeLookup {
  return { kind: 'missing', reason: `type "{type}" comes from "${module}", which the analyser does not read` }
}

/** Finds where a type name used in `file` is declared: locally, in a project module, in React, or outside. */
export function findTypeDeclaration(symbols: ProjectSymbols, file: string, name: string, depth = 0): TypeLookup {
  const module = symbols.modules.get(file)
  if (!module || depth > 10) return { kind: 'missing', reason: 'type "{type}" could not be followed' }
  const inlineImport = /^import\(\s*['"]([^'"]+)['"]\s*\)\.?([\w$.]*)/.exec(name)
  if (inlineImport) {
    const resolution = symbols.resolveTypeImport(file, inlineImport[1]!)
    if (resolution.kind === 'external')
      return resolution.module === 'react' ? { kind: 'react' } : fromPackage(resolution.module)
    return findExportedType(symbols, resolution.file, inlineImport[2]!.split('.')[0]!, depth + 1, new Set())
  }
  const root = name.split('.')[0]!
  if (module.types.has(name)) return { kind: 'found', module, name }
  const imported = module.imports.get(root)
  if (!imported) {
    if (name.startsWith('React.')) return { kind: 'react' }
    return { kind: 'missing', reason: `type "{type}" is not declared in the project` }
  }
  const resolution = symbols.resolveTypeImport(file, imported.specifier)
  if (resolution.kind === 'external') {
    if (resolution.module === 'react') return { kind: 'react' }
    return fromPackage(resolution.module)
  }
  const exportedName = imported.imported === '*' ? name.slice(root.length + 1) : imported.imported
  return findExportedType(symbols, resolution.file, exportedName, depth + 1, new Set())
}

function findExportedType(
  symbols: ProjectSymbols,
  file: string,
  name: string,
  depth: number,
  seen: Set<string>,
): TypeLookup {
  const key = `${file}\0${name}`
  const module = symbols.modules.get(file)
  if (!module || seen.has(key) || depth > 10)
    return { kind: 'missing', reason: `type "{type}" is not declared in the project` }
  seen.add(key)
  if (module.types.has(name)) return { kind: 'found', module, name }
  const source = module.exports.get(name) ?? module.typeExports.get(name)
  if (source?.kind === 'local' && module.types.has(source.local)) return { kind: 'found', module, name: source.local }
  if (source?.kind === 'local' || module.imports.has(name))
    return findTypeDeclaration(symbols, file, source?.kind === 'local' ? source.local : name, depth + 1)
  if (source?.kind === 'reexport') {
    const resolution = symbols.resolveTypeImport(file, source.specifier)
    if (resolution.kind === 'external')
      return resolution.module === 'react' ? { kind: 'react' } : fromPackage(resolution.module)
    return findExportedType(symbols, resolution.file, source.imported, depth + 1, seen)
  }
  for (const { specifier } of module.exportAll) {
    const resolution = symbols.resolveTypeImport(file, specifier)
    if (resolution.kind !== 'file') continue
    const found = findExportedType(symbols, resolution.file, name, depth + 1, seen)
    if (found.kind !== 'missing') return found
  }
  return { kind: 'missing', reason: `type "{type}" is not declared in the project` }
}
