import * as path from 'node:path'
import { type PathConfig, type PathConfigs, joinProject } from '../project/tsconfig.js'
import type { WorkspacePackage } from '../project/workspaces.js'

/**
 * Where an import specifier leads: a project source file, or something the analyser
 * names but never reads — a package, a path outside root, a stylesheet or an image.
 */
export type Resolution = { kind: 'file'; file: string } | { kind: 'external'; module: string }

const PROBE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs']
// React Native resolves platform files (`button.native.tsx`) before plain ones fail.
const PLATFORM_SUFFIXES = ['.native', '.ios', '.android', '.web']
const PLATFORM_FILE = /\.(native|ios|android|web)\.(tsx|ts|jsx|js)$/
const EMITTED_TO_SOURCE: Record<string, string[]> = {
  '.js': ['.ts', '.tsx'],
  '.jsx': ['.tsx'],
  '.mjs': ['.mts'],
  '.cjs': ['.cts'],
}
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

export class ModuleResolver {
  /** Relative specifiers depend on the importing folder. */
  private readonly relativeCache = new Map<string, Map<string, Resolution>>()
  /** Bare specifiers depend only on the tsconfig that governs the importer. */
  private readonly bareCache = new Map<PathConfig | null, Map<string, Resolution>>()
  private readonly folderOf = new Map<string, string>()
  private readonly platformSuffixes: readonly string[]

  constructor(
    private readonly files: ReadonlySet<string>,
    private readonly configs: PathConfigs,
    private readonly packages: ReadonlyMap<string, WorkspacePackage>,
  ) {
    // Only a project that has platform files pays for probing them.
    this.platformSuffixes = [...files].some((file) => PLATFORM_FILE.test(file)) ? PLATFORM_SUFFIXES : []
  }

  resolve(fromFile: string, specifier: string): Resolution {
    let folder = this.folderOf.get(fromFile)
    if (folder === undefined) {
      folder = path.posix.dirname(fromFile)
      this.folderOf.set(fromFile, folder)
    }
    const isRelative =
      specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..'
    const config = isRelative ? null : this.configs.forFile(fromFile)
    const caches = isRelative ? this.relativeCache : this.bareCache
    const cacheKey = isRelative ? folder : config
    let cache = (caches as Map<unknown, Map<string, Resolution>>).get(cacheKey)
    if (!cache) {
      cache = new Map()
      ;(caches as Map<unknown, Map<string, Resolution>>).set(cacheKey, cache)
    }
    const cached = cache.get(specifier)
    if (cached) return cached
    const resolution = isRelative
      ? this.resolvePath(joinProject(folder, specifier), specifier)
      : this.resolveBare(config, specifier)
    cache.set(specifier, resolution)
    return resolution
  }

  private resolvePath(target: string, specifier: string): Resolution {
    if (isOutsideRoot(target)) return { kind: 'external', module: specifier }
    const file = this.probe(target)
    return file ? { kind: 'file', file } : { kind: 'external', module: specifier }
  }

  private resolveBare(config: PathConfig | null, specifier: string): Resolution {
    if (config) {
      for (const mapping of config.paths) {
        const matched = matchPathMapping(mapping.prefix, mapping.suffix, mapping.hasWildcard, specifier)
        if (matched === null) continue
        for (const target of mapping.targets) {
          const substituted = target.replace('*', matched)
          if (isOutsideRoot(substituted)) return { kind: 'external', module: specifier }
          const file = this.probe(substituted)
          if (file) return { kind: 'file', file }
        }
      }
      if (config.baseUrl !== null) {
        const file = this.probe(joinProject(config.baseUrl, specifier))
        if (file) return { kind: 'file', file }
      }
    }
    const workspaceFile = this.resolveWorkspace(specifier)
    if (workspaceFile) return { kind: 'file', file: workspaceFile }
    return { kind: 'external', module: specifier }
  }

  private resolveWorkspace(specifier: string): string | null {
    const name = packageName(specifier)
    const pkg = name ? this.packages.get(name) : undefined
    if (!pkg || !name) return null
    const subpath = `.${specifier.slice(name.length)}`
    const fromExports = resolveExportsField(pkg.exports, subpath)
    const candidates = fromExports ?? (subpath === '.' ? [...pkg.entryFields, 'src/index', 'index'] : [subpath])
    for (const candidate of candidates) {
      const file = this.probeWithSourceFallback(joinProject(pkg.folder, candidate), pkg.folder)
      if (file) return file
    }
    return null
  }

  /**
   * Package entry points often name build output (`dist/index.js`) that a checkout does
   * not have; the source beside it (`src/index.ts`) is what the package is built from.
   */
  private probeWithSourceFallback(target: string, folder: string): string | null {
    const direct = this.probe(target)
    if (direct) return direct
    const inside = target.slice(folder.length + 1)
    const built = /^(dist|build|lib|out|esm|cjs)\//.exec(inside)
    if (!built) return null
    return this.probe(joinProject(folder, `src/${stripExtension(inside.slice(built[0].length)).replace(/\.d$/, '')}`))
  }

  /** The TypeScript/bundler probing order: the path itself, emitted→source extensions, extensions, then index. */
  private probe(target: string): string | null {
    if (this.files.has(target)) return target
    const extension = path.posix.extname(target)
    for (const replacement of EMITTED_TO_SOURCE[extension] ?? []) {
      const candidate = target.slice(0, -extension.length) + replacement
      if (this.files.has(candidate)) return candidate
    }
    for (const base of [target, `${target}/index`]) {
      for (const probeExtension of PROBE_EXTENSIONS) {
        if (this.files.has(base + probeExtension)) return base + probeExtension
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

function resolveExportsField(exportsField: unknown, subpath: string): string[] | null {
  if (exportsField === undefined || exportsField === null) return null
  if (typeof exportsField === 'string' || Array.isArray(exportsField))
    return subpath === '.' ? pickTargets(exportsField) : null
  if (typeof exportsField !== 'object') return null
  const entries = exportsField as Record<string, unknown>
  const isSubpathMap = Object.keys(entries).some((key) => key.startsWith('.'))
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
