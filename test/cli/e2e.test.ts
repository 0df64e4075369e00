import { appendFileSync, existsSync, readFileSync } from 'node:fs'
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
      const { document } = await runJson(folder, ['test', selected, '--tasks', 'e2e', '--ci', '--json'], env)
      expect(document.tests).toMatchObject({ ran: 1, passed: 0, failed: 1, skipped: 0 })
      const e2e = document.e2e as { routes: number; failures: { file: string }[] }
      expect([e2e.routes, e2e.failures.map((failure) => failure.file)]).toEqual([1, [selected]])
    } finally {
      server.close()
    }
  }, 120_000)
})
