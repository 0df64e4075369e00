import { outlineModule } from '../module/outline.js'
import { summariseModule } from '../module/summarise-module.js'
import { isParseFailure, isStackOverflow, parseSource } from '../parse/parse-source.js'
import { isNestedDeeperThan, isTypeScriptParseFailure, parseTypeScript } from '../parse/parse-typescript.js'
import { toModuleOutline } from '../summary/module-outline.js'
import type { ModuleOutline } from '../summary/module-outline.js'
import type { ModuleSummary } from '../summary/module-summary.js'
import type { FileError } from './read-sources.js'

/** A file's readings as one parse gives them: what the content cache keeps of a text. */
export interface FileReading {
  /** The cheap pass: null when the file does not parse, and `error` says why. */
  outline: ModuleOutline | null
  error: FileError | null
  /** The full pass, when the file was read in full: null when it fails, and `summaryError` says why. */
  summary?: ModuleSummary | null
  summaryError?: FileError
}

export interface ReadJob {
  file: string
  text: string
  /** Read in full (summary and outline from one parse), or only as far as the outline. */
  full: boolean
}

/** One text's readings: in full (the summary and the outline from one parse), or only its outline. */
export function readFile({ file, text, full }: ReadJob): FileReading {
  return full ? readInFull(file, text) : readOutline(file, text)
}

/**
 * How deep TypeScript's tree of a file may nest for the cheap pass to read it. Past this
 * the full parse decides, as it would for the summary: an ESTree node path can be longer
 * than TypeScript's for the same code (a parameter's type annotation is a node of its own),
 * so this stays at less than half of MAX_SYNTAX_DEPTH. Real files nest far less.
 */
const CHEAP_PASS_DEPTH = 200

function readOutline(file: string, text: string): FileReading {
  return readCheaply(file, text) ?? readInFull(file, text)
}

/** The cheap pass's reading, or null when it cannot give the full parse's verdict: a file nested too deep. */
function readCheaply(file: string, text: string): FileReading | null {
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
function readInFull(file: string, text: string): FileReading {
  const full = summarise(file, text)
  if (full.summary) return { outline: toModuleOutline(full.summary), error: null, ...full }
  const cheap = readCheaply(file, text)
  if (cheap) return { ...cheap, ...full }
  return { outline: null, error: full.summaryError!, summary: null }
}
