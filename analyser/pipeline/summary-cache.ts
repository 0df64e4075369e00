import {
  isSameValue,
  type ModuleHeader,
  type ModuleOutline,
  type ModuleOutlines,
  type ModuleSummaries,
  toModuleHeader,
  toModuleOutline,
} from '../summary/module-outline.js'
import type { ModuleSummary } from '../summary/module-summary.js'
import { type FileReading, readFile, readOutline, summarise } from './read-file.js'
import type { FileError, SourceText } from './read-sources.js'
import { type StoredReading, type SummaryStore, getStoreKey } from './summary-store.js'

/**
 * One file content's readings, each made at most once: the header always, the outline and
 * the full pass (`summary`) once a call asks for them. `summaryError` says why
 * typescript-estree refuses a file TypeScript's parser reads (`declare function f() {}`):
 * reported by the calls that summarise the file, so an answer does not depend on what
 * earlier calls asked.
 */
interface CachedFile extends FileReading {
  text: string
  /** Its key in the caller's store, when there is one. */
  storeKey?: string
  /** The outline of the text this one replaced: kept as this text's outline if equal, for the shape cache. */
  previous?: ModuleOutline
}

/**
 * The project's declaration files as one call reads them: never sources (SPEC 2.1), but where a
 * type lookup may find a props type declared (`types/index.d.ts`).
 */
export interface DeclarationFiles {
  has(file: string): boolean
  /** The file's text, read through the call's file system; null when it cannot be read (the call says why). */
  read(file: string): string | null
}

/** How far a call has come: the files it has read of those it reads, and those its answer has needed in full. */
export interface CallProgress {
  filesRead: number
  filesTotal: number
  filesSummarised: number
}

/**
 * Per-file outlines and summaries, cached by file content: a file whose text is
 * unchanged since the last call is not parsed again, at either level. One cache per
 * analyser instance; the cache holds data, never a file handle or a syntax tree, so an
 * instance can serve any number of roots.
 */
export class SummaryCache {
  private readonly files = new Map<string, CachedFile>()
  /** Declaration files' summaries by content, as sources' are: all a type lookup reads of them. */
  private readonly declarations = new Map<string, DeclarationReading>()

  /**
   * `onProgress` hears of every file a call reads and every file it summarises; `store`
   * keeps readings between processes, asked before a file is parsed.
   */
  constructor(
    private readonly onProgress?: (progress: CallProgress) => void,
    /** The caller's store, which the call's tsconfigs are kept in too. */
    readonly store?: SummaryStore,
  ) {}

  /**
   * Reads every source's header, and summarises in full those `summariseNow` picks — the
   * files the call will read in full anyway, whose outline then comes from the summary
   * instead of a parse of its own. Those `outlineNow` picks (the other entries; every file
   * for a whole-project call) are outlined now, and their syntax errors are the call's;
   * every other outline and summary is made when first asked for.
   */
  index(
    root: string,
    sources: readonly SourceText[],
    summariseNow: (file: string) => boolean,
    outlineNow: (file: string) => boolean,
    errors: FileError[],
    declarations: DeclarationFiles,
  ): IndexedSources {
    const lookup: DeclarationLookup = {
      files: declarations,
      summarise: (file, text) => this.summariseDeclaration(root, file, text),
    }
    const indexed = new IndexedSources(errors, sources.length, lookup, this.onProgress, (file, cached) =>
      this.persist(file, cached),
    )
    for (const { file, text } of sources) {
      const key = `${root}\0${file}`
      let cached = this.files.get(key)
      const reads = summariseNow(file) ? 'full' : outlineNow(file) ? 'outline' : 'header'
      if (!cached || cached.text !== text) {
        const before = cached
        // Hashed once: the key the store is asked with is the key a miss is offered under.
        const storeKey = this.store ? getStoreKey(file, text) : undefined
        cached = this.readStored(storeKey, text, reads)
        if (!cached) {
          cached = { text, storeKey, ...readFile({ file, text, reads }) }
          indexed.parsed.add(file)
          this.persist(file, cached)
        }
        // An edit that left the header or the outline as it was (a body, a comment) keeps the
        // previous object, so what the next call derives from them can be reused (ShapeCache).
        if (before?.header && cached.header && isSameValue(before.header, cached.header)) cached.header = before.header
        const previous = before?.outline ?? before?.previous
        if (previous) keepEqualOutline(cached, previous)
        this.files.set(key, cached)
      }
      indexed.add(file, cached, reads !== 'header')
    }
    return indexed
  }

  /**
   * The store's readings of a text, when it has them as far as the call needs: a file to
   * read in full wants its summary kept too, one to outline its outline. Undefined without
   * a store, or on a miss.
   */
  private readStored(
    storeKey: string | undefined,
    text: string,
    reads: 'full' | 'outline' | 'header',
  ): CachedFile | undefined {
    if (!this.store || storeKey === undefined) return undefined
    const stored = toFileReading(this.store.get(storeKey))
    if (!stored) return undefined
    if (reads === 'full' && stored.summary === undefined) return undefined
    if (reads === 'outline' && stored.outline === undefined) return undefined
    return { ...stored, text, storeKey }
  }

  private persist(file: string, cached: CachedFile): void {
    if (!this.store) return
    cached.storeKey ??= getStoreKey(file, cached.text)
    const { text: _text, storeKey, previous: _previous, ...reading } = cached
    this.store.put(storeKey, reading.summary ? { summary: reading.summary, error: reading.error } : reading)
  }

  /** A declaration file's summary, parsed only when its text is new to the cache. */
  private summariseDeclaration(root: string, file: string, text: string): DeclarationReading & { parsed: boolean } {
    const key = `${root}\0${file}`
    const cached = this.declarations.get(key)
    if (cached?.text === text) return { ...cached, parsed: false }
    const reading = { text, ...summarise(file, text) }
    this.declarations.set(key, reading)
    return { ...reading, parsed: true }
  }
}

interface DeclarationReading extends Pick<FileReading, 'summary' | 'summaryError'> {
  text: string
}

/** How a call's sources reach the declaration files: the files, and the content cache that summarises them. */
interface DeclarationLookup {
  files: DeclarationFiles
  summarise(file: string, text: string): DeclarationReading & { parsed: boolean }
}

/** A file's readings from what a store kept, its outline and header made again from a summary kept alone. */
function toFileReading(stored: StoredReading | undefined): FileReading | undefined {
  if (stored === undefined || 'trace' in stored) return undefined
  if ('header' in stored) return stored
  const outline = toModuleOutline(stored.summary)
  return { header: toModuleHeader(outline), outline, summary: stored.summary, error: stored.error }
}

/** An outline made from a new text takes the place of an equal one made before, so the two are one object. */
function keepEqualOutline(cached: CachedFile, previous: ModuleOutline): void {
  if (cached.outline === undefined) cached.previous = previous
  else if (cached.outline && isSameValue(previous, cached.outline)) cached.outline = previous
}

/**
 * A call's view of the project's files: every header, the outlines and the full summaries
 * as they are asked for. A file outlined or summarised on demand is parsed from the text
 * this call read, so every reading sees the same content. SPEC 2.6: the call's errors are
 * the syntax errors of the files it read in full (its summaries, or every file for a
 * whole-project call), and of those whose top level only a parse could read.
 */
export class IndexedSources implements ModuleSummaries, ModuleOutlines {
  readonly headers = new Map<string, ModuleHeader>()
  /** The files parsed this call, at either level, because their content was new to the cache. */
  readonly parsed = new Set<string>()
  /** The files whose full summary this call used. */
  readonly summarised = new Set<string>()
  private readonly files = new Map<string, CachedFile>()
  /** The declaration files this call has read, each once: null for one that cannot be read or parsed. */
  private readonly declarationSummaries = new Map<string, ModuleSummary | null>()
  private declarationTexts = 0
  private outlinedAll = true

  /** `errors` takes the files that do not parse; it grows as files are summarised, so a result reads it last. */
  constructor(
    private readonly errors: FileError[],
    private readonly total: number,
    private readonly declarations: DeclarationLookup,
    private readonly onProgress?: (progress: CallProgress) => void,
    /** Offers a file's readings to the caller's store once its outline or full summary is made. */
    private readonly persist?: (file: string, cached: CachedFile) => void,
  ) {}

  /** How many declaration files this call has read, for the type lookups that reached them. */
  get declarationsRead(): number {
    return this.declarationTexts
  }

  /** With `parse`, the call reads the file's outline now (an entry), so its syntax error is the call's. */
  add(file: string, cached: CachedFile, parse: boolean): void {
    this.files.set(file, cached)
    if (cached.header) this.headers.set(file, cached.header)
    if (parse) this.outline(file)
    else this.outlinedAll = false
    if (cached.error && (parse || !cached.header)) this.errors.push(cached.error)
    this.report()
  }

  /** The file's outline, from its summary if it has one, else from TypeScript's parse, made once per text. */
  outline(file: string): ModuleOutline | undefined {
    const cached = this.files.get(file)
    if (!cached?.header) return undefined
    if (cached.outline === undefined && cached.summary) cached.outline = toModuleOutline(cached.summary)
    if (cached.outline === undefined) {
      Object.assign(cached, readOutline(file, cached.text))
      if (cached.previous) keepEqualOutline(cached, cached.previous)
      cached.previous = undefined
      this.parsed.add(file)
      this.persist?.(file, cached)
    }
    return cached.outline ?? undefined
  }

  get everyOutlineRead(): boolean {
    return this.outlinedAll
  }

  mentions(file: string, pattern: RegExp): boolean {
    return pattern.test(this.files.get(file)?.text ?? '')
  }

  get(file: string): ModuleSummary | undefined {
    const cached = this.files.get(file)
    if (!cached) return this.getDeclaration(file)
    if (!cached.header) return undefined
    if (cached.summary === undefined) {
      Object.assign(cached, summarise(file, cached.text))
      this.parsed.add(file)
      this.persist?.(file, cached)
    }
    if (!this.summarised.has(file)) {
      this.summarised.add(file)
      if (cached.summaryError) this.errors.push(cached.summaryError)
      this.report()
    }
    return cached.summary ?? undefined
  }

  /** A declaration file's summary, read and summarised when a type lookup first reaches it; it has no outline. */
  private getDeclaration(file: string): ModuleSummary | undefined {
    if (!this.declarations.files.has(file)) return undefined
    if (!this.declarationSummaries.has(file)) {
      const text = this.declarations.files.read(file)
      if (text !== null) this.declarationTexts++
      const reading = text === null ? null : this.declarations.summarise(file, text)
      if (reading?.parsed) this.parsed.add(file)
      if (reading?.summaryError) this.errors.push(reading.summaryError)
      this.declarationSummaries.set(file, reading?.summary ?? null)
    }
    return this.declarationSummaries.get(file) ?? undefined
  }

  private report(): void {
    this.onProgress?.({ filesRead: this.files.size, filesTotal: this.total, filesSummarised: this.summarised.size })
  }

  *values(): IterableIterator<ModuleSummary> {
    for (const file of this.headers.keys()) {
      const summary = this.get(file)
      if (summary) yield summary
    }
  }
}
