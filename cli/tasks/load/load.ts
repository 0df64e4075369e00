import { probeServer } from '../probe-server.js'
import { defineTaskGenerator } from '../task.js'
import { renderLoadSuite } from './render.js'
import { runLoadSuites } from './run.js'

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
  probe: (environment) =>
    probeServer(
      'LOAD_BASE',
      environment.LOAD_BASE,
      'start the server (its database seeded) and set LOAD_BASE to its URL on this machine.',
    ),
})
