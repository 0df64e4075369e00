import { summariseModule } from '../module/summarise-module.js'
import type { ModuleSummary } from '../summary/module-summary.js'
import { isParseFailure, parseSource } from '../parse/parse-source.js'
import type { FileError, SourceText } from './read-sources.js'

interface CachedFile {
  text: string
  summary: ModuleSummary | null
  error: FileError | null
}

export interface SummarisedFiles {
  modules: Map<string, ModuleSummary>
  /** Files that do not parse. */
  errors: FileError[]
  /** The files parsed because their content was new to the cache. */
  filesParsed: number
}

/**
 * Per-file summaries, cached by file content: a file whose text is unchanged since the
 * last call is not parsed again. One cache per analyser instance; the cache holds data,
 * never a file handle, so an instance can serve any number of roots.
 */
export class SummaryCache {
  private readonly files = new Map<string, CachedFile>()

  summarise(root: string, sources: readonly SourceText[]): SummarisedFiles {
    const modules = new Map<string, ModuleSummary>()
    const errors: FileError[] = []
    let filesParsed = 0
    for (const { file, text } of sources) {
      const key = `${root}\0${file}`
      let cached = this.files.get(key)
      if (!cached || cached.text !== text) {
        cached = summarise(file, text)
        this.files.set(key, cached)
        filesParsed++
      }
      if (cached.summary) modules.set(file, cached.summary)
      if (cached.error) errors.push(cached.error)
    }
    return { modules, errors, filesParsed }
  }
}

function summarise(file: string, text: string): CachedFile {
  const parsed = parseSource(file, text)
  if (isParseFailure(parsed)) return { text, summary: null, error: { file, ...parsed } }
  return { text, summary: summariseModule(file, text, parsed), error: null }
}
