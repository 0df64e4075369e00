import { outlineModule } from '../module/outline.js'
import { summariseModule } from '../module/summarise-module.js'
import { isParseFailure, isStackOverflow, parseSource } from '../parse/parse-source.js'
import { isNestedDeeperThan, isTypeScriptParseFailure, parseTypeScript } from '../parse/parse-typescript.js'
import { isSameValue, type ModuleOutline, type ModuleSummaries, toModuleOutline } from '../summary/module-outline.js'
import type { ModuleSummary } from '../summary/module-summary.js'
import type { FileError, SourceText } from './read-sources.js'

/** One file content's two readings, each made at most once. */
interface CachedFile {
  text: string
  /** The cheap pass: null when the file does not parse, and `error` says why. */
  outline: ModuleOutline | null
  error: FileError | null
  /** The full pass: undefined until a call asks for it, null when it fails. */
  summary?: ModuleSummary | null
  /**
   * Why typescript-estree refuses a file TypeScript's parser reads (`declare function
   * f() {}`): reported by the calls that summarise the file, so an answer does not
   * depend on what earlier calls asked.
   */
  summaryError?: FileError
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

  /** `onProgress` hears of every file a call reads and every file it summarises. */
  constructor(private readonly onProgress?: (progress: CallProgress) => void) {}

  /**
   * Outlines every source, and summarises in full those `summariseNow` picks — the
   * files the call will read in full anyway, whose outline then comes from the summary
   * instead of a parse of its own. Every other summary is made when first asked for.
   */
  index(
    root: string,
    sources: readonly SourceText[],
    summariseNow: (file: string) => boolean,
    errors: FileError[],
  ): IndexedSources {
    const indexed = new IndexedSources(errors, sources.length, this.onProgress)
    for (const { file, text } of sources) {
      const key = `${root}\0${file}`
      let cached = this.files.get(key)
      if (!cached || cached.text !== text) {
        const previous = cached?.outline
        cached = summariseNow(file) ? readInFull(file, text) : readOutline(file, text)
        // An edit that left the outline as it was (a body, a comment) keeps the previous outline
        // object, so what the next call derives from outlines alone can be reused (ShapeCache).
        if (previous && cached.outline && isSameValue(previous, cached.outline)) cached.outline = previous
        this.files.set(key, cached)
        indexed.parsed.add(file)
      }
      indexed.add(file, cached)
    }
    return indexed
  }
}

/**
 * A call's view of the project's files: every outline, and the full summaries as they
 * are asked for. A file summarised on demand is parsed from the text this call read, so
 * both passes see the same content; its parse error joins `errors` then.
 */
export class IndexedSources implements ModuleSummaries {
  readonly outlines = new Map<string, ModuleOutline>()
  /** The files parsed this call, at either level, because their content was new to the cache. */
  readonly parsed = new Set<string>()
  /** The files whose full summary this call used. */
  readonly summarised = new Set<string>()
  private readonly files = new Map<string, CachedFile>()

  /** `errors` takes the files that do not parse; it grows as files are summarised, so a result reads it last. */
  constructor(
    private readonly errors: FileError[],
    private readonly total: number,
    private readonly onProgress?: (progress: CallProgress) => void,
  ) {}

  add(file: string, cached: CachedFile): void {
    this.files.set(file, cached)
    if (cached.outline) this.outlines.set(file, cached.outline)
    if (cached.error) this.errors.push(cached.error)
    this.report()
  }

  get(file: string): ModuleSummary | undefined {
    const cached = this.files.get(file)
    if (!cached?.outline) return undefined
    if (cached.summary === undefined) {
      Object.assign(cached, summarise(file, cached.text))
      this.parsed.add(file)
    }
    if (!this.summarised.has(file)) {
      this.summarised.add(file)
      if (cached.summaryError) this.errors.push(cached.summaryError)
      this.report()
    }
    return cached.summary ?? undefined
  }

  private report(): void {
    this.onProgress?.({ filesRead: this.files.size, filesTotal: this.total, filesSummarised: this.summarised.size })
  }

  *values(): IterableIterator<ModuleSummary> {
    for (const file of this.outlines.keys()) {
      const summary = this.get(file)
      if (summary) yield summary
    }
  }
}

/**
 * How deep TypeScript's tree of a file may nest for the cheap pass to read it. Past this
 * the full parse decides, as it would for the summary: an ESTree node path can be longer
 * than TypeScript's for the same code (a parameter's type annotation is a node of its own),
 * so this stays at less than half of MAX_SYNTAX_DEPTH. Real files nest far less.
 */
const CHEAP_PASS_DEPTH = 200

function readOutline(file: string, text: string): CachedFile {
  return readCheaply(file, text) ?? readInFull(file, text)
}

/** The cheap pass's reading, or null when it cannot give the full parse's verdict: a file nested too deep. */
function readCheaply(file: string, text: string): CachedFile | null {
  try {
    const parsed = parseTypeScript(file, text)
    if (isTypeScriptParseFailure(parsed)) return { text, outline: null, error: { file, ...parsed } }
    if (isNestedDeeperThan(parsed, CHEAP_PASS_DEPTH)) return null
    return { text, outline: outlineModule(file, parsed), error: null }
  } catch (error) {
    if (isStackOverflow(error)) return null
    throw error
  }
}

function summarise(file: string, text: string): Pick<CachedFile, 'summary' | 'summaryError'> {
  const parsed = parseSource(file, text)
  if (isParseFailure(parsed)) return { summary: null, summaryError: { file, ...parsed } }
  return { summary: summariseModule(file, text, parsed) }
}

/**
 * Both readings from one parse, for a file the call reads in full or one the cheap pass
 * cannot read. A file that typescript-estree refuses gets its outline, or its parse error,
 * from TypeScript's parser; one that neither reads (nested too deep) is in errors with the
 * full parse's reason, whatever the call asks of it.
 */
function readInFull(file: string, text: string): CachedFile {
  const full = summarise(file, text)
  if (full.summary) return { text, outline: toModuleOutline(full.summary), error: null, ...full }
  const cheap = readCheaply(file, text)
  if (cheap) return { ...cheap, ...full }
  return { text, outline: null, error: full.summaryError!, summary: null }
}
