import { describeGaps, sortErrors } from './pipeline/gaps.js'
import type { LoadedProject } from './pipeline/load-project.js'
import type { AnalyseResult } from './types.js'

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

/** SPEC 2.3: every component of the analysed entry files, with its facts linked across files. */
export function toAnalyseResult(loaded: LoadedProject): AnalyseResult {
  // First: the records' type lookups read the declaration files they reach, which files_read counts.
  const components = loaded.analysed.flatMap((file) => loaded.project.recordsOf(file))
  const result: AnalyseResult = {
    root: loaded.projectRoot.root,
    files_read: loaded.indexed.filesRead,
    components,
    errors: sortErrors(loaded.indexed.errors),
  }
  return { ...result, ...describeGaps(loaded) }
}
