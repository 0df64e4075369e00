import { spawnSync } from 'node:child_process'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const BIN = path.join(REPO, 'dist/cli/bin.js')

export interface CliRun {
  status: number | null
  stdout: string
  stderr: string
}

/** Runs the built binary, as `npm install` leaves it, from a working directory. */
export function runCli(args: string[], cwd = REPO): CliRun {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}
