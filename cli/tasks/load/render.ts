import type { GenerationInput, LoadInput } from '../../../analyser/index.js'
import { quote } from '../../generate/values.js'

// A pipe's own bound, so vitest's per-test timeout never cuts a pipe short.
const SETUP_ALLOWANCE_S = 30

/**
 * The body of a load suite (SPEC §4): a test per method of the API route, each driving
 * autocannon against LOAD_BASE within the limits written here (duration, connections,
 * total requests), then judging it: no error, no answer outside 2xx but the 4xx allowed,
 * p99 under its limit and not far over its baseline. Written to be read and kept.
 */
export function renderLoadSuite(input: GenerationInput): string {
  const { suite, load } = input as LoadInput
  const { limits } = load
  const lines = [
    '// @vitest-environment node',
    "import { describe, it } from 'vitest'",
    "import { expectLoadWithin, loadRoute } from 'flawless-react/harness'",
    '',
    '// Each pipe stops after its duration or its request count, whichever comes first.',
    `const LIMITS = { duration_s: ${limits.duration_s}, connections: ${limits.connections}, ` +
      `max_requests: ${limits.max_requests}, p99_ms: ${limits.p99_ms} }`,
    `const TIMEOUT_MS = (LIMITS.duration_s + ${SETUP_ALLOWANCE_S}) * 1000`,
    '',
    `describe(${quote(`${load.route} (${suite.source})`)}, () => {`,
  ]
  for (const [index, pipe] of load.pipes.entries()) {
    if (index > 0) lines.push('')
    const allowed = pipe.allow.length > 0 ? ` (or ${pipe.allow.join(', ')})` : ''
    const title = `${pipe.method} ${pipe.url} answers 2xx${allowed} under load, p99 within ${limits.p99_ms} ms`
    lines.push(
      `  it(${quote(title)}, async () => {`,
      '    const result = await loadRoute({',
      `      route: ${quote(load.route)},`,
      `      method: ${quote(pipe.method)},`,
      `      url: ${quote(pipe.url)},`,
      ...(pipe.body !== null ? [`      body: ${JSON.stringify(pipe.body)},`] : []),
      ...(pipe.allow.length > 0 ? [`      allow: [${pipe.allow.join(', ')}],`] : []),
      '      ...LIMITS,',
      '    })',
      ...(pipe.body_from?.includes('zod schema')
        ? [
            `    // TODO(flawless): the body is the least ${pipe.body_from} accepts; ` +
              'give real values in --load-fixtures.',
          ]
        : []),
      `    // TODO(flawless): loading ${pipe.method} ${load.route} assumes a seeded database; ` +
        'say what the data must hold here.',
      '    expectLoadWithin(result)',
      '  }, TIMEOUT_MS)',
    )
  }
  lines.push('})', '')
  return lines.join('\n')
}
