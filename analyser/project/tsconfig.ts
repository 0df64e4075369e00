import { createHash } from 'node:crypto'
import * as path from 'node:path'
import type * as TS from 'typescript'
import { loadTypeScript, ts } from '../parse/typescript-module.js'
import { isSameValue } from '../summary/module-outline.js'
import { type AnalyserFileSystem, lstatOrNull, readTextOrNull, statOrNull } from './file-system.js'
import { type ProjectRoot, isOutside, isReadableInside } from './root.js'
import { escapeGlobPath } from './fast-glob.js'

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

/**
 * A tsconfig's reading as a store keeps it: its config, and every question its parse asked
 * of the file system with the answer it got, in order (a read's answer as the text's hash).
 * The same answers make the same config, so an entry whose every question is answered the
 * same way again is the config without loading TypeScript.
 */
export interface ConfigReading {
  config: PathConfig
  trace: HostQuestion[]
}

type HostQuestion =
  | [kind: 'file' | 'folder', absolute: string, answer: boolean]
  | [kind: 'read', absolute: string, hash: string | null]

/** The part of the caller's store (SummaryStore) a tsconfig's reading is kept in. */
export interface ConfigStore {
  get(key: string): object | undefined
  put(key: string, reading: ConfigReading): void
}

const CONFIG_NAMES = ['tsconfig.json', 'jsconfig.json']

/**
 * Finds the tsconfig (or jsconfig) that governs a file, the way the TypeScript language
 * service does for an editor: the nearest one up the folder chain, stopping at root.
 * Results are cached per folder, since every file in a folder shares them.
 *
 * TypeScript's own config parser reads each one and its `extends` chain (relative bases,
 * packages in node_modules with their `exports` and `tsconfig` fields, arrays of bases,
 * `${configDir}`), through a host that reads the injected file system and answers only
 * for paths inside root: a base outside it counts as missing, never read.
 */
export class PathConfigs {
  private readonly byFolder = new Map<string, PathConfig | null>()
  // Bases shared by several configs of a monorepo are parsed once.
  private readonly extendedConfigs = new Map<string, TS.ExtendedConfigCacheEntry>()
  private readonly host: TS.ParseConfigHost

  /**
   * `listings`: the names in the folders a walk listed this call (GlobReport), so a folder
   * known to hold no config is not probed for one.
   */
  constructor(
    fs: AnalyserFileSystem,
    private readonly projectRoot: ProjectRoot,
    private readonly listings: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
    private readonly store?: ConfigStore,
  ) {
    // Most folders hold no config. An lstat (which looks at a link, not where it leads) says so
    // before symlinks are resolved, which is the costly part of the wall.
    const inside = (absolute: string): boolean =>
      !isOutside(path.relative(projectRoot.root, absolute)) &&
      lstatOrNull(fs, absolute) !== null &&
      isReadableInside(fs, projectRoot, absolute)
    this.host = {
      useCaseSensitiveFileNames: true,
      // The compiler's file list is not needed, only its options.
      readDirectory: () => [],
      fileExists: (absolute) => inside(absolute) && statOrNull(fs, absolute)?.isFile() === true,
      directoryExists: (absolute) => inside(absolute) && statOrNull(fs, absolute)?.isDirectory() === true,
      readFile: (absolute) => (inside(absolute) ? (readTextOrNull(fs, absolute) ?? undefined) : undefined),
    }
  }

  forFile(file: string): PathConfig | null {
    return this.forFolder(path.posix.dirname(file))
  }

  /**
   * Globs of the files that the `paths` of the configs in the listed folders lead to inside a
   * dot folder (`"contentlayer/generated": ["./.contentlayer/generated"]`): a walk that skips dot
   * folders never lists them. A target outside root, or with no dot folder before its `*`, gives none.
   */
  dotFolderTargets(): string[] {
    const globs = new Set<string>()
    for (const [folder, names] of this.listings) {
      if (!CONFIG_NAMES.some((name) => names.has(name))) continue
      for (const mapping of this.forFolder(folder)?.paths ?? []) {
        for (const target of mapping.targets) {
          const literal = target.split('*')[0]!
          if (literal.startsWith('../')) continue
          if (!mapping.hasWildcard) {
            if (!isInDotFolder(target)) continue
            const escaped = escapeGlobPath(target)
            for (const glob of [escaped, `${escaped}.*`, `${escaped}/**/*`]) globs.add(glob)
            continue
          }
          const base = literal.endsWith('/') ? literal.slice(0, -1) : path.posix.dirname(literal)
          if (isInDotFolder(base)) globs.add(`${escapeGlobPath(base)}/**/*`)
        }
      }
    }
    return [...globs]
  }

  /** Whether every folder `earlier` was asked about gets the same config here: resolution is unchanged. */
  agreesWith(earlier: PathConfigs): boolean {
    for (const [folder, config] of earlier.byFolder) if (!isSameValue(this.forFolder(folder), config)) return false
    return true
  }

  private forFolder(folder: string): PathConfig | null {
    const cached = this.byFolder.get(folder)
    if (cached !== undefined) return cached
    let config: PathConfig | null = null
    const listed = this.listings.get(folder)
    const names = listed ? CONFIG_NAMES.filter((name) => listed.has(name)) : CONFIG_NAMES
    const own = names
      .map((name) => joinProject(folder, name))
      .find((file) => this.host.fileExists(path.join(this.projectRoot.root, file)))
    if (own) config = this.load(own)
    else if (folder !== '.' && folder !== '') config = this.forFolder(path.posix.dirname(folder))
    this.byFolder.set(folder, config)
    return config
  }

  /** The config from the store when its parse would ask the same and be told the same, else parsed (and offered). */
  private load(file: string): PathConfig {
    if (!this.store) return this.parse(file, this.host, this.extendedConfigs)
    const key = getConfigStoreKey(this.projectRoot.root, file)
    const stored = this.store.get(key)
    if (isConfigReading(stored) && stored.trace.every((question) => this.answersAgain(question))) return stored.config
    // Parsed with bases of its own, so that its trace holds every file its chain read.
    const trace: HostQuestion[] = []
    const config = this.parse(file, this.recording(trace), new Map())
    this.store.put(key, { config, trace })
    return config
  }

  private answersAgain([kind, absolute, answer]: HostQuestion): boolean {
    if (kind === 'file') return this.host.fileExists(absolute) === answer
    if (kind === 'folder') return this.host.directoryExists!(absolute) === answer
    const text = this.host.readFile(absolute)
    return (text === undefined ? null : hashText(text)) === answer
  }

  private recording(trace: HostQuestion[]): TS.ParseConfigHost {
    return {
      ...this.host,
      fileExists: (absolute) => {
        const answer = this.host.fileExists(absolute)
        trace.push(['file', absolute, answer])
        return answer
      },
      directoryExists: (absolute) => {
        const answer = this.host.directoryExists!(absolute)
        trace.push(['folder', absolute, answer])
        return answer
      },
      readFile: (absolute) => {
        const text = this.host.readFile(absolute)
        trace.push(['read', absolute, text === undefined ? null : hashText(text)])
        return text
      },
    }
  }

  private parse(
    file: string,
    host: TS.ParseConfigHost,
    extendedConfigs: Map<string, TS.ExtendedConfigCacheEntry>,
  ): PathConfig {
    const absolute = path.join(this.projectRoot.root, file)
    loadTypeScript()
    const source = ts.readJsonConfigFile(absolute, (name) => host.readFile(name))
    const parsed = ts.parseJsonSourceFileConfigFileContent(
      source,
      host,
      path.dirname(absolute),
      undefined,
      absolute,
      undefined,
      undefined,
      extendedConfigs,
    )
    const { baseUrl, paths } = parsed.options
    const pathsFolder = (parsed.options as { pathsBasePath?: unknown }).pathsBasePath
    // paths resolve from baseUrl, else from the folder of the config that declares them.
    const pathsBase = baseUrl ?? (typeof pathsFolder === 'string' ? pathsFolder : path.dirname(absolute))
    const mappings: PathMapping[] = []
    for (const [pattern, targets] of Object.entries(paths ?? {})) {
      if (!Array.isArray(targets)) continue
      const star = pattern.indexOf('*')
      mappings.push({
        prefix: star === -1 ? pattern : pattern.slice(0, star),
        suffix: star === -1 ? '' : pattern.slice(star + 1),
        hasWildcard: star !== -1,
        targets: targets
          .filter((target): target is string => typeof target === 'string')
          .map((target) => this.toProjectPath(path.resolve(pathsBase, target))),
      })
    }
    // TypeScript tries the pattern with the longest prefix first.
    mappings.sort((a, b) => b.prefix.length - a.prefix.length)
    return {
      baseUrl: baseUrl === undefined ? null : this.toProjectPath(baseUrl),
      paths: mappings,
      missingExtends: this.findMissingBases(source, parsed.errors, extendedConfigs),
    }
  }

  /**
   * The bases of the chain TypeScript found no file for, as the config that extends them
   * wrote them. A base named by package or without `.json` is reported at its `extends`
   * entry; a `.json` path is only found unreadable, so its entry is looked up by path
   * among the configs of the chain.
   */
  private findMissingBases(
    top: TS.TsConfigSourceFile,
    errors: readonly TS.Diagnostic[],
    extendedConfigs: ReadonlyMap<string, TS.ExtendedConfigCacheEntry>,
  ): string[] {
    const missing: string[] = []
    for (const error of errors) {
      if (error.code === FILE_NOT_FOUND && error.file !== undefined && error.start !== undefined) {
        const written: unknown = JSON.parse(error.file.text.slice(error.start, error.start + (error.length ?? 0)))
        if (typeof written === 'string') missing.push(written)
      } else if (error.code === CANNOT_READ_FILE) {
        const unread = /'(.*)'/.exec(ts.flattenDiagnosticMessageText(error.messageText, '\n'))?.[1]
        if (unread === undefined) continue
        const configs = [top, ...[...extendedConfigs.values()].map((entry) => entry.extendedResult)]
        missing.push(
          configs.map((config) => findExtendsEntry(config, unread)).find((entry) => entry !== null) ??
            this.toProjectPath(unread),
        )
      }
    }
    return missing
  }

  private toProjectPath(absolute: string): string {
    return joinProject('.', path.relative(this.projectRoot.root, absolute))
  }
}

function isConfigReading(stored: object | undefined): stored is ConfigReading {
  return stored !== undefined && 'trace' in stored && Array.isArray(stored.trace) && 'config' in stored
}

/** A tsconfig's key in the store: the project's root and the config's path in it. */
function getConfigStoreKey(root: string, file: string): string {
  return createHash('sha256').update('tsconfig\0').update(root).update('\0').update(file).digest('hex')
}

/** What a trace keeps of a file the parse read: its text's hash. */
function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

// TypeScript's diagnostics for an `extends` base it cannot find or read.
const FILE_NOT_FOUND = 6053
const CANNOT_READ_FILE = 5083

/** The `extends` entry of a config that names this file, as written. */
function findExtendsEntry(config: TS.TsConfigSourceFile, absolute: string): string | null {
  // A base that could not be read is cached as its file name alone.
  if (typeof config.text !== 'string') return null
  const json: unknown = ts.parseConfigFileTextToJson(config.fileName, config.text).config
  const written = (json as { extends?: unknown } | undefined)?.extends
  const bases = Array.isArray(written) ? written : [written]
  const entry = bases.find(
    (base) => typeof base === 'string' && path.resolve(path.dirname(config.fileName), base) === absolute,
  )
  return typeof entry === 'string' ? entry : null
}

/** `.contentlayer/generated`: a project path with a folder the walk skips, one whose name starts with a dot. */
function isInDotFolder(projectPath: string): boolean {
  return projectPath.split('/').some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..')
}

export function joinProject(folder: string, relative: string): string {
  const joined = path.posix.normalize(path.posix.join(folder === '' ? '.' : folder, relative))
  return joined === './' ? '.' : joined.replace(/\/$/, '')
}
