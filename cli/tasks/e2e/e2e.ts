import { checkPrerequisites, nodeFileSystem } from '../../../analyser/index.js'
import { runPlaywrightSpecs } from '../../generate/run-playwright.js'
import type { TestsBlock } from '../../generate/run-report.js'
import { checkStorageState, probeServer } from '../probe-server.js'
import { defineTaskGenerator } from '../task.js'
import { renderRouteSpec } from './render.js'

/** The `e2e` block of the --ci --json document: the server, the run's id, and how its routes fared. */
export interface E2eReport {
  base_url: string
  run_id: string | null
  /** Spec files run, one a route; passed when every URL of the route passed. */
  routes: number
  passed: number
  failed: number
  /** Each failing visit with the first assertion that failed. */
  failures: TestsBlock['failures']
}

/** SPEC §4 e2e: a Playwright spec per route, run in the system Chromium against the caller's server. */
export const e2e = defineTaskGenerator({
  name: 'e2e',
  render: renderRouteSpec,
  async run(options) {
    // A run that selected none of the specs (a --roots run of components) runs none.
    if (options.files.length === 0) return { tests: null, failed: false }
    const machine = { fs: nodeFileSystem, root: options.root, environment: options.environment }
    const chromium = checkPrerequisites(['e2e'], machine).find((check) => check.name === 'chromium')!
    const routes = `${options.files.length} route${options.files.length === 1 ? '' : 's'}`
    options.onOutput(`flawless-react: e2e: ${routes} against ${options.environment.FLAWLESS_E2E_BASEURL}\n`)
    const { files, ...tests } = await runPlaywrightSpecs(options, { folder: 'e2e', chromium: chromium.detail })
    const failedFiles = new Set(tests.failures.map((failure) => failure.file))
    const report: E2eReport = {
      base_url: options.environment.FLAWLESS_E2E_BASEURL ?? '',
      run_id: options.environment.FLAWLESS_E2E_ID ?? null,
      routes: files.size,
      passed: [...files].filter((file) => !failedFiles.has(file)).length,
      failed: [...files].filter((file) => failedFiles.has(file)).length,
      failures: tests.failures,
    }
    return { tests, report, failed: tests.failed > 0 }
  },
  mergeReports: (reports) => {
    const parts = reports as E2eReport[]
    const sum = (field: 'routes' | 'passed' | 'failed') => parts.reduce((total, part) => total + part[field], 0)
    return {
      ...parts[0]!,
      routes: sum('routes'),
      passed: sum('passed'),
      failed: sum('failed'),
      failures: parts.flatMap((part) => part.failures),
    }
  },
  probe: async (environment, root) => [
    ...(await probeServer(
      'FLAWLESS_E2E_BASEURL',
      environment.FLAWLESS_E2E_BASEURL,
      'start the dev or preview server and set FLAWLESS_E2E_BASEURL to its URL.',
    )),
    ...checkStorageState(environment.FLAWLESS_E2E_STORAGE_STATE, root),
  ],
})
