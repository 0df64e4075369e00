import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { performance } from 'node:perf_hooks'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { type CallToolResult, McpError, ResultSchema } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
// The built server, not its source: its read plane starts dist/mcp/read-worker.js as a thread
// and its run tools spawn dist/cli/bin.js, so only the built files run the code a host reaches.
import { createServer } from '../../dist/mcp/server.js'
import { BIN, REPO } from './cli.js'

/**
 * The SDK's own Client connected in memory to the server `flawless-react mcp` serves:
 * the same tool registry, tools/call handler, read worker and run children, without the
 * process and its line transport (framing, the initialize gate and version choice, order
 * and the exit contract are tested over stdio).
 */
export interface McpSession {
  readonly client: Client
  /** A tool call as a host makes it; the client checks a read result against the tool's output schema. */
  call(name: string, args: Record<string, unknown>, timeoutMs?: number): Promise<CallToolResult>
  /** A request the server must refuse: the JSON-RPC error as the server sent it, without McpError's prefix. */
  refusal(method: string, params?: Record<string, unknown>): Promise<{ code: number; message: string }>
  close(): Promise<void>
}

export async function connectInMemory(): Promise<McpSession> {
  const { version } = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string }
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await createServer(version).connect(serverSide)
  const client = new Client({ name: 'flawless-tests', version: '0' })
  await client.connect(clientSide)
  const errors: { code: number; message: string }[] = []
  const deliver = clientSide.onmessage
  clientSide.onmessage = (message, extra) => {
    if ('error' in message) errors.push(message.error)
    deliver?.(message, extra)
  }
  // The client checks a tool's structuredContent only against an output schema it has listed.
  await client.listTools()
  return {
    client,
    async call(name, args, timeoutMs = 60_000) {
      return (await client.callTool({ name, arguments: args }, undefined, { timeout: timeoutMs })) as CallToolResult
    },
    async refusal(method, params) {
      const answered = errors.length
      const request = client.request({ method, ...(params ? { params } : {}) }, ResultSchema)
      expect(await request.catch((error: unknown) => error)).toBeInstanceOf(McpError)
      return errors[answered]!
    },
    close: () => client.close(),
  }
}

/** Tree nodes as a page lists them (depth first, each naming its parent) joined back into trees. */
export function joinNodes(nodes: Record<string, any>[]): Record<string, any>[] {
  const trees: Record<string, any>[] = []
  const built: Record<string, any>[] = []
  for (const { index, parent, depth: _depth, ...node } of nodes) {
    built[index] = { ...node, children: [] }
    if (parent === null) trees.push(built[index]!)
    else built[parent]!.children.push(built[index])
  }
  return trees
}

/** The text of a tool result. */
export function getText(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : '')).join('')
}

/** A read result's structuredContent, once its text is found to be the same JSON. */
export function getJson(result: CallToolResult): Record<string, any> {
  expect(JSON.parse(getText(result))).toEqual(result.structuredContent)
  return result.structuredContent as Record<string, any>
}

export interface Frame {
  /** The line as it came, and what it parsed to. */
  line: string
  message: {
    id?: unknown
    result?: Record<string, unknown> & {
      content?: { type: string; text: string }[]
      isError?: boolean
      structuredContent?: Record<string, unknown>
    }
    error?: { code: number; message: string }
  }
  at: number
}

export const INITIALIZE = {
  protocolVersion: '2025-06-18',
  capabilities: {},
  clientInfo: { name: 'flawless-tests', version: '0' },
}

/** `flawless-react mcp` spawned from the built binary, spoken to in raw lines. */
export class McpProcess {
  readonly child: ChildProcessWithoutNullStreams
  readonly frames: Frame[] = []
  /** stdout lines that are not JSON: there must be none. */
  readonly strayLines: string[] = []
  stderr = ''
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
  private buffer = ''
  private nextId = 1
  private readonly waiters: (() => void)[] = []

  constructor(args: string[] = ['mcp'], env: Record<string, string> = {}) {
    this.child = spawn(process.execPath, [BIN, ...args], { cwd: REPO, env: { ...process.env, ...env } })
    this.child.stdout.setEncoding('utf8')
    this.child.stdout.on('data', (chunk: string) => {
      this.buffer += chunk
      let newline = this.buffer.indexOf('\n')
      while (newline !== -1) {
        const line = this.buffer.slice(0, newline)
        this.buffer = this.buffer.slice(newline + 1)
        try {
          this.frames.push({ line, message: JSON.parse(line), at: performance.now() })
        } catch {
          this.strayLines.push(line)
        }
        newline = this.buffer.indexOf('\n')
      }
      for (const wake of this.waiters.splice(0)) wake()
    })
    this.child.stderr.setEncoding('utf8')
    this.child.stderr.on('data', (chunk: string) => {
      this.stderr += chunk
    })
    this.exited = new Promise((resolve) =>
      this.child.on('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
    )
  }

  /** Writes one line as given: a message is serialised, a string is sent raw. */
  sendLine(message: object | string): void {
    this.child.stdin.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`)
  }

  /** Sends a request and returns its id. */
  request(method: string, params?: object): number {
    const id = this.nextId++
    this.sendLine({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) })
    return id
  }

  async call(method: string, params?: object, timeoutMs = 60_000): Promise<Frame> {
    return this.answerTo(this.request(method, params), timeoutMs)
  }

  async initialize(): Promise<Frame> {
    const frame = await this.call('initialize', INITIALIZE)
    this.sendLine({ jsonrpc: '2.0', method: 'notifications/initialized' })
    return frame
  }

  async answerTo(id: unknown, timeoutMs = 60_000): Promise<Frame> {
    return this.until(
      () => this.frames.find((frame) => frame.message.id === id),
      timeoutMs,
      `an answer to id ${JSON.stringify(id)}`,
    )
  }

  /** Writes one line and waits for the frame after the last one: an answer to a line without an id. */
  async answerToLine(line: object | string, timeoutMs = 30_000): Promise<Frame> {
    const count = this.frames.length + 1
    this.sendLine(line)
    return (await this.frameCount(count, timeoutMs)).at(-1)!
  }

  /** Waits for the n-th frame (counting from 1). */
  async frameCount(count: number, timeoutMs = 30_000): Promise<Frame[]> {
    await this.until(() => (this.frames.length >= count ? true : undefined), timeoutMs, `${count} frames`)
    return this.frames.slice(0, count)
  }

  closeStdin(): void {
    this.child.stdin.end()
  }

  private async until<T>(found: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = performance.now() + timeoutMs
    for (;;) {
      const value = found()
      if (value !== undefined) return value
      if (performance.now() > deadline) throw new Error(`No ${what} within ${timeoutMs} ms. stderr:\n${this.stderr}`)
      if (this.child.exitCode !== null || this.child.signalCode !== null)
        throw new Error(`The server exited before ${what}. stderr:\n${this.stderr}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }
}

/**
 * Starts servers for a test file, each with `env` over the test's own: each is killed
 * after its test, and every line it wrote on stdout must have been a frame.
 */
export function serversForEachTest(): (env?: Record<string, string>) => McpProcess {
  const servers: McpProcess[] = []
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.child.kill('SIGKILL')
      await server.exited
      expect(server.strayLines).toEqual([])
    }
  })
  return (env = {}) => {
    const server = new McpProcess(['mcp'], env)
    servers.push(server)
    return server
  }
}

/**
 * One server for every test of a block, killed after the last: it must answer each line
 * in turn, and every line it wrote on stdout must have been a frame.
 */
export function serverForAllTests(): () => McpProcess {
  let server: McpProcess | undefined
  beforeAll(() => {
    server = new McpProcess()
  })
  afterAll(async () => {
    server!.child.kill('SIGKILL')
    await server!.exited
    expect(server!.strayLines).toEqual([])
  })
  return () => server!
}

/** The text of a tool result frame. */
export function toolText(frame: Frame): string {
  return frame.message.result?.content?.map((part) => part.text).join('\n') ?? ''
}

interface ProcessEntry {
  pid: number
  ppid: number
  group: number
  command: string
}

/** The process table, read from /proc: pid, parent, process group. */
export function processTable(): ProcessEntry[] {
  const entries: ProcessEntry[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // The command is in parentheses and may hold spaces; the fields after it are fixed.
      const close = stat.lastIndexOf(')')
      const [state, ppid, group] = stat.slice(close + 2).split(' ')
      if (state === 'Z') continue
      entries.push({
        pid: Number(name),
        ppid: Number(ppid),
        group: Number(group),
        command: stat.slice(stat.indexOf('(') + 1, close),
      })
    } catch {
      // The process ended while we read.
    }
  }
  return entries
}

export function groupMembers(group: number): ProcessEntry[] {
  return processTable().filter((entry) => entry.group === group)
}

export function childrenOf(pid: number): ProcessEntry[] {
  return processTable().filter((entry) => entry.ppid === pid)
}

export async function waitFor<T>(probe: () => T | undefined | false, timeoutMs: number, what: string): Promise<T> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value !== undefined && value !== false) return value
    if (performance.now() > deadline) throw new Error(`No ${what} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
