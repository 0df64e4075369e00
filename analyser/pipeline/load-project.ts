import { requirePositiveInteger } from '../errors.js'
import { LinkedProject } from '../link/linked-project.js'
import type { ModuleOutlines, ModuleSummaries } from '../summary/module-outline.js'
import { ModuleResolver } from '../resolve/module-resolver.js'
import type { AnalyserFileSystem } from '../project/file-system.js'
import { type FrameworkPackage, findFrameworkPackages } from '../project/framework.js'
import { type ProjectRoot, openRoot, toProjectPath } from '../project/root.js'
import {
  DEFAULT_OUT,
  getExcludes,
  isDeclarationFile,
  listDotFolderTargets,
  listProjectSources,
  selectEntries,
} from '../project/sources.js'
import { GlobReport, listFolderErrors } from '../project/globs.js'
import { PathConfigs } from '../project/tsconfig.js'
import { findWorkspaces } from '../project/workspaces.js'
import { type FileError, readSources } from './read-sources.js'
import type { ShapeCache } from './shape-cache.js'
import type { SummaryCache } from './summary-cache.js'

export const DEFAULT_MAX_ENTRIES = 500

/** Where components are written: the entries a call about components summarises from the start. */
const COMPONENT_FILE = /\.[jt]sx$/

export interface IndexedFiles {
  /** Every source's header, and the outlines render modes and names ask for. */
  outlines: ModuleOutlines
  /** Their full summaries, each made when the answer first reaches its file. */
  modules: ModuleSummaries
  /**
   * Files that could not be read or do not parse. It grows as files are summarised, so
   * a result reads it after its answer is built.
   */
  errors: FileError[]
  /** Files over the size limit, named in the result's note. */
  oversized: string[]
  /**
   * Files whose content was read and parsed (or found unchanged in the cache) this call: every
   * source, and the declaration files type lookups have reached so far.
   */
  readonly filesRead: number
  /** Of those, the files parsed because their content was new to the cache, at either level. */
  readonly parsed: ReadonlySet<string>
  /** The files whose full summary the answer used. */
  readonly summarised: ReadonlySet<string>
}

export interface LoadOptions {
  root: string
  /** A file, folder or glob, or several; null for the whole project. */
  entry: string | string[] | null
  maxEntries?: number | undefined
  out?: string | undefined
  /**
   * What the call reads of its entries: their components (the default), or everything a
   * module holds, as the rules do. Entries it will summarise are summarised from the
   * start, saving them a parse of their own for the outline.
   */
  reads?: 'components' | 'modules'
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
 * cache and links it. The index outlines every source whatever the cap, since render
 * modes and children need the files that import an entry, not only the entry; a file is
 * summarised in full when the answer reaches it.
 */
export function loadProject(
  fs: AnalyserFileSystem,
  cache: SummaryCache,
  shapes: ShapeCache,
  options: LoadOptions,
): LoadedProject {
  const maxEntries = requirePositiveInteger('max_entries', options.maxEntries, DEFAULT_MAX_ENTRIES)
  const projectRoot = openRoot(fs, options.root)
  const requested = options.entry === null ? null : Array.isArray(options.entry) ? options.entry : [options.entry]
  // Refuse an entry outside root before reading anything of the project.
  for (const entry of requested ?? []) toProjectPath(projectRoot, entry, 'entry')
  const excludes = getExcludes(options.out ?? DEFAULT_OUT)
  const listing = new GlobReport()
  const { sources, declarations } = listProjectSources(fs, projectRoot, excludes, listing)
  const entries =
    requested === null
      ? sources
      : [
          ...new Set(requested.flatMap((entry) => selectEntries(fs, projectRoot, entry, excludes, sources, listing))),
        ].sort()
  const known = new Set(sources)
  const read = readSources(fs, projectRoot, [...sources, ...entries.filter((entry) => !known.has(entry))])
  const analysed = entries.slice(0, maxEntries)
  const readInFull = new Set(
    options.reads === 'modules' ? analysed : analysed.filter((file) => COMPONENT_FILE.test(file)),
  )
  const errors = [...listFolderErrors(listing), ...read.errors]
  const pathConfigs = new PathConfigs(fs, projectRoot, listing.listings, cache.store)
  // A tsconfig path into a dot folder (`contentlayer/generated`) leads to declarations the walk skipped.
  const declarationFiles = new Set([
    ...declarations,
    ...listDotFolderTargets(fs, projectRoot, pathConfigs, excludes).filter(isDeclarationFile),
  ])
  // SPEC 2.6: a call parses its entries, every file when they are every source, and lists their syntax errors.
  const parsedNow = new Set(analysed)
  const wholeProject = sources.every((file) => parsedNow.has(file))
  const parseNow = (file: string): boolean => wholeProject || parsedNow.has(file)
  const files = cache.index(projectRoot.root, read.texts, (file) => readInFull.has(file), parseNow, errors, {
    has: (file) => declarationFiles.has(file),
    read: (file) => {
      const { texts, errors: unread, oversized } = readSources(fs, projectRoot, [file])
      errors.push(...unread)
      read.oversized.push(...oversized)
      return texts[0]?.text ?? null
    },
  })
  const indexed: IndexedFiles = {
    outlines: files,
    modules: files,
    errors,
    oversized: read.oversized,
    // Declaration files count once a type lookup has read them, so a result reads this after its answer.
    get filesRead() {
      return read.texts.length + files.declarationsRead
    },
    parsed: files.parsed,
    summarised: files.summarised,
  }
  const workspaces = findWorkspaces(fs, projectRoot)
  const resolver = new ModuleResolver(
    new Set(indexed.outlines.headers.keys()),
    pathConfigs,
    workspaces.packages,
    declarationFiles,
    workspaces.subpathImports,
  )
  const frameworks = findFrameworkPackages(fs, projectRoot, workspaces)
  const inputs = {
    outlines: indexed.outlines,
    pathConfigs,
    packages: workspaces.packages,
    subpathImports: workspaces.subpathImports,
    frameworks,
  }
  const project = new LinkedProject(
    indexed.outlines,
    indexed.modules,
    resolver,
    frameworks,
    shapes.reusable(projectRoot.root, inputs) ?? undefined,
  )
  shapes.keep(projectRoot.root, inputs, project.shape)
  // Render modes flow over the entries and their importers at once, not one entry at a time.
  project.modes.cover(analysed)
  return {
    fs,
    projectRoot,
    sources,
    analysed,
    skipped: entries.slice(maxEntries),
    outsideRoot: listing.outside,
    indexed,
    frameworks,
    pathConfigs,
    project,
  }
}

/** The same loaded project, with other entry files (the default roots of a tree). */
export function withEntries(loaded: LoadedProject, entries: string[], maxEntries: number | undefined): LoadedProject {
  const cap = requirePositiveInteger('max_entries', maxEntries, DEFAULT_MAX_ENTRIES)
  return { ...loaded, analysed: entries.slice(0, cap), skipped: entries.slice(cap) }
}
