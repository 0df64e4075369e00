import { requirePositiveInteger } from '../errors.js'
import { LinkedProject } from '../link/linked-project.js'
import type { ModuleSummary } from '../summary/module-summary.js'
import { ModuleResolver } from '../resolve/module-resolver.js'
import type { AnalyserFileSystem } from '../project/file-system.js'
import { type FrameworkPackage, findFrameworkPackages } from '../project/framework.js'
import { type ProjectRoot, openRoot, toProjectPath } from '../project/root.js'
import { DEFAULT_OUT, getExcludes, listProjectSources, selectEntries } from '../project/sources.js'
import { GlobReport, listFolderErrors } from '../project/globs.js'
import { PathConfigs } from '../project/tsconfig.js'
import { findWorkspaces } from '../project/workspaces.js'
import { type FileError, readSources } from './read-sources.js'
import type { SummaryCache } from './summary-cache.js'

export const DEFAULT_MAX_ENTRIES = 500

export interface IndexedFiles {
  modules: Map<string, ModuleSummary>
  /** Files that could not be read or do not parse. */
  errors: FileError[]
  /** Files over the size limit, named in the result's note. */
  oversized: string[]
  /** Files whose content was read and parsed (or found unchanged in the cache) this call. */
  filesRead: number
  /** Of those, the files parsed because their content was new to the cache. */
  filesParsed: number
}

export interface LoadOptions {
  root: string
  /** A file, folder or glob, or several; null for the whole project. */
  entry: string | string[] | null
  maxEntries?: number | undefined
  out?: string | undefined
}

/** A project read and linked for one call: what every read operation starts from. */
export interface LoadedProject {
  /** The file system the project was read through, for operations that read more (suites, fixtures). */
  fs: AnalyserFileSystem
  projectRoot: ProjectRoot
  /** Every source of the project, sorted. */
  sources: string[]
  /** The entry files analysed in full, and those `max_entries` left out. */
  analysed: string[]
  skipped: string[]
  /** Paths the entry globs reached that lead out of root, not read: named in the result's note. */
  outsideRoot: string[]
  indexed: IndexedFiles
  frameworks: FrameworkPackage[]
  pathConfigs: PathConfigs
  project: LinkedProject
}

/**
 * Opens the root, selects the entries, reads the whole project through the content
 * cache and links it. The index covers every source whatever the cap, since render
 * modes and children need the files that import an entry, not only the entry.
 */
export function loadProject(fs: AnalyserFileSystem, cache: SummaryCache, options: LoadOptions): LoadedProject {
  const maxEntries = requirePositiveInteger('max_entries', options.maxEntries, DEFAULT_MAX_ENTRIES)
  const projectRoot = openRoot(fs, options.root)
  const requested = options.entry === null ? null : Array.isArray(options.entry) ? options.entry : [options.entry]
  // Refuse an entry outside root before reading anything of the project.
  for (const entry of requested ?? []) toProjectPath(projectRoot, entry, 'entry')
  const excludes = getExcludes(options.out ?? DEFAULT_OUT)
  const listing = new GlobReport()
  const sources = listProjectSources(fs, projectRoot, excludes, listing)
  const entries =
    requested === null
      ? sources
      : [
          ...new Set(requested.flatMap((entry) => selectEntries(fs, projectRoot, entry, excludes, sources, listing))),
        ].sort()
  const known = new Set(sources)
  const read = readSources(fs, projectRoot, [...sources, ...entries.filter((entry) => !known.has(entry))])
  const summarised = cache.summarise(projectRoot.root, read.texts)
  const indexed: IndexedFiles = {
    modules: summarised.modules,
    errors: [...listFolderErrors(listing), ...read.errors, ...summarised.errors],
    oversized: read.oversized,
    filesRead: read.texts.length,
    filesParsed: summarised.filesParsed,
  }
  const workspaces = findWorkspaces(fs, projectRoot)
  const pathConfigs = new PathConfigs(fs, projectRoot)
  const resolver = new ModuleResolver(new Set(indexed.modules.keys()), pathConfigs, workspaces.packages)
  const frameworks = findFrameworkPackages(fs, projectRoot, workspaces)
  return {
    fs,
    projectRoot,
    sources,
    analysed: entries.slice(0, maxEntries),
    skipped: entries.slice(maxEntries),
    outsideRoot: listing.outside,
    indexed,
    frameworks,
    pathConfigs,
    project: new LinkedProject(indexed.modules, resolver, frameworks),
  }
}

/** The same loaded project, with other entry files (the default roots of a tree). */
export function withEntries(loaded: LoadedProject, entries: string[], maxEntries: number | undefined): LoadedProject {
  const cap = requirePositiveInteger('max_entries', maxEntries, DEFAULT_MAX_ENTRIES)
  return { ...loaded, analysed: entries.slice(0, cap), skipped: entries.slice(cap) }
}
