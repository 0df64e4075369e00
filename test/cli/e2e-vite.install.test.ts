import { readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runJson } from '../helpers/cli.js'
import { type DevServer, startVite } from '../helpers/dev-server.js'
import { connectInMemory, getText } from '../helpers/mcp.js'
import { copyExample, installDependencies } from '../helpers/temp-project.js'

const BOOK = { id: 1, title: 'Dune', price: 9, image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', stock: 3 }

/**
 * The shop's backend as its pages ask it (`/api` through axios), and one page the server
 * fails: vite serves the SPA's index for every other path, as a dev server does.
 */
function answer(request: { url?: string }, response: import('node:http').ServerResponse): boolean {
  const url = request.url ?? ''
  const json = (body: unknown) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(body))
    return true
  }
  if (/^\/api\/products\/\d+\/reviews/.test(url)) return json([])
  if (/^\/api\/products\/\d+/.test(url)) return json(BOOK)
  if (url.startsWith('/api/products')) return json([BOOK])
  if (url.startsWith('/server-error')) {
    response.statusCode = 500
    response.end('the server failed')
    return true
  }
  return false
}

/**
 * The e2e task on the Vite example, served by a real vite dev server the test starts. The
 * copy gets two routes the example does not have, one for each way a page fails: a page
 * whose component throws on render, and a path the server answers with 500.
 */
describe('e2e on the Vite example, against a real vite dev server', () => {
  let folder: string
  let server: DevServer

  beforeAll(async () => {
    folder = copyExample('vite-shop')
    installDependencies(folder)
    const app = path.join(folder, 'src/App.tsx')
    writeFileSync(
      app,
      readFileSync(app, 'utf8')
        .replace(
          "import HomePage from './routes/home-page'",
          "import HomePage from './routes/home-page'\nimport BrokenPage from './routes/broken-page'",
        )
        .replace(
          '<Route path="/cart" element={<CartPage />} />',
          '<Route path="/cart" element={<CartPage />} />\n' +
            '          <Route path="/broken" element={<BrokenPage />} />\n' +
            '          <Route path="/server-error" element={<HomePage />} />',
        ),
    )
    writeFileSync(
      path.join(folder, 'src/routes/broken-page.tsx'),
      "export default function BrokenPage(): never {\n  throw new Error('BrokenPage cannot render')\n}\n",
    )
    writeFileSync(path.join(folder, 'routes.json'), JSON.stringify({ '/products/:id': [{ id: '1' }] }))
    server = await startVite(folder, answer)
  })

  afterAll(() => server?.close())

  it('passes every route of the example; fails the throwing page on pageerror and the 500 on status', async () => {
    const env = { ...process.env, FLAWLESS_E2E_BASEURL: server.url, FLAWLESS_E2E_ID: 'run-42' }
    const { status, document } = await runJson(
      folder,
      ['--tasks', 'e2e', '--routes', 'routes.json', '--run-tests', '--ci', '--json'],
      env,
    )
    expect(status).toBe(1)
    expect(document.written.map((item) => item.file)).toEqual([
      'tests/flawless/e2e/index.flawless.ts',
      'tests/flawless/e2e/products/[id].flawless.ts',
      'tests/flawless/e2e/cart.flawless.ts',
      'tests/flawless/e2e/broken.flawless.ts',
      'tests/flawless/e2e/server-error.flawless.ts',
    ])
    const e2e = document.e2e as { routes: number; passed: number; failed: number; run_id: string; failures: Failure[] }
    expect([e2e.routes, e2e.passed, e2e.failed, e2e.run_id]).toEqual([5, 3, 2, 'run-42'])
    expect(e2e.failures.map((failure) => failure.file)).toEqual([
      'tests/flawless/e2e/broken.flawless.ts',
      'tests/flawless/e2e/server-error.flawless.ts',
    ])
    expect(e2e.failures[0]!.message).toMatch(/uncaught errors in the page[\s\S]*BrokenPage cannot render/)
    expect(e2e.failures[1]!.message).toMatch(/GET \/server-error[\s\S]*toBeLessThan[\s\S]*500/)
    expect(document.tests).toMatchObject({ ran: 5, passed: 3, failed: 2 })
    // The run's id reached the server with the page and with the app's own requests.
    const tagged = server.requests.filter((request) => request.runId === 'run-42').map((request) => request.url)
    expect(tagged).toContain('/cart')
    expect(tagged.some((url) => url.startsWith('/api/products'))).toBe(true)
    const spec = readFileSync(path.join(folder, 'tests/flawless/e2e/index.flawless.ts'), 'utf8')
    expect(spec).toContain(
      "await expect(page.getByRole('link', { name: 'Vite shop', exact: true }).first()).toBeVisible()",
    )
    expect(spec).toContain('// TODO(flawless): walk the journey a person takes at / and assert what it shows.')
  })

  it('runs the same through flawless_run, with the server and the run id in the call’s env', async () => {
    const session = await connectInMemory()
    try {
      const result = await session.call(
        'flawless_run',
        {
          cwd: folder,
          tasks: ['e2e'],
          routes: 'routes.json',
          force: true,
          run_tests: true,
          env: { FLAWLESS_E2E_BASEURL: server.url, FLAWLESS_E2E_ID: 'mcp-7' },
        },
        180_000,
      )
      const text = getText(result)
      expect(result.isError).toBe(true)
      expect(text.split('\n')[0]).toBe('exit 1')
      const document = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('\n\nstderr\n'))) as {
        e2e: { routes: number; passed: number; run_id: string }
      }
      expect(document.e2e).toMatchObject({ routes: 5, passed: 3, run_id: 'mcp-7' })
      expect(server.requests.some((request) => request.runId === 'mcp-7')).toBe(true)
    } finally {
      await session.close()
    }
  })
})

interface Failure {
  file: string
  name: string
  message: string
}
