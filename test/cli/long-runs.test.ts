import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { BIN, REPO, type RunDocument, runJson, runMain } from '../helpers/cli.js'
import { processTable, waitFor } from '../helpers/mcp.js'
import { writeProject } from '../helpers/temp-project.js'

/** A component whose render takes about `ms` of CPU: a run of a few of them lasts long enough to be stopped. */
const slow = (name: string, ms: number) =>
  `export function ${name}({ label }: { label: string }) {\n  const end = Date.now() + ${ms}\n` +
  `  while (Date.now() < end) {}\n  return <span>{label}</span>\n}\n`

const PROJECT = {
  'package.json': JSON.stringify({ dependencies: { react: '19.2.0', vite: '6.3.5' } }),
  'src/badge.tsx': slow('Badge', 0),
  'src/broken.tsx':
    "export function Broken({ label }: { label: string }) {\n  if (label) throw new Error('broken: ' + label)\n" +
    '  return <span>{label}</span>\n}\n',
  'src/card.tsx': slow('Card', 0),
  'src/chart.tsx': slow('Chart', 400),
  'src/graph.tsx': slow('Graph', 400),
  'src/table.tsx': slow('Table', 400),
}

interface Stopped extends RunDocument {
  interrupted: boolean
  stopped_by?: string
  not_run?: string[]
  shard?: { index: number; count: number }
  parts?: { source: string; shard: { index: number; count: number } | null; exit_code: number }[]
}

/** The project with its six suites written, none run. */
async function generated(): Promise<string> {
  const folder = writeProject(PROJECT)
  expect((await runJson(folder, ['--ci', '--json'])).document.written).toHaveLength(6)
  return folder
}

/** The log's whole lines: polled while the run writes it, it may be empty or end in a line being written. */
const resultsOf = (folder: string) =>
  readFileSync(path.join(folder, 'tests/flawless/results.jsonl'), 'utf8')
    .split('\n')
    .slice(0, -1)
    .map((line) => JSON.parse(line) as { kind: string; file?: string; document?: Stopped })

describe('a run stopped before it finishes still reports what finished (SPEC §3)', () => {
  it('SIGTERM: one document with the suites that finished, interrupted, exit 143, nothing left running', async () => {
    const folder = await generated()
    const child = spawn(process.execPath, [BIN, 'test', '--ci', '--json'], { cwd: folder })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    // Stopped once two suite files have finished: the log has them before the document does.
    const log = path.join(folder, 'tests/flawless/results.jsonl')
    await waitFor(
      () => existsSync(log) && resultsOf(folder).filter((line) => line.kind === 'suite').length >= 2,
      150_000,
      'two finished suites in results.jsonl',
    )
    child.kill('SIGTERM')
    expect(await exited, stderr).toBe(143)
    const document = JSON.parse(stdout) as Stopped
    const lines = resultsOf(folder)
    const finished = lines.filter((line) => line.kind === 'suite').map((line) => line.file)
    expect(document).toMatchObject({ interrupted: true, stopped_by: 'SIGTERM', exit_code: 143 })
    // The counts are the finished files' tests, one a file; the rest are named as never finished.
    expect(document.tests!.ran).toBe(finished.length)
    expect(finished.length).toBeLessThan(6)
    const selected = (lines[0] as unknown as { files: Record<string, string[]> }).files['perf-harness']!
    expect(selected).toHaveLength(6)
    expect([...finished, ...document.not_run!].sort()).toEqual([...selected].sort())
    expect(lines.at(-1)).toMatchObject({ kind: 'end', document: { interrupted: true, exit_code: 143 } })
    // Every process the run started is gone, and so is its temp folder.
    const left = () => processTable().filter((entry) => readLink(`/proc/${entry.pid}/cwd`) === folder)
    expect(left()).toEqual([])
    expect(stderr).toMatch(/flawless-react: (pass|FAIL) tests\/flawless\/perf-harness\//)
  }, 240_000)

  it('--timeout: the same document, stopped by the time limit, exit 124', async () => {
    const folder = await generated()
    const { testExisting } = (await import(pathToFileURL(path.join(REPO, 'dist/cli/generate/generate.js')).href)) as {
      testExisting: (options: object, io: object) => Promise<Stopped>
    }
    // A fifth of a minute, where the three slow suites take longer: the command line takes whole minutes.
    const document = await testExisting({ root: folder, timeout: 0.2 }, { version: 'test', onOutput: () => {} })
    expect(document).toMatchObject({ interrupted: true, stopped_by: '--timeout 0.2 min', exit_code: 124 })
    expect(document.tests?.ran ?? 0).toBe(resultsOf(folder).filter((line) => line.kind === 'suite').length)
    expect(document.not_run!.length).toBeGreaterThan(0)
  }, 240_000)
})

describe('a suite file stuck in a loop is stopped at its own deadline, and the run goes on', () => {
  it('fails the stuck file saying why, and runs the files after it', async () => {
    const folder = writeProject({
      ...PROJECT,
      'src/chart.tsx': slow('Chart', 0),
      'src/graph.tsx': slow('Graph', 0),
      'src/table.tsx': slow('Table', 0),
      // A render that never returns: no test timeout can interrupt it.
      'src/broken.tsx':
        'export function Broken({ label }: { label: string }) {\n  while (label) {}\n' +
        '  return <span>{label}</span>\n}\n',
    })
    expect((await runJson(folder, ['--ci', '--json'])).document.written).toHaveLength(6)
    const load = (module: string) => import(pathToFileURL(path.join(REPO, 'dist', module)).href)
    const { Analyser } = (await load('analyser/index.js')) as typeof import('../../analyser/index.js')
    const { runSuites } = (await load(
      'cli/generate/run-suites.js',
    )) as typeof import('../../cli/generate/run-suites.js')
    const analyser = new Analyser()
    const files = readdirSync(path.join(folder, 'tests/flawless/perf-harness/src'))
      .map((file) => `tests/flawless/perf-harness/src/${file}`)
      .sort()
    const progress: string[] = []
    const tests = await runSuites(
      {
        analyser,
        root: folder,
        out: 'tests/flawless',
        files,
        compile: analyser.compileSettings({ root: folder }),
        framework: 'vite',
        onOutput: () => {},
        environment: process.env,
        // A second a test: the stuck file's deadline is half a minute and a second for its one test.
        testTimeout: 1000,
        onProgress: (finished) => progress.push(`${finished.done}/${finished.total} ${finished.file}`),
      },
      { env: { FLAWLESS_PERF_DIR: path.join(folder, 'tests/flawless/perf-harness'), FLAWLESS_RUN_ID: 'stuck' } },
    )
    expect(tests).toMatchObject({ ran: 6, passed: 5, failed: 1 })
    expect(tests.failures).toEqual([
      {
        file: 'tests/flawless/perf-harness/src/broken.Broken.flawless.tsx',
        name: '(the file did not finish)',
        message: expect.stringContaining('did not finish within 31 s'),
      },
    ])
    // Each file counted once, the stuck one among them, in the order they ended.
    expect(progress.map((line) => line.split(' ')[0])).toEqual(['1/6', '2/6', '3/6', '4/6', '5/6', '6/6'])
    expect(new Set(progress.map((line) => line.split(' ')[1])).size).toBe(6)
  }, 240_000)
})

describe('shards: disjoint parts that together run every suite once, joined by merge-reports', () => {
  it('two shards run every suite once; merge-reports gives the whole run and its exit code', async () => {
    const folder = await generated()
    const parts = path.join(tmpdir(), `flawless-shards-${process.pid}-${Date.now()}`)
    const ran: string[][] = []
    for (const index of [1, 2]) {
      const { status, document } = await runJson(folder, ['test', '--shard', `${index}/2`, '--ci', '--json'])
      const shard = document as Stopped
      expect(shard.shard).toEqual({ index, count: 2 })
      ran.push(resultsOf(folder).flatMap((line) => (line.kind === 'suite' ? [line.file!] : [])))
      expect(status).toBe(ran[index - 1]!.some((file) => file.includes('broken')) ? 1 : 0)
      mkdirSync(path.join(parts, `shard-${index}`), { recursive: true })
      cpSync(path.join(folder, 'tests/flawless/results.jsonl'), path.join(parts, `shard-${index}/results.jsonl`))
    }
    expect(ran[0]!.length + ran[1]!.length).toBe(6)
    expect([...ran[0]!, ...ran[1]!].sort()).toEqual(
      readdirSync(path.join(folder, 'tests/flawless/perf-harness/src'))
        .map((file) => `tests/flawless/perf-harness/src/${file}`)
        .sort(),
    )

    const merged = await runMain(['merge-reports', 'shard-1', 'shard-2', '--json'], parts)
    const whole = JSON.parse(merged.stdout) as Stopped
    expect(merged.status).toBe(1)
    expect(whole.tests).toMatchObject({ ran: 6, passed: 5, failed: 1 })
    expect(whole.tests!.failures.map((failure) => failure.file)).toEqual([
      'tests/flawless/perf-harness/src/broken.Broken.flawless.tsx',
    ])
    expect(whole.tests!.perf).toHaveLength(5)
    expect(whole.parts!.map((part) => part.shard)).toEqual([
      { index: 1, count: 2 },
      { index: 2, count: 2 },
    ])

    // One shard alone is not the whole run: the missing part is a failure that names it.
    const alone = await runMain(['merge-reports', 'shard-1', '--json'], parts)
    const half = JSON.parse(alone.stdout) as Stopped
    expect(alone.status).toBe(1)
    expect(half.tests!.failures.at(-1)).toMatchObject({ file: 'shard 2/2' })
    // The same shard twice is not a run.
    const twice = await runMain(['merge-reports', 'shard-1', 'shard-1/results.jsonl'], parts)
    expect(twice.status).toBe(2)
    expect(twice.stderr).toContain('are both shard 1/2')
  }, 300_000)
})

function readLink(file: string): string | null {
  try {
    return readlinkSync(file)
  } catch {
    return null
  }
}
