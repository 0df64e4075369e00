import { existsSync, readFileSync } from 'node:fs'
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import { Socket } from 'node:net'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runJson, runMain } from '../helpers/cli.js'
import { connectInMemory, getText } from '../helpers/mcp.js'
import { writeProject } from '../helpers/temp-project.js'

const TOKEN = 'load-token-7'

// A Next.js-style project: a page, and route handlers answering as the App Router's do (a Request in, a Response out).
const PROJECT = {
  'package.json': JSON.stringify({ name: 'load-fixture', dependencies: { next: '15.0.0', react: '19.0.0' } }),
  'app/page.tsx': 'export default function Home() {\n  return <h1>Home</h1>\n}\n',
  'app/api/posts/route.ts': `const posts = [{ id: 1, title: 'First' }]

export async function GET() {
  return Response.json(posts)
}

export async function POST(request: Request) {
  const post = await request.json()
  return Response.json({ id: posts.length + 1, ...post }, { status: 201 })
}
`,
  'app/api/flaky/route.ts': `let asked = 0

// Every third request fails, as a handler whose database drops one connection in three.
export async function GET() {
  asked++
  if (asked % 3 === 0) return new Response('database unavailable', { status: 500 })
  return Response.json({ ok: true })
}
`,
  'app/api/slow/route.ts': `export async function GET() {
  await new Promise((resolve) => setTimeout(resolve, 800))
  return Response.json({ ok: true })
}
`,
  'app/api/me/route.ts': `let compiled = false

export async function GET(request: Request) {
  // As a dev server answers a route's first requests, after compiling it, then in 20 ms as a database query does:
  // a few of the pipe's requests stuck behind the compiler would be more than its slowest 1 %.
  await new Promise((resolve) => setTimeout(resolve, compiled ? 20 : 1500))
  compiled = true
  const token = request.headers.get('authorization')
  if (token !== 'Bearer ${TOKEN}') return new Response('unauthorized', { status: 401 })
  return Response.json({ user: 'someone' })
}
`,
  'load.json': JSON.stringify({ 'POST /api/posts': { body: { title: 'Under load' } } }),
}

type Handler = (request: Request) => Promise<Response>

/** A loopback server that imports the project's route handlers and serves them, as `next start` would. */
async function serveHandlers(folder: string) {
  const routes = new Map<string, Record<string, Handler>>()
  for (const route of ['posts', 'flaky', 'slow', 'me'])
    routes.set(`/api/${route}`, await import(path.join(folder, `app/api/${route}/route.ts`)))
  const seen = { requests: 0, tokens: new Set<string>() }
  const server = createServer(async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    seen.requests++
    if (incoming.headers.authorization) seen.tokens.add(incoming.headers.authorization)
    const url = new URL(incoming.url!, 'http://127.0.0.1')
    const handler = routes.get(url.pathname)?.[incoming.method!]
    if (!handler) {
      outgoing.writeHead(url.pathname === '/' ? 200 : 404).end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const request = new Request(url, {
      method: incoming.method!,
      headers: incoming.headers as Record<string, string>,
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    })
    const response = await handler(request)
    const headers: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      headers[name] = value
    })
    outgoing.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, seen, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` }
}

describe('flawless-react --tasks load against a loopback server serving the project’s handlers', () => {
  let folder: string
  let served: Awaited<ReturnType<typeof serveHandlers>>
  beforeAll(async () => {
    folder = writeProject(PROJECT)
    served = await serveHandlers(folder)
  })
  afterAll(() => new Promise<void>((resolve) => served.server.close(() => resolve())))

  it('passes GET and POST, fails the route answering 500 and the 800 ms one on p99, the token sent; a route slow to ' +
    'answer its first request (a dev server compiling it) is measured after it', async () => {
    const env = { ...process.env, LOAD_BASE: served.url, LOAD_AUTH: TOKEN, NO_COLOR: '1' }
    const args = ['--tasks', 'load', '--load-fixtures', 'load.json', '--load-duration', '2', '--load-connections', '2']
    const { status, document } = await runJson(folder, [...args, '--run-tests', '--ci', '--json'], env)
    expect(document.written.map(({ file }) => file)).toEqual([
      'tests/flawless/load/api/flaky.load.flawless.ts',
      'tests/flawless/load/api/me.load.flawless.ts',
      'tests/flawless/load/api/posts.load.flawless.ts',
      'tests/flawless/load/api/slow.load.flawless.ts',
    ])
    expect(status).toBe(1)
    const load = document.load as {
      base_url: string
      pipes: {
        route: string
        method: string
        passed: boolean
        requests: number
        statuses: Record<string, number>
        warm_up_ms: number | null
      }[]
      passed: number
      failed: number
    }
    expect(load.base_url).toBe(served.url)
    const verdicts = Object.fromEntries(load.pipes.map((pipe) => [`${pipe.method} ${pipe.route}`, pipe.passed]))
    expect(verdicts).toEqual({
      'GET /api/flaky': false,
      'GET /api/me': true,
      'GET /api/posts': true,
      'POST /api/posts': true,
      'GET /api/slow': false,
    })
    expect([load.passed, load.failed]).toEqual([3, 2])
    const messages = document.tests!.failures.map((failure) => failure.message).join('\n')
    expect(messages).toMatch(/GET \/api\/flaky answered 500 to \d+ of \d+ requests\. Is the database seeded\?/)
    // 800 ms at least, and more on a busy machine.
    const slowP99 = Number(/GET \/api\/slow: p99 (\d+) ms is over the 500 ms limit\./.exec(messages)?.[1])
    expect(slowP99).toBeGreaterThanOrEqual(800)
    // The bearer token reached the handlers, and nothing else was sent as one.
    expect([...served.seen.tokens]).toEqual([`Bearer ${TOKEN}`])
    const me = load.pipes.find((pipe) => pipe.route === '/api/me')!
    expect(me.warm_up_ms).toBeGreaterThanOrEqual(1500)
    const posts = load.pipes.find((pipe) => pipe.method === 'POST')!
    expect(posts.requests).toBeGreaterThan(0)
    expect(Object.keys(posts.statuses)).toEqual(['201'])
    // Each pipe's line, kept for the baseline: three passed, so three baselines.
    const results = readFileSync(path.join(folder, 'tests/flawless/load/results.jsonl'), 'utf8').trim().split('\n')
    expect(results).toHaveLength(5)
    expect(existsSync(path.join(folder, 'tests/flawless/load/baselines/GET__api_posts.json'))).toBe(true)
    expect(existsSync(path.join(folder, 'tests/flawless/load/baselines/GET__api_slow.json'))).toBe(false)
  }, 180_000)

  it('prints a table of route, method, p99, rps and verdict', async () => {
    const env = { ...process.env, LOAD_BASE: served.url, LOAD_AUTH: TOKEN, NO_COLOR: '1' }
    const run = await runMain(['test', '--tasks', 'load'], folder, env)
    expect(run.status).toBe(1)
    const lines = run.stdout.split('\n')
    const header = lines.findIndex((line) => line.trim().startsWith('route'))
    expect(lines[header - 1]).toBe(`load against ${served.url}: 5 pipes, 3 passed, 2 failed.`)
    expect(lines[header]!.trim().split(/\s{2,}/)).toEqual(['route', 'method', 'p99 / limit', 'rps', 'verdict'])
    const rows = lines.slice(header + 1, header + 6).map((line) => line.trim().split(/\s{2,}/))
    expect(rows.map(([route, method, , , verdict]) => [route, method, verdict])).toEqual([
      ['/api/flaky', 'GET', 'FAIL'],
      ['/api/me', 'GET', 'pass'],
      ['/api/posts', 'GET', 'pass'],
      ['/api/posts', 'POST', 'pass'],
      ['/api/slow', 'GET', 'FAIL'],
    ])
    const [p99, limit] = rows[4]![2]!.split(' / ')
    expect([Number.parseInt(p99!, 10) >= 800, limit]).toEqual([true, '500 ms'])
  }, 180_000)

  it('runs through flawless_run with LOAD_BASE and LOAD_AUTH in the call’s env alone', async () => {
    const session = await connectInMemory()
    try {
      served.seen.tokens.clear()
      const result = await session.call(
        'flawless_run',
        {
          cwd: folder,
          tasks: ['load'],
          load_fixtures: 'load.json',
          load_duration: 1,
          load_connections: 1,
          force: true,
          run_tests: true,
          env: { LOAD_BASE: served.url, LOAD_AUTH: 'mcp-token' },
        },
        180_000,
      )
      const text = getText(result)
      expect(text.split('\n')[0]).toBe('exit 1')
      const document = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('\n\nstderr\n'))) as {
        load: { base_url: string; pipes: { route: string; method: string; passed: boolean }[] }
      }
      expect(document.load.base_url).toBe(served.url)
      // /api/me answers 401 to any other token: the call's token is the one that reached it.
      const me = document.load.pipes.find((pipe) => pipe.route === '/api/me')!
      expect(me.passed).toBe(false)
      expect([...served.seen.tokens]).toEqual(['Bearer mcp-token'])
    } finally {
      await session.close()
    }
  }, 180_000)
})

describe('flawless-react --tasks load refuses before any request', () => {
  let connect: ReturnType<typeof vi.spyOn>
  beforeAll(() => {
    connect = vi.spyOn(Socket.prototype, 'connect')
  })
  afterAll(() => connect.mockRestore())

  it('is exit 2 naming --load-allow-remote for a LOAD_BASE elsewhere: no socket opened, nothing written', async () => {
    const folder = writeProject(PROJECT)
    // TEST-NET-3 (RFC 5737): an address that is never routed.
    const env = { ...process.env, LOAD_BASE: 'http://203.0.113.9:3000' }
    connect.mockClear()
    const run = await runMain(['--tasks', 'load', '--run-tests', '--ci'], folder, env)
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('LOAD_BASE="http://203.0.113.9:3000" is not on this machine')
    expect(run.stderr).toContain('--load-allow-remote')
    expect(connect).not.toHaveBeenCalled()
    expect(existsSync(path.join(folder, 'tests'))).toBe(false)
  })

  it('is exit 3 naming LOAD_BASE when it is unset or nothing answers there, and writes nothing', async () => {
    const folder = writeProject(PROJECT)
    const { LOAD_BASE: _unset, ...environment } = process.env
    const unset = await runJson(folder, ['--tasks', 'load', '--ci', '--json'], environment)
    expect(unset.status).toBe(3)
    expect(unset.document.prerequisites).toContainEqual(
      expect.objectContaining({ task: 'load', name: 'LOAD_BASE', ok: false }),
    )
    const closed = await findClosedPort()
    const run = await runMain(['--tasks', 'load', '--ci'], folder, { ...environment, LOAD_BASE: closed })
    expect(run.status).toBe(3)
    expect(run.stdout).toMatch(/PREREQUISITE_MISSING name=LOAD_BASE: GET http:\/\/127\.0\.0\.1:\d+\/ got no answer/)
    expect(existsSync(path.join(folder, 'tests'))).toBe(false)
  })
})

/** A loopback URL where nothing listens: a port a server had a moment ago. */
async function findClosedPort(): Promise<string> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
