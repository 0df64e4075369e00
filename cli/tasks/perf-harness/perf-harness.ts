import { randomUUID } from 'node:crypto'
import * as path from 'node:path'
import type { GenerateOptions, SuiteInput } from '../../../analyser/index.js'
import { type Failure, groupFailures } from '../../generate/failure-causes.js'
import type { TestsBlock } from '../../generate/run-report.js'
import { runSuites } from '../../generate/run-suites.js'
import { getComponentName, renderSuiteOpening } from '../../generate/subject.js'
import { LINE_WIDTH, quote } from '../../generate/values.js'
import { defineTaskGenerator } from '../task.js'
import { type ResultLine, readPerfRows, readRunLines } from './results.js'

/** SPEC §4 perf-harness: each component profiled against its baseline, and with --heaps checked for leaks. */
export const perfHarness = defineTaskGenerator({
  name: 'perf-harness',
  // The analyser plans perf-harness suites per component: their inputs are a component's.
  render: (input, options) => renderPerfHarnessSuite(input as SuiteInput, options),
  // The harness keeps each run's timings and the baselines in the task's folder; the run id marks this run's lines.
  async run(options) {
    const folder = path.join(options.root, options.out, 'perf-harness')
    const run = randomUUID()
    const env = { FLAWLESS_PERF_DIR: folder, FLAWLESS_RUN_ID: run }
    const first = await runSuites(options, { env })
    const suspects = findSuspects(first.failures, readRunLines(folder, run))
    let tests = first
    if (suspects.length > 0) {
      options.onOutput(describeRemeasure(suspects))
      const files = [...new Set(suspects.map((suspect) => suspect.file))]
      const again = await runSuites(
        { ...options, files, onProgress: undefined },
        { env: { ...env, FLAWLESS_REMEASURE: '1' }, testNamePattern: toTestNamePattern(suspects) },
      )
      tests = settleSuspects(first, suspects, again, readRunLines(folder, run))
    }
    return { tests: { ...tests, perf: readPerfRows(folder, run) }, failed: tests.failed > 0 }
  },
})

/** A perf test that failed on time alone in the first process: measured again before it counts. */
interface Suspect extends Failure {
  component: string
}

/** The failures that are a first batch judged slower, not yet measured again, each with its component. */
export function findSuspects(failures: readonly Failure[], lines: readonly ResultLine[]): Suspect[] {
  const suspects: Suspect[] = []
  for (const line of lines) {
    if (line.verdict !== 'slower' || line.remeasured || line.suite === undefined) continue
    const failure = failures.find(
      (candidate) => candidate.file === line.suite && candidate.message.includes(`${line.key} renders in `),
    )
    if (failure) suspects.push({ ...failure, component: line.key })
  }
  return suspects
}

/**
 * The run's tests once the suspects were measured again in a fresh process: a suspect
 * the second process judged within its baseline passes, one it judged slower keeps the
 * second process's failure, and one it did not measure (its file no longer loads, say)
 * keeps the first failure. Only the suspects' own tests ran again, so the counts still
 * add up.
 */
export function settleSuspects(
  first: TestsBlock,
  suspects: readonly Suspect[],
  again: TestsBlock,
  lines: readonly ResultLine[],
): TestsBlock {
  let failures = [...first.failures]
  let cleared = 0
  for (const suspect of suspects) {
    const line = lines.find((candidate) => candidate.key === suspect.component)
    if (!line?.remeasured) continue
    const confirmed = again.failures.find(
      (failure) => failure.file === suspect.file && failure.message.includes(`${suspect.component} renders in `),
    )
    if (line.verdict === 'within baseline') {
      failures = failures.filter((failure) => failure !== findSame(failures, suspect))
      cleared++
    } else if (confirmed) {
      failures = failures.map((failure) => (failure === findSame(failures, suspect) ? confirmed : failure))
    }
  }
  return {
    ...first,
    passed: first.passed + cleared,
    failed: failures.length,
    duration_ms: first.duration_ms + again.duration_ms,
    failures,
    causes: groupFailures(failures),
  }
}

function findSame(failures: readonly Failure[], suspect: Failure): Failure | undefined {
  return failures.find(
    (failure) => failure.file === suspect.file && failure.name === suspect.name && failure.message === suspect.message,
  )
}

/** The line on stderr while the suspects are measured again, which takes a fresh process's start-up. */
function describeRemeasure(suspects: readonly Suspect[]): string {
  const components = suspects.map((suspect) => suspect.component).join(', ')
  const pronoun = suspects.length === 1 ? 'it' : 'them'
  return `flawless-react: ${components} looked slower; measuring ${pronoun} again in a fresh process.\n`
}

/** vitest's -t: the suspects' tests by their full names, and no other test in their files. */
function toTestNamePattern(suspects: readonly Suspect[]): string {
  const names = [...new Set(suspects.map((suspect) => suspect.name))]
  return names.map((name) => `${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`).join('|')
}

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
