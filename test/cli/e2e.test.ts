import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runJson, runMain } from '../helpers/cli.js'
import { findFreePort } from '../helpers/dev-server.js'
import { copyExample } from '../helpers/temp-project.js'

/** The e2e task's prerequisite: a server answering at FLAWLESS_E2E_BASEURL, probed before anything is written. */
describe('flawless-react --tasks e2e without a server', () => {
  it('is exit 3 naming FLAWLESS_E2E_BASEURL when it is not set, and writes nothing', async () => {
    const folder = copyExample('vite-shop')
    const env = { ...process.env, FLAWLESS_E2E_BASEURL: undefined }
    const { status, document } = await runJson(folder, ['--tasks', 'e2e', '--ci', '--json'], env)
    expect(status).toBe(3)
    expect(document.prerequisites).toContainEqual({
      task: 'e2e',
      name: 'FLAWLESS_E2E_BASEURL',
      ok: false,
      detail: 'FLAWLESS_E2E_BASEURL is not set; set it to the URL of a running dev or preview server.',
    })
    expect(document.written).toEqual([])
    expect(existsSync(path.join(folder, 'tests'))).toBe(false)
  })

  it('is exit 3 saying what it tried when nothing answers there, and writes nothing', async () => {
    const folder = copyExample('vite-shop')
    const url = `http://127.0.0.1:${await findFreePort()}/`
    const run = await runMain(['--tasks', 'e2e', '--ci'], folder, { ...process.env, FLAWLESS_E2E_BASEURL: url })
    expect(run.status).toBe(3)
    expect(run.stdout).toContain(
      `PREREQUISITE_MISSING name=FLAWLESS_E2E_BASEURL: GET ${url} got no answer within 5 s (ECONNREFUSED); ` +
        'start the dev or preview server and set FLAWLESS_E2E_BASEURL to its URL. (needed by the e2e task)',
    )
    expect(existsSync(path.join(folder, 'tests'))).toBe(false)
  })

  it('flawless-react test --tasks e2e probes the same way before running anything', async () => {
    const folder = copyExample('vite-shop')
    const url = `http://127.0.0.1:${await findFreePort()}/`
    const { status, document } = await runJson(folder, ['test', '--tasks', 'e2e', '--ci', '--json'], {
      ...process.env,
      FLAWLESS_E2E_BASEURL: url,
    })
    expect(status).toBe(3)
    expect(document.tests).toBeNull()
  })
})

describe('flawless-react --tasks e2e with a server answering', () => {
  it('keeps specs, backs up an edited one before --force, and status lists them with their TODOs', async () => {
    // Only the probe asks this server anything: the specs are written, not run.
    const server = createServer((_request, response) => response.end('ok'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as { port: number }
      const env = { ...process.env, FLAWLESS_E2E_BASEURL: `http://127.0.0.1:${port}/` }
      const folder = copyExample('next-dashboard')
      const first = await runJson(folder, ['--tasks', 'e2e', '--ci', '--json'], env)
      expect(first.status).toBe(0)
      expect(first.document.written.map(({ file, action }) => [file, action])).toEqual([
        ['tests/flawless/e2e/about.flawless.ts', 'create'],
        ['tests/flawless/e2e/index.flawless.ts', 'create'],
        ['tests/flawless/e2e/settings.flawless.ts', 'create'],
      ])
      const edited = path.join(folder, 'tests/flawless/e2e/settings.flawless.ts')
      appendFileSync(edited, '// a journey a person added\n')
      const kept = await runJson(folder, ['--tasks', 'e2e', '--ci', '--json'], env)
      expect(kept.document.skipped.map(({ file }) => file)).toContain('tests/flawless/e2e/settings.flawless.ts')
      const forced = await runJson(folder, ['--tasks', 'e2e', '--force', '--ci', '--json'], env)
      expect(forced.document.backups).toEqual([
        {
          file: 'tests/flawless/e2e/settings.flawless.ts',
          backup: expect.stringMatching(/^tests\/flawless\/\.backups\//),
        },
      ])
      const backup = path.join(folder, forced.document.backups[0]!.backup)
      expect(readFileSync(backup, 'utf8')).toContain('// a journey a person added\n')
      const status = await runMain(['status', '--json'], folder)
      const inventory = JSON.parse(status.stdout).inventory
      expect(inventory.by_task.e2e).toBe(3)
      expect(inventory.todo_markers.map(({ file }: { file: string }) => file)).toContain(
        'tests/flawless/e2e/index.flawless.ts',
      )
    } finally {
      server.close()
    }
  })

  it('runs only the selected spec: `test` naming one route of three runs that one in Playwright', async () => {
    // Every page fails fast on its status: what is counted here is which specs ran, not how they fared.
    const server = createServer((_request, response) => {
      response.statusCode = 500
      response.end('the server failed')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as { port: number }
      const env = { ...process.env, FLAWLESS_E2E_BASEURL: `http://127.0.0.1:${port}/` }
      const folder = copyExample('next-dashboard')
      expect((await runJson(folder, ['--tasks', 'e2e', '--ci', '--json'], env)).document.written).toHaveLength(3)
      const selected = 'tests/flawless/e2e/settings.flawless.ts'
      const { document, stderr } = await runJson(folder, ['test', selected, '--tasks', 'e2e', '--ci', '--json'], env)
      expect(document.tests).toMatchObject({ ran: 1, passed: 0, failed: 1, skipped: 0 })
      const e2e = document.e2e as { routes: number; failures: { file: string }[] }
      expect([e2e.routes, e2e.failures.map((failure) => failure.file)]).toEqual([1, [selected]])
      // Named on stderr as it finishes, and kept in results.jsonl as Playwright's reporter hears of it.
      expect(stderr).toMatch(new RegExp(`flawless-react: FAIL ${selected} \\d+ ms, 1 failed \\(1/1\\)`))
      const results = readFileSync(path.join(folder, 'tests/flawless/results.jsonl'), 'utf8').trim().split('\n')
      expect(JSON.parse(results[1]!)).toMatchObject({ kind: 'suite', task: 'e2e', file: selected, failed: 1 })
    } finally {
      server.close()
    }
  }, 120_000)

  it('a page the server redirects to sign-in fails naming both URLs; a storageState file signs it in', async () => {
    // As next-auth's middleware answers a signed-out visit: 307 to /login with where to come back to.
    const server = createServer((request, response) => {
      const signedIn = (request.headers.cookie ?? '').includes('session=1')
      if (request.url === '/settings' && !signedIn) {
        response.writeHead(307, { location: '/login?callbackUrl=%2Fsettings' })
        return response.end()
      }
      response.setHeader('content-type', 'text/html')
      if (request.url?.startsWith('/login')) return response.end('<h1>Sign in</h1><a href="/">Acme</a>')
      response.end('<a href="/">Acme</a><h1>Settings</h1>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as { port: number }
      const env = { ...process.env, FLAWLESS_E2E_BASEURL: `http://127.0.0.1:${port}/` }
      const folder = copyExample('next-dashboard')
      await runJson(folder, ['--tasks', 'e2e', '--ci', '--json'], env)
      const selected = ['test', 'tests/flawless/e2e/settings.flawless.ts', '--tasks', 'e2e', '--ci', '--json']
      const signedOut = await runJson(folder, selected, env)
      expect(signedOut.document.tests).toMatchObject({ ran: 1, failed: 1 })
      const failure = (signedOut.document.e2e as { failures: { message: string }[] }).failures[0]!
      expect(failure.message).toContain(
        'redirected from /settings to /login?callbackUrl=%2Fsettings: ' +
          'a route behind sign-in needs FLAWLESS_E2E_STORAGE_STATE',
      )
      // What a Playwright auth setup script saves after signing in.
      const cookie = { name: 'session', value: '1', domain: '127.0.0.1', path: '/', expires: -1 }
      const state = { cookies: [{ ...cookie, httpOnly: true, secure: false, sameSite: 'Lax' }], origins: [] }
      writeFileSync(path.join(folder, 'auth.json'), JSON.stringify(state))
      const signedIn = await runJson(folder, selected, { ...env, FLAWLESS_E2E_STORAGE_STATE: 'auth.json' })
      expect(signedIn.document.tests).toMatchObject({ ran: 1, passed: 1, failed: 0 })
      // A run meant to be signed in never runs signed out: a state file that is not there is exit 3, naming it.
      const missing = await runJson(folder, selected, { ...env, FLAWLESS_E2E_STORAGE_STATE: 'gone.json' })
      expect({ status: missing.status, tests: missing.document.tests }).toEqual({ status: 3, tests: null })
      expect(missing.document.prerequisites).toContainEqual({
        task: 'e2e',
        name: 'FLAWLESS_E2E_STORAGE_STATE',
        ok: false,
        detail: 'gone.json cannot be read (ENOENT); save one with a Playwright setup that signs in (storageState).',
      })
    } finally {
      server.close()
    }
  }, 120_000)
})
