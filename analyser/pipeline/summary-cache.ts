import * as path from 'node:path'
import { summariseModule } from '../module/summarise-module.js'
import type { ModuleSummary } from '../module/summary.js'
import { isParseFailure, parseSource } from '../parse/parse-source.js'
import type { AnalyserFileSystem } from '../project/file-system.js'
import type { ProjectRoot } from '../project/root.js'

/** Minified bundles and generated blobs are not source a reviewer reads. */
export const MAX_FILE_BYTES = 1024 * 1024

export interface FileError {
  file: string
  line: number
  column: number
  message: string
}

interface CachedFile {
  text: string
  summary: ModuleSummary | null
  error: FileError | null
}

export interface IndexedFiles {
  modules: Map<string, ModuleSummary>
  errors: FileError[]
  /** Files over the size limit, named in the result's note. */
  oversized: string[]
  /** Files whose content was read and parsed (or found unchanged in the cache) this call. */
  filesRead: number
  /** Of those, the files parsed because their content was new to the cache. */
  filesParsed: number
}

/**
 * Per-file summaries, cached by file content: a file whose text is unchanged since the
 * last call is not parsed again. One cache per analyser instance; the cache holds data,
 * never a file handle, so an instance can serve any number of roots.
 */
export class SummaryCache {
  private readonly files = new Map<string, CachedFile>()

  read(fs: AnalyserFileSystem, projectRoot: ProjectRoot, files: readonly string[]): IndexedFiles {
    const modules = new Map<string, ModuleSummary>()
    const errors: FileError[] = []
    const oversized: string[] = []
    let filesRead = 0
    let filesParsed = 0
    for (const file of files) {
      const absolute = path.join(projectRoot.root, file)
      let text: string
      try {
        text = fs.readFileSync(absolute, 'utf8')
      } catch (error) {
        errors.push({ file, line: 0, column: 0, message: `The file could not be read: ${(error as Error).message}` })
        continue
      }
      if (text.length > MAX_FILE_BYTES / 4 && Buffer.byteLength(text) > MAX_FILE_BYTES) {
        oversized.push(file)
        continue
      }
      filesRead++
      const key = `${projectRoot.root}\0${file}`
      let cached = this.files.get(key)
      if (!cached || cached.text !== text) {
        cached = summarise(file, text)
        this.files.set(key, cached)
        filesParsed++
      }
      if (cached.summary) modules.set(file, cached.summary)
      if (cached.error) errors.push(cached.error)
    }
    return { modules, errors, oversized, filesRead, filesParsed }
  }
}

function summarise(file: string, text: string): CachedFile {
  const parsed = parseSource(file, text)
  if (isParseFailure(parsed)) return { text, summary: null, error: { file, ...parsed } }
  return { text, summary: summariseModule(file, text, parsed), error: null }
}
