import * as path from 'node:path'
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

export interface SourceText {
  file: string
  text: string
}

export interface ReadSources {
  /** In the order asked for. */
  texts: SourceText[]
  errors: FileError[]
  /** Files over the size limit, named in the result's note. */
  oversized: string[]
}

/**
 * Reads each file once per call. Every later step takes its text from here, so a file
 * that changes on disk during a call is seen the same by all of them.
 */
export function readSources(fs: AnalyserFileSystem, projectRoot: ProjectRoot, files: readonly string[]): ReadSources {
  const texts: SourceText[] = []
  const errors: FileError[] = []
  const oversized: string[] = []
  for (const file of files) {
    let text: string
    try {
      text = fs.readFileSync(path.join(projectRoot.root, file), 'utf8')
    } catch (error) {
      errors.push({ file, line: 0, column: 0, message: `The file could not be read: ${(error as Error).message}` })
      continue
    }
    // Counting bytes costs a pass over the text; only a long text can be over the limit.
    if (text.length > MAX_FILE_BYTES / 4 && Buffer.byteLength(text) > MAX_FILE_BYTES) {
      oversized.push(file)
      continue
    }
    texts.push({ file, text })
  }
  return { texts, errors, oversized }
}
