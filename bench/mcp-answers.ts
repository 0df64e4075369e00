/**
 * npm run bench:answers -- ROOT [--entry GLOB]
 *
 * How big each read tool's default answer is on a project, as the frame carries it over
 * stdio from the built binary, and whether paging through it with page.next_offset gives
 * back every item once: for each read tool, the first answer's bytes and the start of its
 * note, then the pages it took, their largest frame, and the items seen against the total.
 * The bound an answer keeps is READ_ANSWER_BYTES, text and structuredContent together.
 */
import { spawn } from 'node:child_process'
import * as path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { READ_ANSWER_BYTES } from '../analyser/grammar/index.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const BIN = path.join(REPO, 'dist/cli/bin.js')
const INITIALIZE = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '0' } }
const PAGES_AT_MOST = 400

interface Frame {
  bytes: number
  message: { id?: unknown; result?: { structuredContent?: Record<string, any>; isError?: boolean }; error?: unknown }
}

/** One server over stdio; each answer resolves with its frame's size in bytes. */
function startServer(): { call(method: string, params: object): Promise<Frame>; close(): Promise<void> } {
  const child = spawn(process.execPath, [BIN, 'mcp'], { stdio: ['pipe', 'pipe', 'inherit'] })
  const waiting = new Map<number, (frame: Frame) => void>()
  let buffer = Buffer.alloc(0)
  child.stdout.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    for (let newline = buffer.indexOf(10); newline !== -1; newline = buffer.indexOf(10)) {
      const line = buffer.subarray(0, newline)
      buffer = buffer.subarray(newline + 1)
      const message = JSON.parse(line.toString('utf8')) as Frame['message']
      waiting.get(message.id as number)?.({ bytes: line.length, message })
    }
  })
  let nextId = 1
  return {
    call(method, params) {
      const id = nextId++
      const answered = new Promise<Frame>((resolve) => waiting.set(id, resolve))
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`)
      return answered
    },
    close() {
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
      child.stdin.end()
      return exited
    },
  }
}

/** Each item once, by its JSON: a page that repeats one is counted as a repeat. */
function listItems(answer: Record<string, any>): string[] {
  const lists = Object.keys(answer.page.lists as object)
  const items: string[] = []
  const visit = (value: any, key: string): void => {
    if (Array.isArray(value) && lists.includes(key))
      for (const item of value) items.push(`${key}:${JSON.stringify(item)}`)
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [child, inner] of Object.entries(value))
        if (child !== 'summary' && child !== 'page') visit(inner, child)
  }
  visit(answer, '')
  return items
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  let root: string | undefined
  let entry = '**/*.tsx'
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if (arg === '--entry') entry = args[++index]!
    else if (arg.startsWith('--'))
      throw new Error(`Unknown option "${arg}". Usage: npm run bench:answers -- ROOT [--entry GLOB]`)
    else root = path.resolve(arg)
  }
  if (!root) throw new Error('Name the project folder. Usage: npm run bench:answers -- ROOT [--entry GLOB]')

  const server = startServer()
  await server.call('initialize', INITIALIZE)
  const calls: [string, Record<string, unknown>][] = [
    ['flawless_analyse', { root, entry }],
    ['flawless_tree', { root }],
    ['flawless_findings', { root }],
    ['flawless_project_status', { root }],
    ['flawless_plan', { root }],
    ['flawless_check_docs', { root }],
  ]
  console.log(`${root}: bound ${READ_ANSWER_BYTES} bytes per answer frame`)
  for (const [tool, base] of calls) {
    const seen = new Set<string>()
    let repeats = 0
    let largest = 0
    let first: { bytes: number; ms: number; note: string; total: number } | undefined
    let offset: number | null = 0
    let pages = 0
    while (offset !== null && pages < PAGES_AT_MOST) {
      const started = performance.now()
      const frame = await server.call('tools/call', { name: tool, arguments: { ...base, offset } })
      const ms = performance.now() - started
      const answer = frame.message.result?.structuredContent
      if (!answer) {
        console.log(`${tool}: no structuredContent — ${JSON.stringify(frame.message).slice(0, 300)}`)
        break
      }
      pages++
      largest = Math.max(largest, frame.bytes)
      first ??= { bytes: frame.bytes, ms, note: String(answer.note ?? '(no note)'), total: answer.page.total }
      for (const item of listItems(answer)) {
        if (seen.has(item)) repeats++
        seen.add(item)
      }
      offset = answer.page.next_offset
    }
    if (!first) continue
    console.log(
      `${tool}: first answer ${first.bytes} bytes in ${Math.round(first.ms)} ms; ${pages} pages, largest ` +
        `${largest} bytes; items ${seen.size + repeats} of ${first.total}, ${repeats} repeated` +
        `${offset !== null ? `; stopped after ${PAGES_AT_MOST} pages` : ''}\n  note: ${first.note.slice(0, 400)}`,
    )
  }
  await server.close()
}

await main()
