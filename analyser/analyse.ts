import { AnalyserError } from './errors.js'
import { type AnalyserFileSystem, nodeFileSystem } from './project/file-system.js'
import { findFrameworkPackages } from './project/framework.js'
import { SummaryCache } from './project/project-index.js'
import { openRoot, toProjectPath } from './project/root.js'
import { DEFAULT_OUT, getExcludes, listProjectSources, selectEntries } from './project/sources.js'
import { PathConfigs } from './project/tsconfig.js'
import { findWorkspaces } from './project/workspaces.js'
import { LinkedProject } from './link/linked-project.js'
import { ModuleResolver } from './resolve/module-resolver.js'
import type { AnalyseResult } from './types.js'

export const DEFAULT_MAX_ENTRIES = 500
const NAMED_IN_NOTE = 10

export interface AnalyseOptions {
  /** Absolute project folder; every path resolves against it. */
  root: string
  /** A file, a folder or a fast-glob pattern, relative to root. */
  entry: string
  /** Entry files analysed in full; the rest are counted in `entries_skipped`. Default 500. */
  maxEntries?: number
  /** The generated-suites folder, excluded from analysis. Default `tests/flawless`. */
  out?: string
}

/** What the last call cost: how much of the project came from the content cache. */
export interface CallStats {
  filesRead: number
  filesParsed: number
}

export interface AnalyserOptions {
  /** Every read goes through this; node:fs by default. */
  fs?: AnalyserFileSystem
}

/**
 * The analyser. One instance keeps a cache of per-file summaries keyed by file content,
 * so repeated calls over a project parse only what changed. It reads through the
 * injected file system only, never writes, and never consults the process's working
 * directory or environment.
 */
export class Analyser {
  readonly fs: AnalyserFileSystem
  private readonly cache = new SummaryCache()
  /** Set by every call; null before the first. */
  lastCall: CallStats | null = null

  constructor(options: AnalyserOptions = {}) {
    this.fs = options.fs ?? nodeFileSystem
  }

  analyse(options: AnalyseOptions): AnalyseResult {
    const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES
    if (!Number.isInteger(maxEntries) || maxEntries < 1) {
      throw new AnalyserError('INVALID_ARGUMENT', `max_entries must be a whole number of at least 1, not ${JSON.stringify(options.maxEntries)}.`, 'Pass max_entries as a positive integer, or leave it out for 500.')
    }
    const projectRoot = openRoot(this.fs, options.root)
    // Refuse an entry outside root before reading anything of the project.
    toProjectPath(projectRoot, options.entry, 'entry')
    const excludes = getExcludes(options.out ?? DEFAULT_OUT)
    const sources = listProjectSources(this.fs, projectRoot, excludes)
    const entries = selectEntries(this.fs, projectRoot, options.entry, excludes, sources)
    const known = new Set(sources)
    const files = [...sources, ...entries.filter((entry) => !known.has(entry))]
    const indexed = this.cache.read(this.fs, projectRoot, files)
    this.lastCall = { filesRead: indexed.filesRead, filesParsed: indexed.filesParsed }

    const workspaces = findWorkspaces(this.fs, projectRoot)
    const resolver = new ModuleResolver(new Set(indexed.modules.keys()), new PathConfigs(this.fs, projectRoot.root), workspaces.packages)
    const project = new LinkedProject(indexed.modules, resolver, findFrameworkPackages(this.fs, projectRoot, workspaces))

    const analysed = entries.slice(0, maxEntries)
    const skipped = entries.slice(maxEntries)
    const result: AnalyseResult = {
      root: projectRoot.root,
      files_read: indexed.filesRead,
      components: analysed.flatMap((file) => project.recordsOf(file)),
      errors: indexed.errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
    }
    const notes: string[] = []
    if (skipped.length > 0) {
      result.entries_skipped = skipped.length
      notes.push(`${skipped.length} of ${entries.length} entry files were not analysed because max_entries is ${maxEntries}: ${nameSome(skipped)}. Narrow the entry or raise max_entries.`)
    }
    if (indexed.oversized.length > 0) {
      const one = indexed.oversized.length === 1
      notes.push(`${indexed.oversized.length} ${one ? 'file is' : 'files are'} over 1 MiB and ${one ? 'was' : 'were'} not read (minified or generated code): ${nameSome(indexed.oversized)}.`)
    }
    if (notes.length > 0) result.note = notes.join(' ')
    return result
  }
}

function nameSome(files: string[]): string {
  const named = files.slice(0, NAMED_IN_NOTE).join(', ')
  return files.length > NAMED_IN_NOTE ? `${named} and ${files.length - NAMED_IN_NOTE} more` : named
}
