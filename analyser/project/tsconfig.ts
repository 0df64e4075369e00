import * as path from 'node:path'
import ts from 'typescript'
import { type AnalyserFileSystem, readTextOrNull } from './file-system.js'

/** The part of a tsconfig that module resolution needs, with paths made project-relative. */
export interface PathConfig {
  /** Project path of the folder non-relative specifiers resolve from, or null without baseUrl. */
  baseUrl: string | null
  paths: PathMapping[]
  /** `extends` entries of the chain that name no file here (a package not installed): what a compiler would fail on. */
  missingExtends: string[]
}

export interface PathMapping {
  prefix: string
  suffix: string
  hasWildcard: boolean
  /** Project-relative targets; `*` stands for the matched part. */
  targets: string[]
}

/** compilerOptions merged along an `extends` chain, with the folders they came from. */
interface MergedOptions {
  missingExtends?: string[]
  baseUrl?: string
  paths?: Record<string, unknown>
  /** The folder of the config that declared `paths`: their base when there is no baseUrl. */
  pathsFolder?: string
}

const CONFIG_NAMES = ['tsconfig.json', 'jsconfig.json']

/**
 * Finds the tsconfig (or jsconfig) that governs a file, the way the TypeScript language
 * service does for an editor: the nearest one up the folder chain, stopping at root.
 * Results are cached per folder, since every file in a folder shares them.
 */
export class PathConfigs {
  private readonly byFolder = new Map<string, PathConfig | null>()

  constructor(
    private readonly fs: AnalyserFileSystem,
    private readonly root: string,
  ) {}

  forFile(file: string): PathConfig | null {
    return this.forFolder(path.posix.dirname(file))
  }

  private forFolder(folder: string): PathConfig | null {
    const cached = this.byFolder.get(folder)
    if (cached !== undefined) return cached
    let config: PathConfig | null = null
    const own = CONFIG_NAMES.map((name) => joinProject(folder, name)).find((file) => this.exists(file))
    if (own) config = this.load(own)
    else if (folder !== '.' && folder !== '') config = this.forFolder(path.posix.dirname(folder))
    this.byFolder.set(folder, config)
    return config
  }

  private exists(file: string): boolean {
    return readTextOrNull(this.fs, path.join(this.root, file)) !== null
  }

  private load(file: string): PathConfig {
    const options = this.readChain(file, new Set())
    const baseUrl = options.baseUrl ?? null
    const pathsBase = baseUrl ?? options.pathsFolder ?? path.posix.dirname(file)
    const paths: PathMapping[] = []
    for (const [pattern, targets] of Object.entries(options.paths ?? {})) {
      if (!Array.isArray(targets)) continue
      const star = pattern.indexOf('*')
      paths.push({
        prefix: star === -1 ? pattern : pattern.slice(0, star),
        suffix: star === -1 ? '' : pattern.slice(star + 1),
        hasWildcard: star !== -1,
        targets: targets
          .filter((target): target is string => typeof target === 'string')
          .map((target) => joinProject(pathsBase, target)),
      })
    }
    // TypeScript tries the pattern with the longest prefix first.
    paths.sort((a, b) => b.prefix.length - a.prefix.length)
    return { baseUrl, paths, missingExtends: options.missingExtends ?? [] }
  }

  /**
   * Merges compilerOptions along the `extends` chain, the later config winning. baseUrl
   * is relative to the config that declares it; paths without a baseUrl are relative to
   * the config that declares them, so each keeps the folder it came from.
   */
  private readChain(file: string, seen: Set<string>): MergedOptions {
    if (seen.has(file)) return {}
    seen.add(file)
    const text = readTextOrNull(this.fs, path.join(this.root, file))
    if (text === null) return {}
    const parsed = ts.parseConfigFileTextToJson(file, text)
    const config = (parsed.config ?? {}) as {
      extends?: unknown
      compilerOptions?: { baseUrl?: unknown; paths?: unknown }
    }
    const folder = path.posix.dirname(file)
    const bases =
      typeof config.extends === 'string' ? [config.extends] : Array.isArray(config.extends) ? config.extends : []
    let merged: MergedOptions = {}
    for (const base of bases) {
      if (typeof base !== 'string') continue
      const baseFile = this.findExtended(folder, base)
      const missing = [...(merged.missingExtends ?? [])]
      if (baseFile) {
        const inherited = this.readChain(baseFile, seen)
        missing.push(...(inherited.missingExtends ?? []))
        merged = { ...merged, ...inherited }
      } else {
        missing.push(base)
      }
      merged.missingExtends = missing
    }
    const own = config.compilerOptions ?? {}
    if (typeof own.baseUrl === 'string') merged.baseUrl = joinProject(folder, own.baseUrl)
    if (own.paths && typeof own.paths === 'object') {
      merged.paths = own.paths as Record<string, unknown>
      merged.pathsFolder = folder
    }
    return merged
  }

  private findExtended(folder: string, base: string): string | null {
    const candidates: string[] = []
    if (base.startsWith('.') || base.startsWith('/')) {
      const target = joinProject(folder, base)
      candidates.push(target, `${target}.json`)
    } else {
      for (let dir = folder; ; dir = path.posix.dirname(dir)) {
        const target = joinProject(dir, `node_modules/${base}`)
        candidates.push(target, `${target}.json`, `${target}/tsconfig.json`)
        if (dir === '.' || dir === '') break
      }
    }
    return candidates.find((candidate) => !candidate.startsWith('..') && this.exists(candidate)) ?? null
  }
}

export function joinProject(folder: string, relative: string): string {
  const joined = path.posix.normalize(path.posix.join(folder === '' ? '.' : folder, relative))
  return joined === './' ? '.' : joined.replace(/\/$/, '')
}
