import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { deserialize, serialize } from 'node:v8'
import type { ParsedCommand } from '../analyser/grammar/index.js'
import type { StoredReading, SummaryStore } from '../analyser/index.js'
import type { CommandContext } from './commands/output.js'
import type { AnswerStore, KeptAnswer } from './kept-answers.js'

/**
 * Beside other tools' caches, as ESLint's default
 * (https://eslint.org/docs/latest/use/command-line-interface#--cache-location).
 */
export const DEFAULT_CACHE_LOCATION = 'node_modules/.cache/flawless-react'

const ANALYSER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../analyser')

/** What one entry holds: the build that wrote it and its key, so a reader can tell an entry of its own. */
interface Entry {
  build: string
  key: string
  value: StoredReading | KeptAnswer
}

/**
 * `--cache`: the readings of files and tsconfigs on disk, and the commands' kept answers, one
 * file an entry, named by its key. An entry that does not read back whole (cut short, another
 * format) or was written by another build is a miss, and the next put replaces it. A put
 * writes a file of its own and renames it over the entry, so two runs sharing the folder
 * never read a half-written one. A folder that cannot be written turns the store off for
 * the process, said once.
 */
export class DiskSummaryStore implements SummaryStore, AnswerStore {
  private writable = true
  private readonly build: string

  constructor(
    private readonly folder: string,
    version: string,
    private readonly warn: (message: string) => void,
  ) {
    this.build = `${version}+${hashAnalyserBuild()}`
  }

  get(key: string): StoredReading | undefined {
    const reading = this.read(key)
    return typeof reading === 'object' && reading !== null ? (reading as StoredReading) : undefined
  }

  put(key: string, reading: StoredReading): void {
    this.write(key, reading)
  }

  /** A command's kept answer (kept-answers.ts), kept beside the readings under a name of its own. */
  getAnswer(key: string): KeptAnswer | undefined {
    const kept = this.read(key) as Partial<KeptAnswer> | undefined
    return typeof kept === 'object' && kept !== null && Array.isArray(kept.questions) ? (kept as KeptAnswer) : undefined
  }

  putAnswer(key: string, answer: KeptAnswer): void {
    this.write(key, answer)
  }

  private read(key: string): unknown {
    try {
      const entry = deserialize(readFileSync(path.join(this.folder, key))) as Partial<Entry>
      return entry.build === this.build && entry.key === key ? entry.value : undefined
    } catch {
      // No entry, or one that does not read back whole: either way a miss.
      return undefined
    }
  }

  private write(key: string, value: Entry['value']): void {
    if (!this.writable) return
    const bytes = serialize({ build: this.build, key, value } satisfies Entry)
    const temporary = path.join(this.folder, `.${key}.${process.pid}.${randomBytes(4).toString('hex')}`)
    try {
      mkdirSync(this.folder, { recursive: true })
      writeFileSync(temporary, bytes)
      renameSync(temporary, path.join(this.folder, key))
    } catch (error) {
      try {
        rmSync(temporary, { force: true })
      } catch {
        // Its folder could not be made: there is nothing to remove.
      }
      this.writable = false
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
      this.warn(`the cache folder ${this.folder} cannot be written (${reason}): this run is not cached.`)
    }
  }
}

/**
 * The analyser's own code, hashed: a reading depends on the code that made it, and a
 * build between releases keeps the version. Read once a process, only with --cache.
 */
function hashAnalyserBuild(): string {
  const hash = createHash('sha256')
  const files = readdirSync(ANALYSER, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) hash.update(file.slice(ANALYSER.length)).update(readFileSync(file))
  return hash.digest('hex').slice(0, 16)
}

/**
 * The store `--cache` asks for, or undefined without it. `--cache-location` is taken from
 * the working directory, as ESLint takes it; the default lives under the project's root.
 */
export function openCacheStore(
  parsed: ParsedCommand,
  root: string,
  { cwd, version, stderr }: Pick<CommandContext, 'cwd' | 'version' | 'stderr'>,
): DiskSummaryStore | undefined {
  if (parsed.options.cache !== true) return undefined
  const location = parsed.options['cache-location']
  const folder = typeof location === 'string' ? path.resolve(cwd, location) : path.join(root, DEFAULT_CACHE_LOCATION)
  return new DiskSummaryStore(folder, version, (message) => stderr.write(`flawless-react: ${message}\n`))
}
