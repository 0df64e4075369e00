import { checkPrerequisites, nodeFileSystem } from '../../../analyser/index.js'
import type { Environment } from '../task.js'
import { defineTaskGenerator } from '../task.js'
import { renderRouteSpec } from './render.js'
import { runRouteSpecs } from './run.js'

/** How long the server at FLAWLESS_E2E_BASEURL has to answer the probe before the run stops with exit 3. */
const PROBE_TIMEOUT_MS = 5_000

/** SPEC §4 e2e: a Playwright spec per route, run in the system Chromium against the caller's server. */
export const e2e = defineTaskGenerator({
  name: 'e2e',
  render: renderRouteSpec,
  run(options) {
    const machine = { fs: nodeFileSystem, root: options.root, environment: options.environment }
    const chromium = checkPrerequisites(['e2e'], machine).find((check) => check.name === 'chromium')!
    return runRouteSpecs(options, chromium.detail)
  },
  probe: probeBaseUrl,
})

/**
 * Before anything is written: does a server answer at FLAWLESS_E2E_BASEURL? Any HTTP answer
 * counts (a 404 at `/` is still a server); none within the timeout is exit 3, naming what was tried.
 */
async function probeBaseUrl(environment: Environment) {
  const base = environment.FLAWLESS_E2E_BASEURL
  if (!base) return []
  const name = 'FLAWLESS_E2E_BASEURL'
  const fix = 'start the dev or preview server and set FLAWLESS_E2E_BASEURL to its URL.'
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return [{ name, ok: false, detail: `"${base}" is not a URL; ${fix}` }]
  }
  try {
    const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS)
    const response = await fetch(url, { method: 'GET', redirect: 'manual', signal })
    await response.body?.cancel()
    return [{ name, ok: true, detail: `GET ${url.href} answered ${response.status}` }]
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name
    const detail = `GET ${url.href} got no answer within ${PROBE_TIMEOUT_MS / 1000} s (${cause}); ${fix}`
    return [{ name, ok: false, detail }]
  }
}
