import { spawnSync } from 'node:child_process'
import * as path from 'node:path'
import { Readable, Writable } from 'node:stream'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ReactRulesBlock } from '../../analyser/index.js'

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const BIN = path.join(REPO, 'dist/cli/bin.js')

export interface CliRun {
  status: number | null
  stdout: string
  stderr: string
}

/** Runs the built binary, as `npm install` leaves it, from a working directory: for exit codes, signals and pipes. */
export function runCli(args: string[], cwd = REPO): CliRun {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

type Main = typeof import('../../cli/main.js').main

/**
 * The built main, loaded once per test file: the generator finds its harness, and main its
 * package.json, where the build puts them.
 */
let loaded: Promise<Main> | undefined

/**
 * Runs the CLI in this process, through main, as the binary would in `cwd`: its streams
 * captured, no terminal, the process's environment unless `env` is given.
 */
export async function runMain(
  args: string[],
  cwd = REPO,
  env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1' },
): Promise<CliRun> {
  loaded ??= import(pathToFileURL(path.join(REPO, 'dist/cli/main.js')).href).then(
    (module: { main: Main }) => module.main,
  )
  const main = await loaded
  const stdout = capture()
  const stderr = capture()
  const status = await main({
    argv: args,
    cwd,
    env,
    stdout: stdout.stream,
    stderr: stderr.stream,
    stdin: Readable.from([]),
  })
  return { status, stdout: stdout.text(), stderr: stderr.text() }
}

function capture(): { stream: Writable; text: () => string } {
  const chunks: string[] = []
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(chunk.toString())
      done()
    },
  })
  return { stream, text: () => chunks.join('') }
}

/** The generator's --ci --json document (SPEC §3), as the tests read it. */
export interface RunDocument {
  version: string
  cwd: string
  tasks: string[]
  written: { task: string; component: string; file: string; action: string }[]
  skipped: { component: string; file: string | null; reason: string }[]
  backups: { file: string; backup: string }[]
  tests: {
    ran: number
    passed: number
    failed: number
    skipped: number
    duration_ms: number
    failures: { file: string; name: string; message: string }[]
    causes: { cause: string; count: number; files: string[] }[]
    perf: { component: string; verdict: string; change: number | null; commits: number }[]
    runner: Record<string, string>
  } | null
  prerequisites: unknown[]
  exit_code: number
  duration_ms: number
  needs_fixtures: { component: string; source: string; props: string[] }[]
  e2e?: unknown
  load?: unknown
  react_rules?: ReactRulesBlock
}

/** Runs the CLI in a project and reads its one JSON document; stdout must hold nothing else. */
export async function runJson(
  folder: string,
  args: string[],
  env?: Record<string, string | undefined>,
): Promise<{ status: number | null; document: RunDocument; stderr: string }> {
  const run = await runMain(args, folder, env)
  const document = JSON.parse(run.stdout) as RunDocument
  return { status: run.status, document, stderr: run.stderr }
}
