import { scanHeader } from '../module/header.js'
import { outlineModule } from '../module/outline.js'
import { summariseModule } from '../module/summarise-module.js'
import { isParseFailure, isStackOverflow, parseSource } from '../parse/parse-source.js'
import { isNestedDeeperThan, isTypeScriptParseFailure, parseTypeScript } from '../parse/parse-typescript.js'
import { type ModuleHeader, type ModuleOutline, toModuleHeader, toModuleOutline } from '../summary/module-outline.js'
import type { ModuleSummary } from '../summary/module-summary.js'
import type { FileError } from './read-sources.js'

/**
 * A file's readings: its header from the token pass, and what a parse gives when the call
 * parses it. This is what the content cache keeps of a text.
 */
export interface FileReading {
  /**
   * The token pass's header, or the parse's when the scan cannot read the top level; null
   * when neither reads the file, and `error` says why.
   */
  header: ModuleHeader | null
  /** The outline, once a parse made it: null when the file does not parse, and `error` says why. */
  outline?: ModuleOutline | null
  error: FileError | null
  /** The full pass, when the file was read in full: null when it fails, and `summaryError` says why. */
  summary?: ModuleSummary | null
  summaryError?: FileError
}

export interface ReadJob {
  file: string
  text: string
  /**
   * What the call reads of it besides the header: its summary and outline from one parse
   * (`full`), its outline from TypeScript's parse (`outline`), or the header alone.
   */
  reads: 'full' | 'outline' | 'header'
}

/**
 * One text's readings. A file whose top level the scan cannot read is parsed for its
 * outline, and takes its header from it (SPEC 2.6). A file the call parses anyway takes its
 * header from the parse when the scan's would be the same, which saves scanning it.
 */
export function readFile({ file, text, reads }: ReadJob): FileReading {
  if (reads === 'header') {
    const header = scanHeader(file, text)
    if (header !== null) return { header, error: null }
    const reading = readOutline(file, text)
    return { ...reading, header: reading.outline ? toModuleHeader(reading.outline) : null }
  }
  const reading = reads === 'full' ? readInFull(file, text) : readOutline(file, text)
  return { ...reading, header: headerOfParsed(file, text, reading.outline ?? null) }
}

/**
 * A parsed file's header. Its outline holds the scan's (the header test holds them equal)
 * but for `import()` calls: the outline keeps those of each binding, in binding order, and not
 * those at module level outside one. So a text that may call `import()` is scanned; so is
 * one that does not parse, as a syntax error in a body leaves its top level readable.
 */
function headerOfParsed(file: string, text: string, outline: ModuleOutline | null): ModuleHeader | null {
  if (outline && !MAY_CALL_IMPORT.test(text)) return toModuleHeader(outline)
  return scanHeader(file, text) ?? (outline ? toModuleHeader(outline) : null)
}

/** An `import` followed by `(` or a comment: an `import()` call, or maybe one (conservatively, in any text). */
const MAY_CALL_IMPORT = /import\s*[(/]/

/**
 * How deep TypeScript's tree of a file may nest for the cheap pass to read it. Past this
 * the full parse decides, as it would for the summary: an ESTree node path can be longer
 * than TypeScript's for the same code (a parameter's type annotation is a node of its own),
 * so this stays at less than half of MAX_SYNTAX_DEPTH. Real files nest far less.
 */
const CHEAP_PASS_DEPTH = 200

/** The outline from TypeScript's parse, for a file the call needs no summary of. */
export function readOutline(file: string, text: string): Omit<FileReading, 'header'> {
  return readCheaply(file, text) ?? readInFull(file, text)
}

/** The cheap pass's reading, or null when it cannot give the full parse's verdict: a file nested too deep. */
function readCheaply(file: string, text: string): Omit<FileReading, 'header'> | null {
  try {
    const parsed = parseTypeScript(file, text)
    if (isTypeScriptParseFailure(parsed)) return { outline: null, error: { file, ...parsed } }
    if (isNestedDeeperThan(parsed, CHEAP_PASS_DEPTH)) return null
    return { outline: outlineModule(file, parsed), error: null }
  } catch (error) {
    if (isStackOverflow(error)) return null
    throw error
  }
}

/** The full pass alone, for a file summarised when an answer first reaches it. */
export function summarise(file: string, text: string): Pick<FileReading, 'summary' | 'summaryError'> {
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
function readInFull(file: string, text: string): Omit<FileReading, 'header'> {
  const full = summarise(file, text)
  if (full.summary) return { outline: toModuleOutline(full.summary), error: null, ...full }
  const cheap = readCheaply(file, text)
  if (cheap) return { ...cheap, ...full }
  return { outline: null, error: full.summaryError!, summary: null }
}
