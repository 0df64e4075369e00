import { probeServer } from '../probe-server.js'
import { defineTaskGenerator } from '../task.js'
import { renderLoadSuite } from './render.js'
import { type LoadReport, runLoadSuites } from './run.js'

/** SPEC §4 load: an autocannon pipe per API route and method, against the server at LOAD_BASE. */
export const load = defineTaskGenerator({
  name: 'load',
  render: renderLoadSuite,
  async run(options) {
    const routes = `${options.files.length} route${options.files.length === 1 ? '' : 's'}`
    options.onOutput(`flawless-react: load: ${routes} against ${options.environment.LOAD_BASE}\n`)
    const { report, ...tests } = await runLoadSuites(options)
    return { tests, ...(report ? { report } : {}), failed: tests.failed > 0 }
  },
  mergeReports: (reports) => {
    const parts = reports as LoadReport[]
    return {
      ...parts[0]!,
      pipes: parts.flatMap((part) => part.pipes),
      passed: parts.reduce((total, part) => total + part.passed, 0),
      failed: parts.reduce((total, part) => total + part.failed, 0),
    }
  },
  probe: (environment) =>
    probeServer(
      'LOAD_BASE',
      environment.LOAD_BASE,
      'start the server (its database seeded) and set LOAD_BASE to its URL on this machine.',
    ),
})
