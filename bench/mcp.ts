/**
 * npm run bench:mcp -- [project dir] [entry] [--runs N]
 *
 * The MCP server's lifecycle figures, over the built binary: start to the initialize
 * and tools/list answers, the first read call (the read worker starts) and a warm one, and the exit
 * contract's latencies — stdin closed on an idle server, the last answer frame of a
 * flawless_run batch to exit, SIGTERM to exit. The seed's target for exit after stdin
 * closes is 42 ms; the tests hold a looser bound, this prints the real figure.
 *
 * The read calls are flawless_analyse of examples/next-dashboard's pages, or of `entry`
 * (default `.`) in the project folder given; with a project, each round also times
 * `flawless-react analyse <entry>` as a fresh process, beside spawn → first read answered
 * (issue 9: a first MCP answer costs what the CLI's does, plus the server's start). The
 * flawless_run figures always use a copy of the example: a run writes into its project.
 */
import { type ChildProcessByStdio, spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import * as path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Readable, Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const BIN = path.join(REPO, 'dist/cli/bin.js')
const EXIT_TARGET_MS = 42
const INITIALIZE = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '0' } }

/** One server, spoken to in lines; each answer is stamped with when it arrived. */
class Server {
  readonly child: ChildProcessByStdio<Writable, Readable, null>
  readonly startedAt = performance.now()
  readonly answers = new Map<unknown, number>()
  readonly exited: Promise<number>
  private buffer = ''
  private waiting = new Map<unknown, () => void>()

  constructor() {
    this.child = spawn(process.execPath, [BIN, 'mcp'], { stdio: ['pipe', 'pipe', 'inherit'] })
    this.child.stdout.setEncoding('utf8')
    this.child.stdout.on('data', (chunk: string) => {
      this.buffer += chunk
      for (let newline = this.buffer.indexOf('\n'); newline !== -1; newline = this.buffer.indexOf('\n')) {
        const { id } = JSON.parse(this.buffer.slice(0, newline)) as { id: unknown }
        this.buffer = this.buffer.slice(newline + 1)
        this.answers.set(id, performance.now())
        this.waiting.get(id)?.()
      }
    })
    this.exited = new Promise((resolve) => this.child.on('exit', () => resolve(performance.now())))
  }

  send(id: number, method: string, params?: object): void {
    this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) })}\n`)
  }

  /** Sends a request and resolves with the time its answer arrived. */
  call(id: number, method: string, params?: object): Promise<number> {
    const answered = new Promise<number>((resolve) => this.waiting.set(id, () => resolve(this.answers.get(id)!)))
    this.send(id, method, params)
    return answered
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const usage = 'Usage: npm run bench:mcp -- [project dir] [entry] [--runs N]'
  const positional: string[] = []
  let runs = 9
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if (arg === '--runs') runs = Number(args[++index])
    else if (arg.startsWith('--runs=')) runs = Number(arg.slice('--runs='.length))
    else if (arg.startsWith('-')) throw new Error(`Unknown option "${arg}". ${usage}`)
    else positional.push(arg)
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of at least 1.')
  if (positional.length > 2) throw new Error(`Too many arguments. ${usage}`)

  const project = mkdtempSync(path.join(tmpdir(), 'flawless-bench-mcp-'))
  cpSync(path.join(REPO, 'examples/next-dashboard'), project, { recursive: true })
  const measured =
    positional[0] === undefined ? null : { root: path.resolve(positional[0]), entry: positional[1] ?? '.' }
  const read = {
    name: 'flawless_analyse',
    arguments: measured ?? { root: project, entry: 'app/**/*.tsx' },
  }
  const cliProcess: number[] = []
  const startToFirstRead: number[] = []
  const figures = {
    initialize: [] as number[],
    toolsList: [] as number[],
    firstRead: [] as number[],
    warmRead: [] as number[],
    idleExit: [] as number[],
    runExit: [] as number[],
    signalExit: [] as number[],
  }
  try {
    for (let run = 0; run < runs; run++) {
      // Idle: handshake, a cold and a warm read, then stdin closes.
      const idle = new Server()
      figures.initialize.push((await idle.call(1, 'initialize', INITIALIZE)) - idle.startedAt)
      figures.toolsList.push((await idle.call(4, 'tools/list')) - idle.startedAt)
      let asked = performance.now()
      const firstAnswered = await idle.call(2, 'tools/call', read)
      figures.firstRead.push(firstAnswered - asked)
      startToFirstRead.push(firstAnswered - idle.startedAt)
      asked = performance.now()
      figures.warmRead.push((await idle.call(3, 'tools/call', read)) - asked)
      const closed = performance.now()
      idle.child.stdin.end()
      figures.idleExit.push((await idle.exited) - closed)

      // A batch as printf sends it: initialize, flawless_run, end of input.
      const batch = new Server()
      batch.send(1, 'initialize', INITIALIZE)
      batch.send(2, 'tools/call', { name: 'flawless_run', arguments: { cwd: project, force: true } })
      batch.child.stdin.end()
      const exitedAt = await batch.exited
      figures.runExit.push(exitedAt - batch.answers.get(2)!)

      const signalled = new Server()
      await signalled.call(1, 'initialize', INITIALIZE)
      const sent = performance.now()
      signalled.child.kill('SIGTERM')
      figures.signalExit.push((await signalled.exited) - sent)

      if (measured) {
        const started = performance.now()
        const cli = spawnSync(process.execPath, [BIN, 'analyse', measured.entry, '--root', measured.root, '--json'], {
          stdio: 'ignore',
        })
        if (cli.status !== 0) throw new Error(`flawless-react analyse exited ${cli.status}`)
        cliProcess.push(performance.now() - started)
      }
    }
  } finally {
    rmSync(project, { recursive: true, force: true })
  }
  const row = (label: string, values: number[], target?: number) =>
    `${label.padEnd(44)} median ${median(values).toFixed(1).padStart(7)} ms   max ${Math.max(...values)
      .toFixed(1)
      .padStart(7)} ms${target ? `   target ${target} ms: ${Math.max(...values) <= target ? 'met' : 'missed'}` : ''}`
  const lines = [
    `runs                                         ${runs}; load average ${loadavg()[0]!.toFixed(1)} at the end`,
    `read call                                    flawless_analyse ${JSON.stringify(read.arguments)}`,
    row('start → initialize answered', figures.initialize),
    row('start → tools/list answered', figures.toolsList),
    row('first read call (read worker starts)', figures.firstRead),
    row('warm read call (same files, cached)', figures.warmRead),
    row('stdin closed (idle) → exit', figures.idleExit, EXIT_TARGET_MS),
    row('flawless_run answered → exit (stdin closed)', figures.runExit, EXIT_TARGET_MS),
    row('SIGTERM (idle) → exit', figures.signalExit),
  ]
  if (measured)
    lines.push(
      row('start → first read answered', startToFirstRead),
      row('flawless-react analyse <entry>, a process', cliProcess),
    )
  process.stdout.write(`${lines.join('\n')}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`bench: ${(error as Error).message}\n`)
  process.exitCode = 2
})
