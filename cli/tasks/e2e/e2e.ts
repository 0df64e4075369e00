import { checkPrerequisites, nodeFileSystem } from '../../../analyser/index.js'
import { probeServer } from '../probe-server.js'
import { defineTaskGenerator } from '../task.js'
import { renderRouteSpec } from './render.js'
import { runRouteSpecs } from './run.js'

/** SPEC §4 e2e: a Playwright spec per route, run in the system Chromium against the caller's server. */
export const e2e = defineTaskGenerator({
  name: 'e2e',
  render: renderRouteSpec,
  async run(options) {
    // A run that selected none of the specs (a --roots run of components) runs none.
    if (options.files.length === 0) return { tests: null, failed: false }
    const machine = { fs: nodeFileSystem, root: options.root, environment: options.environment }
    const chromium = checkPrerequisites(['e2e'], machine).find((check) => check.name === 'chromium')!
    const { report, ...tests } = await runRouteSpecs(options, chromium.detail)
    return { tests, ...(report ? { report } : {}), failed: tests.failed > 0 }
  },
  probe: (environment) =>
    probeServer(
      'FLAWLESS_E2E_BASEURL',
      environment.FLAWLESS_E2E_BASEURL,
      'start the dev or preview server and set FLAWLESS_E2E_BASEURL to its URL.',
    ),
})
