import { createHash } from 'node:crypto'
import type { ConfigReading } from '../project/tsconfig.js'
import type { ModuleSummary } from '../summary/module-summary.js'
import type { FileReading } from './read-file.js'

/** What a store keeps under a key: a source file's readings, or a tsconfig's with what its parse read. */
export type StoredReading = FileReading | SummaryReading | ConfigReading

/**
 * A file read in full, as kept: its summary holds its outline and header (toModuleOutline,
 * toModuleHeader), so they are made from it again rather than kept twice: an eighth fewer
 * bytes to read back (dub apps/web: 31.3 → 27.6 MB), and fewer objects for the collector to copy.
 */
export interface SummaryReading {
  summary: ModuleSummary
  error: FileReading['error']
}

/**
 * Where a caller keeps readings between processes (SPEC 2.6): the CLI's `--cache` gives one
 * on disk. The analyser only asks and offers, by a key of the file's path and content (a
 * tsconfig's, by its path: its entry says what to read again to know it holds); what the
 * store does with a version, a damaged entry or a folder it cannot write is its own
 * business, and a miss is always an answer.
 */
export interface SummaryStore {
  /** The readings kept under `key`; undefined for none, or for an entry that does not read back whole. */
  get(key: string): StoredReading | undefined
  /** Offered when a file is read, again when its full summary is made, and when a tsconfig is parsed. */
  put(key: string, reading: StoredReading): void
}

/** A file's key: its path in the project and its text. A reading names its file, so the path is part of it. */
export function getStoreKey(file: string, text: string): string {
  return createHash('sha256').update(file).update('\0').update(text).digest('hex')
}
