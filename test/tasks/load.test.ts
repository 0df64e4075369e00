import { describe, expect, it } from 'vitest'
import { isAnalyserError } from '../../analyser/index.js'
import { isLoopbackHost } from '../../analyser/tasks/load/loopback.js'
import { renderLoadSuite } from '../../cli/tasks/load/render.js'
import { type LoadResult, judgeLoad } from '../../cli/harness/load.js'
import { ROOT, createProject, source } from '../helpers/memfs-project.js'
import { NEXT_PACKAGE } from '../helpers/rule-tester.js'
import { scenarios } from '../routes/scenarios.js'

const ENVIRONMENT = { LOAD_BASE: 'http://127.0.0.1:3000' }
const PAGE = 'export default function Home() {\n  return <h1>Home</h1>\n}\n'

function filesOf(name: string): Record<string, string> {
  return scenarios.find((scenario) => scenario.name === name)!.files
}

function refusal(run: () => unknown): { code: string; message: string; option: string | undefined } {
  try {
    run()
  } catch (error) {
    if (isAnalyserError(error)) return { code: error.code, message: error.message, option: error.field }
    throw error
  }
  throw new Error('expected a refusal')
}

describe('the load task’s plan', () => {
  it('plans a suite per API route with a pipe per method it can load, and says what each other needs', () => {
    const { analyser } = createProject(filesOf('app-router'))
    const plan = analyser.plan({ root: ROOT, tasks: ['load'], environment: ENVIRONMENT })
    expect(
      plan.suites.map(({ file, load }) => [file, load!.pipes.map((pipe) => `${pipe.method} ${pipe.url}`)]),
    ).toEqual([
      ['tests/flawless/load/api/posts.load.flawless.ts', ['GET /api/posts']],
      ['tests/flawless/load/api/v1/posts.load.flawless.ts', ['GET /api/v1/posts']],
    ])
    expect(plan.suites[0]!.load!.limits).toEqual({
      duration_s: 10,
      connections: 10,
      max_requests: 100_000,
      p99_ms: 500,
    })
    expect(plan.not_generated.map(({ component, source, reason }) => [component, source, reason])).toEqual([
      [
        'GET /api/posts/[id]',
        'app/api/posts/[id]/route.ts',
        'It needs a fixture: give id values for "/api/posts/[id]" in --load-fixtures ' +
          '(e.g. {"/api/posts/[id]":{"params":{"id":"…"}}}).',
      ],
      [
        'DELETE /api/posts/[id]',
        'app/api/posts/[id]/route.ts',
        'It needs a fixture: give id values for "/api/posts/[id]" in --load-fixtures ' +
          '(e.g. {"/api/posts/[id]":{"params":{"id":"…"}}}).',
      ],
      [
        'POST /api/posts',
        'app/api/posts/route.ts',
        'It needs a fixture: give a body for "POST /api/posts" in --load-fixtures ' +
          '(e.g. {"POST /api/posts":{"body":{}}}).',
      ],
      [
        'POST /api/v1/posts',
        'app/api/v1/posts/route.ts',
        'It needs a fixture: give a body for "POST /api/v1/posts" in --load-fixtures ' +
          '(e.g. {"POST /api/v1/posts":{"body":{}}}).',
      ],
    ])
    // Every pipe skipped for want of a fixture is one the run asks a fixture for: the two lists agree.
    expect(plan.needs_fixtures.map(({ component, props, fixtures }) => [component, props, fixtures])).toEqual([
      ['GET /api/posts/[id]', ['id'], 'load_fixtures'],
      ['DELETE /api/posts/[id]', ['id'], 'load_fixtures'],
      ['POST /api/posts', ['body'], 'load_fixtures'],
      ['POST /api/v1/posts', ['body'], 'load_fixtures'],
    ])
  })

  it('takes params, bodies and expected 4xx from --load-fixtures, and the limits given', () => {
    const { analyser } = createProject({
      ...filesOf('app-router'),
      'load.json': JSON.stringify({
        '/api/posts/[id]': { params: { id: '42' }, allow: [404] },
        'POST /api/posts': { body: { title: 'Hello' }, allow: [409] },
      }),
    })
    const plan = analyser.plan({
      root: ROOT,
      tasks: ['load'],
      loadFixtures: 'load.json',
      loadDuration: 3,
      loadConnections: 4,
      loadP99Ms: 250,
      environment: ENVIRONMENT,
    })
    expect(plan.suites.map(({ load }) => load!.pipes)).toEqual([
      [{ method: 'GET', url: '/api/posts/42', body: null, body_from: null, allow: [404] }],
      [
        { method: 'GET', url: '/api/posts', body: null, body_from: null, allow: [] },
        { method: 'POST', url: '/api/posts', body: { title: 'Hello' }, body_from: '--load-fixtures', allow: [409] },
      ],
      [{ method: 'GET', url: '/api/v1/posts', body: null, body_from: null, allow: [] }],
    ])
    // DELETE has its params but no fixture of its own: it is never loaded by default.
    expect(plan.not_generated.map(({ component }) => component)).toEqual([
      'DELETE /api/posts/[id]',
      'POST /api/v1/posts',
    ])
    expect(plan.suites[0]!.load!.limits).toEqual({ duration_s: 3, connections: 4, max_requests: 100_000, p99_ms: 250 })
  })

  it('loads a pages API handler by the methods it checks, and GET for one that checks none', () => {
    const { analyser } = createProject(filesOf('pages-router'))
    const plan = analyser.plan({ root: ROOT, tasks: ['load'], environment: ENVIRONMENT })
    expect(plan.suites.map(({ load }) => [load!.route, load!.router, load!.pipes.map((pipe) => pipe.method)])).toEqual([
      ['/api/health', 'pages-router', ['GET']],
      ['/api/posts', 'pages-router', ['GET']],
    ])
    expect(plan.not_generated.map(({ component }) => component)).toEqual(['POST /api/posts', 'DELETE /api/posts'])
  })

  it(
    'leaves a handler that writes unloaded unless its fixture allows it: a seed route, SQL or an ORM write a ' +
      'helper in another file makes, a file write',
    () => {
      const files = {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': PAGE,
        'lib/seed.ts': source(`
          import { sql } from '@vercel/postgres'

          export async function seedUsers() {
            await sql\`CREATE TABLE IF NOT EXISTS users (id SERIAL PRIMARY KEY, name TEXT)\`
          }
        `),
        // As a dashboard's GET /seed, named for what it does.
        'app/seed/route.ts': source(`
          export async function GET() {
            return Response.json({ ok: true })
          }
        `),
        'app/api/setup/route.ts': source(`
          import { seedUsers } from '@/lib/seed'

          export async function GET() {
            await seedUsers()
            return Response.json({ ok: true })
          }
        `),
        'app/api/posts/route.ts': source(`
          import { z } from 'zod'
          import { db, posts } from '@/lib/db'

          const Post = z.object({ title: z.string() })

          export async function POST(request: Request) {
            const post = Post.parse(await request.json())
            await db.insert(posts).values(post)
            return Response.json(post)
          }
        `),
        'pages/api/export.ts': source(`
          import { writeFile } from 'node:fs/promises'

          export default async function handler(req, res) {
            await writeFile('/tmp/export.json', '[]')
            res.status(200).json({ ok: true })
          }
        `),
        'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }),
      }
      const planOf = (fixtures: object = {}) => {
        const { analyser } = createProject({ ...files, 'load.json': JSON.stringify(fixtures) })
        return analyser.plan({ root: ROOT, tasks: ['load'], loadFixtures: 'load.json', environment: ENVIRONMENT })
      }
      const plan = planOf()
      expect(plan.suites).toEqual([])
      expect(plan.not_generated.map(({ component, reason }) => [component, reason.split(', and load')[0]])).toEqual([
        ['POST /api/posts', 'writes: not loaded — it writes (db.insert(…) at app/api/posts/route.ts:8)'],
        ['GET /api/setup', 'writes: not loaded — it writes (SQL CREATE TABLE IF NOT… at lib/seed.ts:4)'],
        ['GET /seed', 'writes: not loaded — it writes (its path names a job (seed))'],
        ['GET /api/export', 'writes: not loaded — it writes (writeFile(…) at pages/api/export.ts:4)'],
      ])
      expect(plan.not_generated[2]!.reason).toContain('allow it in --load-fixtures: {"GET /seed":{"writes":true}}')
      const allowed = planOf({ 'GET /seed': { writes: true } })
      expect(allowed.suites.map(({ load }) => load!.route)).toEqual(['/seed'])
    },
  )

  it('loads handlers that only read, whatever their calls are named: a Map’s delete, a hash’s update, cookies', () => {
    const { analyser } = createProject({
      'package.json': NEXT_PACKAGE,
      'app/page.tsx': PAGE,
      'app/api/posts/route.ts': source(`
        import { createHash } from 'node:crypto'
        import { cookies } from 'next/headers'
        import { db, posts } from '@/lib/db'

        const seen = new Map<string, number>()

        export async function GET(request: Request) {
          const url = new URL(request.url)
          url.searchParams.delete('page')
          seen.delete(url.pathname)
          ;(await cookies()).delete('draft')
          const etag = createHash('sha256').update(url.search).digest('hex')
          const rows = await db.select().from(posts)
          const message = 'Update failed, delete from the list and insert again'
          const count = await db.execute('SELECT count(*) FROM posts')
          return Response.json({ rows, etag, message, count })
        }
      `),
    })
    const plan = analyser.plan({ root: ROOT, tasks: ['load'], environment: ENVIRONMENT })
    expect(plan.not_generated).toEqual([])
    expect(plan.suites.map(({ load }) => load!.route)).toEqual(['/api/posts'])
  })

  it('builds a body from the zod schema a handler parses when it reads literally, and not from one it cannot', () => {
    const { analyser } = createProject({
      'package.json': NEXT_PACKAGE,
      'app/page.tsx': PAGE,
      'app/api/posts/route.ts': source(`
        import { z } from 'zod'

        const author = z.object({ email: z.string().email(), name: z.string().min(6).optional() })
        export const createPost = z.object({
          title: z.string().min(1).max(80),
          tags: z.array(z.enum(['news', 'howto'])).min(2),
          rating: z.coerce.number().int().positive().max(5),
          draft: z.boolean().default(false),
          kind: z.literal('post'),
          author,
          id: z.string().uuid().nullable(),
        })

        export async function POST(request: Request) {
          const post = createPost.parse(await request.json())
          return Response.json(post, { status: 201 })
        }

        export const PUT = async (request: Request) => {
          const result = createPost.extend({ id: z.number().gte(10) }).safeParse(await request.json())
          return Response.json(result, { status: result.success ? 200 : 400 })
        }

        export async function PATCH(request: Request) {
          const patch = z.object({ slug: z.string().regex(/^[a-z-]+$/) }).parse(await request.json())
          return Response.json(patch)
        }

        export async function DELETE(request: Request) {
          const { searchParams } = new URL(request.url)
          const { id } = z.object({ id: z.string() }).parse(Object.fromEntries(searchParams))
          return new Response(null, { status: 204 })
        }
      `),
      'pages/api/comments.ts': source(`
        import { z } from 'zod'

        const comment = z.object({ text: z.string().trim().min(3), postId: z.number() })

        export default function handler(req, res) {
          if (req.method !== 'POST') return res.status(405).end()
          const body = comment.safeParse(req.body)
          res.status(body.success ? 201 : 400).json({})
        }
      `),
    })
    const plan = analyser.plan({ root: ROOT, tasks: ['load'], environment: ENVIRONMENT })
    const pipes = plan.suites.flatMap(({ load }) => load!.pipes)
    expect(pipes.map(({ method, url, body, body_from }) => [method, url, body, body_from])).toEqual([
      [
        'POST',
        '/api/posts',
        {
          title: 'text',
          tags: ['news', 'news'],
          rating: 1,
          draft: true,
          kind: 'post',
          author: { email: 'someone@example.com', name: 'textxx' },
          id: '00000000-0000-4000-8000-000000000000',
        },
        'the zod schema createPost (app/api/posts/route.ts:4)',
      ],
      [
        'PUT',
        '/api/posts',
        expect.objectContaining({ title: 'text', id: 10 }),
        'an inline zod schema (app/api/posts/route.ts:20)',
      ],
      ['POST', '/api/comments', { text: 'text', postId: 1 }, 'the zod schema comment (pages/api/comments.ts:3)'],
    ])
    // A regex says what a value must look like, not which one: no literal body, so a fixture is needed;
    // a schema that parses the query says nothing of the body.
    expect(plan.not_generated.map(({ component }) => component)).toEqual(['PATCH /api/posts', 'DELETE /api/posts'])
    const { specs } = analyser.prepareGeneration({ root: ROOT, tasks: ['load'], environment: ENVIRONMENT })
    expect(renderLoadSuite(specs[1]!)).toContain(
      '    // TODO(flawless): the body is the least the zod schema comment (pages/api/comments.ts:3) accepts; ' +
        'give real values in --load-fixtures.\n',
    )
  })

  it('renders a suite whose pipes carry their limits, body and allowance, with a TODO about the seeded data', () => {
    const { analyser } = createProject({
      ...filesOf('app-router'),
      'load.json': JSON.stringify({ 'POST /api/posts': { body: { title: 'Hello' }, allow: [409] } }),
    })
    const { specs } = analyser.prepareGeneration({
      root: ROOT,
      tasks: ['load'],
      loadFixtures: 'load.json',
      environment: ENVIRONMENT,
    })
    const text = renderLoadSuite(specs[0]!)
    expect(text).toContain('const LIMITS = { duration_s: 10, connections: 10, max_requests: 100000, p99_ms: 500 }\n')
    expect(text).toContain("it('POST /api/posts answers 2xx (or 409) under load, p99 within 500 ms', async () => {")
    expect(text).toContain('      body: {"title":"Hello"},\n      allow: [409],\n      ...LIMITS,\n')
    expect(text).toContain('// TODO(flawless): loading GET /api/posts assumes a seeded database')
    expect(text.startsWith('// @vitest-environment node\n')).toBe(true)
  })
})

describe('the load task’s refusals, before anything is sent', () => {
  it('an app with no API route: load has nothing to do, the one answer of generate and test (exit 4)', () => {
    const { analyser } = createProject({ 'package.json': NEXT_PACKAGE, 'app/page.tsx': PAGE })
    expect(refusal(() => analyser.plan({ root: ROOT, tasks: ['load'], environment: ENVIRONMENT }))).toEqual({
      code: 'NOTHING_MATCHED',
      message: 'There is no API route (app/**/route.*, pages/api/**) in the 1 source file: load has nothing to send.',
      option: undefined,
    })
    // Beside a task with work, it is a note in what was not generated.
    const plan = analyser.plan({ root: ROOT, tasks: ['perf-harness', 'load'], environment: ENVIRONMENT })
    expect(plan.suites.map(({ task }) => task)).toEqual(['perf-harness'])
    expect(plan.not_generated).toEqual([
      { task: 'load', component: '(load)', source: '.', reason: expect.stringContaining('There is no API route') },
    ])
  })

  it('an API-only app, with no React component, is the load task’s to plan, not refused for its components', () => {
    const { analyser } = createProject({
      'package.json': NEXT_PACKAGE,
      'app/api/health/route.ts': 'export async function GET() {\n  return Response.json({ ok: true })\n}\n',
    })
    expect(analyser.plan({ root: ROOT, tasks: ['load'] }).suites.map(({ load }) => load!.route)).toEqual([
      '/api/health',
    ])
    expect(refusal(() => analyser.plan({ root: ROOT, tasks: ['perf-harness'] })).code).toBe('NOTHING_MATCHED')
  })

  it('refuses a LOAD_BASE that is not on this machine unless --load-allow-remote is given', () => {
    const { analyser } = createProject(filesOf('app-router'))
    const remote = { LOAD_BASE: 'http://203.0.113.9:8080' }
    expect(refusal(() => analyser.plan({ root: ROOT, tasks: ['load'], environment: remote }))).toEqual({
      code: 'INVALID_ARGUMENT',
      message:
        'LOAD_BASE="http://203.0.113.9:8080" is not on this machine (127.0.0.0/8, ::1 or localhost); ' +
        'nothing was sent to it.',
      option: 'load_allow_remote',
    })
    // A name is not resolved: one that points here today may point elsewhere tomorrow.
    expect(
      refusal(() => analyser.plan({ root: ROOT, tasks: ['load'], environment: { LOAD_BASE: 'http://db.internal' } }))
        .option,
    ).toBe('load_allow_remote')
    const allowed = analyser.plan({ root: ROOT, tasks: ['load'], environment: remote, loadAllowRemote: true })
    expect(allowed.suites.length).toBe(2)
    expect(refusal(() => analyser.plan({ root: ROOT, tasks: ['load'], environment: { LOAD_BASE: 'nope' } }))).toEqual({
      code: 'INVALID_ARGUMENT',
      message: 'LOAD_BASE="nope" is not a URL.',
      option: 'env',
    })
  })

  it('takes the loopback in every form a URL writes it, and nothing else', () => {
    const host = (base: string) => new URL(base).hostname
    for (const base of ['http://127.0.0.1:3000', 'http://127.8.9.10', 'http://[::1]:3000', 'http://localhost:3000'])
      expect(isLoopbackHost(host(base)), base).toBe(true)
    // 2130706433 and 0x7f.1 are 127.0.0.1, as URL parses them; ::ffff:127.0.0.1 is written ::ffff:7f00:1.
    for (const base of ['http://2130706433/', 'http://0x7f.1/', 'http://[::ffff:127.0.0.1]/'])
      expect(isLoopbackHost(host(base)), base).toBe(true)
    for (const base of [
      'http://10.0.0.1',
      'http://128.0.0.1',
      'http://[::2]',
      'http://localhost.example.com',
      'http://0.0.0.0',
    ])
      expect(isLoopbackHost(host(base)), base).toBe(false)
  })

  it('refuses limits past their ceilings and a fixtures file it cannot read, naming the option', () => {
    const { analyser } = createProject({
      ...filesOf('app-router'),
      'five.json': JSON.stringify({ '/api/posts': { allow: [500] } }),
      'typo.json': JSON.stringify({ 'POST /api/posts': { bdy: {} } }),
    })
    const plan = (options: object) => () =>
      analyser.plan({ root: ROOT, tasks: ['load'], environment: ENVIRONMENT, ...options })
    expect(refusal(plan({ loadDuration: 61 }))).toEqual({
      code: 'INVALID_ARGUMENT',
      message: '--load-duration must be a whole number from 1 to 60, not 61.',
      option: 'load_duration',
    })
    expect(refusal(plan({ loadConnections: 0 })).option).toBe('load_connections')
    expect(refusal(plan({ loadP99Ms: 60_001 })).option).toBe('load_p99_ms')
    expect(refusal(plan({ loadFixtures: 'five.json' })).message).toBe(
      'The load fixtures file "five.json" at "/api/posts": allow must list statuses from 400 to 499.',
    )
    expect(refusal(plan({ loadFixtures: 'typo.json' })).message).toBe(
      'The load fixtures file "typo.json" at "POST /api/posts" has "bdy".',
    )
    expect(refusal(plan({ loadFixtures: 'missing.json' })).option).toBe('load_fixtures')
  })
})

describe('a load pipe’s verdict', () => {
  const measured = (overrides: Partial<LoadResult>): LoadResult => ({
    route: '/api/posts',
    method: 'GET',
    url: '/api/posts',
    run: null,
    at: '2026-01-01T00:00:00.000Z',
    requests: 300,
    duration_s: 1,
    rps: 300,
    latency_ms: { p50: 3, p90: 5, p99: 9, max: 12 },
    statuses: { 200: 300 },
    errors: 0,
    timeouts: 0,
    p99_limit_ms: 500,
    warm_up_ms: 4,
    baseline_p99_ms: null,
    passed: false,
    failures: [],
    ...overrides,
  })

  it('passes 2xx answers under the limit, and 4xx the route allows', () => {
    expect(judgeLoad(measured({}), [])).toEqual([])
    expect(judgeLoad(measured({ statuses: { 200: 200, 404: 100 } }), [404])).toEqual([])
  })

  it('fails a 5xx asking whether the database is seeded, a 4xx not allowed, errors and a slow p99', () => {
    expect(judgeLoad(measured({ statuses: { 200: 200, 500: 100 } }), [])).toEqual([
      'GET /api/posts answered 500 to 100 of 300 requests. Is the database seeded?',
    ])
    expect(judgeLoad(measured({ statuses: { 200: 200, 404: 100 } }), [409])).toEqual([
      'GET /api/posts answered 404 to 100 of 300 requests.',
    ])
    expect(judgeLoad(measured({ errors: 2, timeouts: 1 }), [])).toEqual([
      'GET /api/posts: 2 connection errors and 1 timeout (no answer within 10 s).',
    ])
    expect(judgeLoad(measured({ latency_ms: { p50: 800, p90: 801, p99: 812, max: 830 } }), [])).toEqual([
      'GET /api/posts: p99 812 ms is over the 500 ms limit.',
    ])
    expect(judgeLoad(measured({ statuses: {} }), [])).toEqual(['GET /api/posts was not answered once.'])
  })

  it('fails a p99 more than twice its baseline and 100 ms slower, and not one that is only one of them', () => {
    const slower = measured({ latency_ms: { p50: 100, p90: 150, p99: 250, max: 260 }, baseline_p99_ms: 100 })
    expect(judgeLoad(slower, [])).toEqual([
      'GET /api/posts: p99 250 ms is more than 2× its baseline 100 ms; fix it, or accept it with ' +
        'FLAWLESS_UPDATE_BASELINE=1.',
    ])
    // Three times a 9 ms baseline, but 18 ms slower: noise.
    expect(judgeLoad(measured({ latency_ms: { p50: 20, p90: 25, p99: 27, max: 30 }, baseline_p99_ms: 9 }), [])).toEqual(
      [],
    )
    // 150 ms slower, but under twice its baseline.
    expect(
      judgeLoad(measured({ latency_ms: { p50: 300, p90: 350, p99: 400, max: 410 }, baseline_p99_ms: 250 }), []),
    ).toEqual([])
  })
})
