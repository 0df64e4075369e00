import * as path from 'node:path'
import { type PathConfig, type PathConfigs, joinProject } from '../project/tsconfig.js'
import type { WorkspacePackage } from '../project/workspaces.js'

/**
 * Where an import specifier leads: a project source file, or something the analyser
 * names but never reads — a package, a path outside root, a stylesheet or an image.
 */
export type Resolution = { kind: 'file'; file: string } | { kind: 'external'; module: string }

const PROBE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs']
// TypeScript reads a module's types from a declaration file before its JavaScript.
const TYPE_PROBE_EXTENSIONS = ['.tsx', '.ts', '.d.ts', '.jsx', '.js', '.mjs', '.cjs']
// React Native resolves platform files (`button.native.tsx`) before plain ones fail.
const PLATFORM_SUFFIXES = ['.native', '.ios', '.android', '.web']
const PLATFORM_FILE = /\.(native|ios|android|web)\.(tsx|ts|jsx|js)$/
const EMITTED_TO_SOURCE: Record<string, string[]> = {
  '.js': ['.ts', '.tsx'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts'],
  '.cjs': ['.cts'],
}
const EMITTED_TO_TYPES: Record<string, string[]> = { ...EMITTED_TO_SOURCE, '.js': ['.ts', '.tsx', '.d.ts'] }
// Conditions a bundler picks for application source, most specific first.
const EXPORT_CONDITIONS = [
  'source',
  'react-native',
  'browser',
  'import',
  'module',
  'default',
  'require',
  'node',
  'types',
]

/** What a lookup resolves for: a value (the project's sources), or a type (its declaration files too). */
type Lookup = 'value' | 'type'

export class ModuleResolver {
  /** Relative specifiers depend on the importing folder; bare ones only on the tsconfig that governs the importer. */
  private readonly caches: Record<Lookup, Map<unknown, Map<string, Resolution>>> = {
    value: new Map(),
    type: new Map(),
  }
  private readonly folderOf = new Map<string, string>()
  private readonly platformSuffixes: readonly string[]

  /**
   * `declarations`: the project's `.d.ts` files, which only a type lookup reaches. `subpathImports`: each
   * package folder's `imports` field, the root's as `.` (Workspaces.subpathImports).
   */
  constructor(
    private readonly files: ReadonlySet<string>,
    private readonly configs: PathConfigs,
    private readonly packages: ReadonlyMap<string, WorkspacePackage>,
    private readonly declarations: ReadonlySet<string> = new Set(),
    private readonly subpathImports: ReadonlyMap<string, unknown> = new Map(),
  ) {
    // Only a project that has platform files pays for probing them.
    this.platformSuffixes = [...files].some((file) => PLATFORM_FILE.test(file)) ? PLATFORM_SUFFIXES : []
  }

  resolve(fromFile: string, specifier: string): Resolution {
    return this.lookUp(fromFile, specifier, 'value')
  }

  /**
   * Where the types imported from `specifier` are declared, as TypeScript looks: the module
   * `resolve` finds, or a declaration file of the project's own before its JavaScript
   * (`import { NavItem } from "types"` under baseUrl → `types/index.d.ts`).
   */
  resolveType(fromFile: string, specifier: string): Resolution {
    return this.declarations.size === 0 ? this.resolve(fromFile, specifier) : this.lookUp(fromFile, specifier, 'type')
  }

  private lookUp(fromFile: string, specifier: string, lookup: Lookup): Resolution {
    let folder = this.folderOf.get(fromFile)
    if (folder === undefined) {
      folder = path.posix.dirname(fromFile)
      this.folderOf.set(fromFile, folder)
    }
    const isRelative =
      specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..'
    // `#app/utils`: what the nearest package.json's `imports` maps it to, in that package's files.
    const importsFolder = specifier.startsWith('#') ? this.findImportsFolder(folder) : null
    const config = isRelative ? null : this.configs.forFile(fromFile)
    const cacheKey = isRelative ? folder : importsFolder !== null ? `#${importsFolder}` : config
    let cache = this.caches[lookup].get(cacheKey)
    if (!cache) {
      cache = new Map()
      this.caches[lookup].set(cacheKey, cache)
    }
    const cached = cache.get(specifier)
    if (cached) return cached
    const resolution = isRelative
      ? this.resolvePath(joinProject(folder, specifier), specifier, lookup)
      : importsFolder !== null
        ? this.resolveSubpathImport(importsFolder, specifier, lookup)
        : this.resolveBare(config, specifier, lookup)
    cache.set(specifier, resolution)
    return resolution
  }

  /** The innermost package folder with an `imports` field that holds `folder`, or null. */
  private findImportsFolder(folder: string): string | null {
    let found: string | null = null
    for (const packageFolder of this.subpathImports.keys()) {
      const holds = packageFolder === '.' || folder === packageFolder || folder.startsWith(`${packageFolder}/`)
      if (holds && (found === null || found === '.' || packageFolder.length > found.length)) found = packageFolder
    }
    return found
  }

  /** A `#` specifier through its package's `imports`: a file of the package, or a package it names (external). */
  private resolveSubpathImport(packageFolder: string, specifier: string, lookup: Lookup): Resolution {
    for (const target of resolveExportsField(this.subpathImports.get(packageFolder), specifier, '#') ?? []) {
      if (!target.startsWith('./')) return this.resolveBare(null, target, lookup)
      const file =
        packageFolder === '.'
          ? this.probe(joinProject('', target), lookup)
          : this.probeWithSourceFallback(joinProject(packageFolder, target), packageFolder, lookup)
      if (file) return { kind: 'file', file }
    }
    return { kind: 'external', module: specifier }
  }

  private resolvePath(target: string, specifier: string, lookup: Lookup): Resolution {
    if (isOutsideRoot(target)) return { kind: 'external', module: specifier }
    const file = this.probe(target, lookup)
    return file ? { kind: 'file', file } : { kind: 'external', module: specifier }
  }

  private resolveBare(config: PathConfig | null, specifier: string, lookup: Lookup): Resolution {
    if (config) {
      for (const mapping of config.paths) {
        const matched = matchPathMapping(mapping.prefix, mapping.suffix, mapping.hasWildcard, specifier)
        if (matched === null) continue
        for (const target of mapping.targets) {
          // `@/components/modals//sign-in-modal` under `@/*`: the path as TypeScript reads it, `//` and `..` resolved.
          const substituted = joinProject('', target.replace('*', matched))
          if (isOutsideRoot(substituted)) return { kind: 'external', module: specifier }
          const file = this.probe(substituted, lookup)
          if (file) return { kind: 'file', file }
        }
      }
      if (config.baseUrl !== null) {
        const file = this.probe(joinProject(config.baseUrl, specifier), lookup)
        if (file) return { kind: 'file', file }
      }
    }
    const workspaceFile = this.resolveWorkspace(specifier, lookup)
    if (workspaceFile) return { kind: 'file', file: workspaceFile }
    return { kind: 'external', module: specifier }
  }

  private resolveWorkspace(specifier: string, lookup: Lookup): string | null {
    const name = packageName(specifier)
    const pkg = name ? this.packages.get(name) : undefined
    if (!pkg || !name) return null
    const subpath = `.${specifier.slice(name.length)}`
    const fromExports = resolveExportsField(pkg.exports, subpath)
    const candidates = fromExports ?? (subpath === '.' ? [...pkg.entryFields, 'src/index', 'index'] : [subpath])
    for (const candidate of candidates) {
      const file = this.probeWithSourceFallback(joinProject(pkg.folder, candidate), pkg.folder, lookup)
      if (file) return file
    }
    return null
  }

  /**
   * Package entry points often name build output (`dist/index.js`) that a checkout does
   * not have; the source beside it (`src/index.ts`) is what the package is built from.
   */
  private probeWithSourceFallback(target: string, folder: string, lookup: Lookup): string | null {
    const direct = this.probe(target, lookup)
    if (direct) return direct
    const inside = target.slice(folder.length + 1)
    const built = /^(dist|build|lib|out|esm|cjs)\//.exec(inside)
    if (!built) return null
    const source = `src/${stripExtension(inside.slice(built[0].length)).replace(/\.d$/, '')}`
    return this.probe(joinProject(folder, source), lookup)
  }

  /** The TypeScript/bundler probing order: the path itself, emitted→source extensions, extensions, then index. */
  private probe(target: string, lookup: Lookup): string | null {
    const has = (file: string): boolean => this.files.has(file) || (lookup === 'type' && this.declarations.has(file))
    const extensions = lookup === 'value' ? PROBE_EXTENSIONS : TYPE_PROBE_EXTENSIONS
    if (has(target)) return target
    const extension = path.posix.extname(target)
    for (const replacement of (lookup === 'value' ? EMITTED_TO_SOURCE : EMITTED_TO_TYPES)[extension] ?? []) {
      const candidate = target.slice(0, -extension.length) + replacement
      if (has(candidate)) return candidate
    }
    for (const base of [target, `${target}/index`]) {
      for (const probeExtension of extensions) {
        if (has(base + probeExtension)) return base + probeExtension
      }
      for (const platform of this.platformSuffixes) {
        for (const probeExtension of PROBE_EXTENSIONS) {
          if (this.files.has(base + platform + probeExtension)) return base + platform + probeExtension
        }
      }
    }
    return null
  }
}

function matchPathMapping(prefix: string, suffix: string, hasWildcard: boolean, specifier: string): string | null {
  if (!hasWildcard) return specifier === prefix ? '' : null
  if (!specifier.startsWith(prefix) || !specifier.endsWith(suffix) || specifier.length < prefix.length + suffix.length)
    return null
  return specifier.slice(prefix.length, specifier.length - suffix.length)
}

/**
 * The targets a package's `exports` gives a subpath (`.`, `./button`), or its `imports` a
 * specifier (`prefix` `#`: `#app/utils`), exact keys before `*` patterns.
 */
function resolveExportsField(exportsField: unknown, subpath: string, prefix = '.'): string[] | null {
  if (exportsField === undefined || exportsField === null) return null
  if (typeof exportsField === 'string' || Array.isArray(exportsField))
    return subpath === '.' ? pickTargets(exportsField) : null
  if (typeof exportsField !== 'object') return null
  const entries = exportsField as Record<string, unknown>
  const isSubpathMap = Object.keys(entries).some((key) => key.startsWith(prefix))
  if (!isSubpathMap) return subpath === '.' ? pickTargets(entries) : null
  if (subpath in entries) return pickTargets(entries[subpath])
  for (const [key, value] of Object.entries(entries)) {
    const star = key.indexOf('*')
    if (star === -1) continue
    const matched = matchPathMapping(key.slice(0, star), key.slice(star + 1), true, subpath)
    if (matched !== null) return pickTargets(value).map((target) => target.replace('*', matched))
  }
  return null
}

function pickTargets(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(pickTargets)
  if (!value || typeof value !== 'object') return []
  const conditions = value as Record<string, unknown>
  return EXPORT_CONDITIONS.filter((condition) => condition in conditions).flatMap((condition) =>
    pickTargets(conditions[condition]),
  )
}

function packageName(specifier: string): string | null {
  const parts = specifier.split('/')
  if (specifier.startsWith('@')) return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : null
  return parts[0] || null
}

function stripExtension(file: string): string {
  const extension = path.posix.extname(file)
  return extension ? file.slice(0, -extension.length) : file
}

function isOutsideRoot(projectPath: string): boolean {
  return projectPath === '..' || projectPath.startsWith('../') || path.posix.isAbsolute(projectPath)
}
