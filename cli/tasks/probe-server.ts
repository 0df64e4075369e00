import { readFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import * as path from 'node:path'

/** A server must accept a connection this fast: nothing listening is exit 3 at once. */
const CONNECT_TIMEOUT_MS = 5_000
/** A dev server compiles a page on its first request, which takes a while on a busy machine. */
const ANSWER_TIMEOUT_MS = 90_000

/**
 * Before anything is written: does a server answer at `base` (FLAWLESS_E2E_BASEURL,
 * LOAD_BASE)? It must accept a connection within seconds and then answer GET with any HTTP
 * status (a 404 at `/` is still a server); otherwise the run stops with exit 3, naming
 * `name` and what was tried. Unset is the analyser's to report.
 */
export async function probeServer(
  name: string,
  base: string | undefined,
  fix: string,
): Promise<{ name: string; ok: boolean; detail: string }[]> {
  if (!base) return []
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return [{ name, ok: false, detail: `"${base}" is not a URL; ${fix}` }]
  }
  const refused = await connect(url)
  if (refused !== null) {
    const detail = `GET ${url.href} got no answer within ${CONNECT_TIMEOUT_MS / 1000} s (${refused}); ${fix}`
    return [{ name, ok: false, detail }]
  }
  try {
    const signal = AbortSignal.timeout(ANSWER_TIMEOUT_MS)
    const response = await fetch(url, { method: 'GET', redirect: 'manual', signal })
    await response.body?.cancel()
    return [{ name, ok: true, detail: `GET ${url.href} answered ${response.status}` }]
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name
    const waited = `${ANSWER_TIMEOUT_MS / 1000} s`
    const detail = `GET ${url.href} was accepted but not answered within ${waited} (${cause}); ${fix}`
    return [{ name, ok: false, detail }]
  }
}

/** Null when something accepts a connection at the URL's host and port; else why not (ECONNREFUSED, TIMEOUT). */
function connect(url: URL): Promise<string | null> {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: CONNECT_TIMEOUT_MS })
    socket.once('connect', () => {
      socket.destroy()
      resolve(null)
    })
    socket.once('timeout', () => {
      socket.destroy()
      resolve('TIMEOUT')
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

/**
 * FLAWLESS_E2E_STORAGE_STATE, when set, must name a Playwright storageState file (relative to the
 * project, as the e2e specs and page scans run there): a run meant to be signed in never runs signed out in silence.
 */
export function checkStorageState(
  file: string | undefined,
  root: string,
): { name: string; ok: boolean; detail: string }[] {
  if (!file) return []
  const name = 'FLAWLESS_E2E_STORAGE_STATE'
  const where = path.resolve(root, file)
  try {
    const state = JSON.parse(readFileSync(where, 'utf8')) as { cookies?: unknown; origins?: unknown }
    if (Array.isArray(state.cookies) && Array.isArray(state.origins))
      return [{ name, ok: true, detail: `${name}=${file}` }]
    return [{ name, ok: false, detail: `${file} is not a Playwright storageState file ({cookies, origins}).` }]
  } catch (error) {
    const why = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    return [
      {
        name,
        ok: false,
        detail: `${file} cannot be read (${why}); save one with a Playwright setup that signs in (storageState).`,
      },
    ]
  }
}
