import type { SuiteInput } from '../../../analyser/index.js'
import { getComponentName, renderSuiteOpening } from '../../generate/subject.js'
import { LINE_WIDTH, quote, wrapComment } from '../../generate/values.js'

/**
 * The body of an a11y suite (SPEC §4): the component rendered as the perf-harness renders
 * it — inside the providers its subtree needs, its requests answered by stubs — in a real
 * Chromium, then axe over its container. A server component is rendered to HTML first.
 */
export function renderA11ySuite(input: SuiteInput): string {
  const { suite } = input
  const component = getComponentName(input)
  const key = `${suite.source}#${suite.component}`
  const server = input.strategy !== 'client'
  const lines = [
    ...renderSuiteOpening(input, ['expectAccessible'], 'flawless-react/a11y'),
    "  it('has no axe violation at the run’s impact or worse', async ({ task }) => {",
    ...wrapComment(
      `TODO(flawless): render ${component} in each state a person sees (open, empty, failed) too.`,
      '    ',
    ),
  ]
  const call = `    await expectAccessible(renderSubject, { key: ${quote(key)}, server: ${server}, task })`
  if (call.length <= LINE_WIDTH) lines.push(call)
  else
    lines.push(
      '    await expectAccessible(renderSubject, {',
      `      key: ${quote(key)},`,
      `      server: ${server},`,
      '      task,',
      '    })',
    )
  lines.push('  })', '})', '')
  return lines.join('\n')
}
