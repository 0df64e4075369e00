import * as nodeFs from 'node:fs'

/**
 * Everything the analyser reads goes through this: `node:fs` by default, memfs in tests,
 * an editor's overlay of unsaved buffers if it likes. Only synchronous reads are used, so
 * one call never interleaves with another's reads.
 */
export interface AnalyserFileSystem {
  readFileSync(path: string, encoding: 'utf8'): string
  statSync(path: string): FileStats
  lstatSync(path: string): FileStats
  readdirSync(path: string, options: { withFileTypes: true }): DirectoryEntry[]
  realpathSync(path: string): string
}

export interface FileStats {
  isFile(): boolean
  isDirectory(): boolean
  isSymbolicLink(): boolean
  /** Permission bits, where the file system has them (node:fs and memfs do). */
  mode?: number
}

export interface DirectoryEntry {
  name: string
  isFile(): boolean
  isDirectory(): boolean
  isSymbolicLink(): boolean
}

export const nodeFileSystem: AnalyserFileSystem = {
  readFileSync: (path, encoding) => nodeFs.readFileSync(path, encoding),
  statSync: (path) => nodeFs.statSync(path),
  lstatSync: (path) => nodeFs.lstatSync(path),
  readdirSync: (path, options) => nodeFs.readdirSync(path, options),
  // The system's realpath: one call, where Node's own walks the path a segment at a time.
  realpathSync: (path) => nodeFs.realpathSync.native(path),
}

export function statOrNull(fs: AnalyserFileSystem, path: string): FileStats | null {
  try {
    return fs.statSync(path)
  } catch {
    return null
  }
}

/** The entry itself, a link not followed, or null when there is none. */
export function lstatOrNull(fs: AnalyserFileSystem, path: string): FileStats | null {
  try {
    return fs.lstatSync(path)
  } catch {
    return null
  }
}

export function readTextOrNull(fs: AnalyserFileSystem, path: string): string | null {
  try {
    return fs.readFileSync(path, 'utf8')
  } catch {
    return null
  }
}
