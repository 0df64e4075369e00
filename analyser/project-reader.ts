import { type AnalyseOptions, toAnalyseResult } from './analyse.js'
import { type ProjectConfig, readConfig } from './config/config.js'
import {
  type IndexedFiles,
  type LoadOptions,
  type LoadedProject,
  loadProject,
  withEntries,
} from './pipeline/load-project.js'
import { ShapeCache } from './pipeline/shape-cache.js'
import { type CallProgress, SummaryCache } from './pipeline/summary-cache.js'
import type { SummaryStore } from './pipeline/summary-store.js'
import { type AnalyserFileSystem, nodeFileSystem } from './project/file-system.js'
import { openRoot } from './project/root.js'
import { type ParsedFiles, ParsedFilesByRoot } from './routes/parsed-files.js'
import { type RoutesOptions, type RoutesResult, toRoutesResult } from './routes/routes.js'
import { type TreeOptions, type TreeResult, findDefaultRoots, toTreeResult } from './tree/tree.js'
import type { AnalyseResult } from './types.js'

/** What the last call cost: how much of the project came from the content cache. */
export interface CallStats {
  filesRead: number
  /** Files parsed, at either level, because their content was new to the cache. */
  filesParsed: number
  /** Files whose full summary the answer needed: the rest were read only as far as their outline. */
  filesSummarised: number
}

export interface AnalyserOptions {
  /** Every read goes through this; node:fs by default. */
  fs?: AnalyserFileSystem
  /** Told as each call reads each file and summarises each file its answer reaches: for a progress bar. */
  onProgress?: (progress: CallProgress) => void
  /** Keeps files' readings between processes (the CLI's --cache); asked before a file is parsed. */
  store?: SummaryStore
}

/**
 * The analyser's reading of projects, and the answers made of nothing else: components
 * (`analyse`), the render tree and the routes. One instance keeps a cache of per-file
 * summaries keyed by file content, so repeated calls over a project parse only what
 * changed. It reads through the injected file system only, never writes, and never
 * consults the process's working directory or environment. `Analyser` adds the rules,
 * the generator's plans and the rest; a process that asks only these (the CLI's `analyse`,
 * `tree` and `routes`) loads none of their modules, a tenth of a second of its start.
 */
export class ProjectReader {
  readonly fs: AnalyserFileSystem
  private readonly cache: SummaryCache
  private readonly shapes = new ShapeCache()
  private readonly parsedFiles = new ParsedFilesByRoot()
  private lastIndexed: IndexedFiles | null = null

  constructor(options: AnalyserOptions = {}) {
    this.fs = options.fs ?? nodeFileSystem
    this.cache = new SummaryCache(options.onProgress, options.store)
  }

  /** Set by every call, once its answer is built; null before the first. */
  get lastCall(): CallStats | null {
    const indexed = this.lastIndexed
    if (indexed === null) return null
    return { filesRead: indexed.filesRead, filesParsed: indexed.parsed.size, filesSummarised: indexed.summarised.size }
  }

  /**
   * SPEC §3: the project's flawless.config.json, or the "flawless" key of its package.json,
   * checked against the schema. Every operation takes its defaults from it; options given win.
   */
  config(options: { root: string }): ProjectConfig {
    return readConfig(this.fs, openRoot(this.fs, options.root))
  }

  /** SPEC 2.3: the components under an entry, each with every fact the analyser has. */
  analyse(options: AnalyseOptions): AnalyseResult {
    const config = this.config(options)
    return toAnalyseResult(
      this.load({ ...options, maxEntries: options.maxEntries ?? config.maxEntries, out: options.out ?? config.out }),
    )
  }

  /** SPEC 2.5: the render tree from the roots (pages and layouts, or the SPA's entry) down to `depth`. */
  tree(options: TreeOptions): TreeResult {
    const config = this.config(options)
    const maxEntries = options.maxEntries ?? config.maxEntries
    const loaded = this.load({ ...options, entry: options.roots ?? null, maxEntries, out: options.out ?? config.out })
    if (options.roots) return toTreeResult(loaded, options.depth, null)
    const roots = findDefaultRoots(loaded, this.parsedFilesOf(loaded))
    const files = [...new Set(roots.map((root) => root.file))]
    return toTreeResult(withEntries(loaded, files, maxEntries), options.depth, roots)
  }

  /** SPEC 2.5: the route inventory — pages, layouts and API routes of every router in the project. */
  routes(options: RoutesOptions): RoutesResult {
    const loaded = this.load({ root: options.root, entry: null, out: options.out ?? this.config(options).out })
    return toRoutesResult(loaded, this.parsedFilesOf(loaded), options)
  }

  protected parsedFilesOf(loaded: LoadedProject): ParsedFiles {
    return this.parsedFiles.for(this.fs, loaded.projectRoot.root)
  }

  protected load(options: LoadOptions): LoadedProject {
    const loaded = loadProject(this.fs, this.cache, this.shapes, options)
    this.lastIndexed = loaded.indexed
    return loaded
  }
}
