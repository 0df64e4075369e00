import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import * as path from 'node:path'
import { UsageError } from '../analyser/grammar/index.js'

/**
 * Files changed since `ref` plus untracked ones, relative to `root`, as git reports them.
 * The analyser never runs programs; the CLI asks git and passes the list on.
 */
export function listChangedFiles(root: string, ref: string): string[] {
  const run = (args: string[]): string[] => {
    const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' })
    if (result.error || result.status !== 0) {
      const why = result.error ? result.error.message : result.stderr.trim()
      throw new UsageError(`--changed ${ref} needs git history at "${root}": git ${args.join(' ')} failed: ${why}`)
    }
    return result.stdout.split('\n').filter(Boolean)
  }
  return [
    ...new Set([
      ...run(['diff', '--name-only', '--relative', ref, '--']),
      ...run(['ls-files', '--others', '--exclude-standard']),
    ]),
  ].sort()
}

/**
 * The repository a folder belongs to: the nearest folder at or above it with a `.git` entry
 * (the folder of a clone, or the file a worktree or a submodule has), else the folder itself.
 * Read from the file system, so a CI image without git gets the same answer.
 */
export function findRepositoryRoot(folder: string): string {
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    if (existsSync(path.join(current, '.git'))) return current
    if (path.dirname(current) === current) return path.resolve(folder)
  }
}
