import { randomUUID } from 'node:crypto'
import * as path from 'node:path'
import type { GenerateOptions, SuiteInput } from '../../../analyser/index.js'
import { runSuites } from '../../generate/run-suites.js'
import { getComponentName, renderSuiteOpening } from '../../generate/subject.js'
import { LINE_WIDTH, quote } from '../../generate/values.js'
import { defineTaskGenerator } from '../task.js'
import { readPerfRows } from './results.js'

/** SPEC §4 perf-harness: each component profiled against its baseline, and with --heaps checked for leaks. */
export const perfHarness = defineTaskGenerator({
  name: 'perf-harness',
  // The analyser plans perf-harness suites per component: their inputs are a component's.
  render: (input, options) => renderPerfHarnessSuite(input as SuiteInput, options),
  // The harness keeps each run's timings and the baselines in the task's folder; the run id marks this run's lines.
  async run(options) {
    const folder = path.join(options.root, options.out, 'perf-harness')
    const run = randomUUID()
    const tests = await runSuites(options, { env: { FLAWLESS_PERF_DIR: folder, FLAWLESS_RUN_ID: run } })
    return { tests: { ...tests, perf: readPerfRows(folder, run) }, failed: tests.failed > 0 }
  },
})

/**
 * The body of a perf-harness suite (SPEC §4): the component rendered the way the app
 * renders it — inside the providers its subtree needs, its requests answered by stubs —
 * inside React.Profiler (or, for a server component, through react-dom/server
 * streaming), compared with its baseline. Written to be read and kept: TODO(flawless)
 * marks where a person should add what only they know.
 */
function renderPerfHarnessSuite(input: SuiteInput, options: GenerateOptions): string {
  const { suite } = input
  const heaps = options.heaps === true
  const component = getComponentName(input)
  const key = `${suite.source}#${suite.component}`
  const client = input.strategy === 'client'
  const harness = [
    client ? 'profileClient' : 'profileServer',
    'expectWithinBaseline',
    ...(heaps && client ? ['expectNoLeak'] : []),
  ]
  const lines = [
    // vitest reads the environment from this comment: no jsdom to load, and no DOM a server would not have.
    ...(client ? [] : ['// @vitest-environment node', '// A server component renders where the server does: in Node.']),
    ...renderSuiteOpening(input, harness, 'flawless-react/harness'),
  ]
  const verb = client ? 'renders inside React.Profiler' : 'renders on the server'
  lines.push(`  it('${verb} within its baseline', async () => {`)
  const profile = client ? 'profileClient' : 'profileServer'
  const call = `    const result = await ${profile}(renderSubject, { key: ${quote(key)} })`
  // An app-router path makes a long key: one option a line then, as a formatter would.
  if (call.length <= LINE_WIDTH) lines.push(call)
  else lines.push(`    const result = await ${profile}(renderSubject, {`, `      key: ${quote(key)},`, '    })')
  lines.push(`    // TODO(flawless): assert what ${component} shows, for example: expect(result.text).toContain('…')`)
  lines.push('    expectWithinBaseline(result)')
  lines.push('  })')
  if (heaps && client) {
    lines.push(
      '',
      "  it('does not leak when mounted and unmounted', async () => {",
      '    await expectNoLeak(renderSubject)',
      '  })',
    )
  }
  lines.push('})', '')
  return lines.join('\n')
}
