import { type GenerationInput, type RouteSpec, type SuiteInput, getRelativeSpecifier } from '../../../analyser/index.js'
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
    ...renderStylesheets(input),
    ...renderSuiteOpening(input, ['expectAccessible'], 'flawless-react/a11y'),
    "  it('has no axe violation at the run’s impact or worse', async ({ task }) => {",
    ...wrapComment(
      `TODO(flawless): render ${component} in each state a person sees (open, empty, failed) too.`,
      '    ',
    ),
  ]
  const invented = listInventedProps(input)
  const made = invented.length === 0 ? '' : `, invented: [${invented.map(quote).join(', ')}]`
  const label = input.label === null ? '' : `, label: ${quote(input.label)}`
  const unwritten = input.unwritten.length === 0 ? '' : `, unwritten: [${input.unwritten.map(quote).join(', ')}]`
  const leftOut = input.parents.flatMap((parent) =>
    parent.leftOut.flatMap(({ name, text, file, typed }) =>
      typed ? [] : [`${parent.tag} ${name}={${text}} (${file})`],
    ),
  )
  const left = leftOut.length === 0 ? '' : `, leftOut: [${leftOut.map(quote).join(', ')}]`
  const options = `key: ${quote(key)}, server: ${server}${made}${label}${unwritten}${left}, task`
  const call = `    await expectAccessible(renderSubject, { ${options} })`
  if (call.length <= LINE_WIDTH) lines.push(call)
  else
    lines.push(
      '    await expectAccessible(renderSubject, {',
      `      key: ${quote(key)},`,
      `      server: ${server},`,
      ...(invented.length === 0 ? [] : [`      invented: [${invented.map(quote).join(', ')}],`]),
      ...(input.label === null ? [] : [`      label: ${quote(input.label)},`]),
      ...(input.unwritten.length === 0 ? [] : [`      unwritten: [${input.unwritten.map(quote).join(', ')}],`]),
      ...(leftOut.length === 0 ? [] : [`      leftOut: [${leftOut.map(quote).join(', ')}],`]),
      '      task,',
      '    })',
    )
  lines.push('  })', '})', '')
  return lines.join('\n')
}

/**
 * The props the suite made up: no `--props` fixture gives them and no usage site writes them. A violation axe
 * finds may be the made-up value's (a label the app always gives), so a failing scan names them.
 */
function listInventedProps(input: SuiteInput): string[] {
  if (input.fixture) return []
  return input.props
    .filter((prop) => prop.site === undefined && prop.expression === undefined && prop.name !== 'params')
    .map((prop) => prop.name)
}

/** The app's stylesheets first, as its entry loads them: axe judges colours and visibility on the app's styles. */
function renderStylesheets(input: SuiteInput): string[] {
  if (input.stylesheets.length === 0) return []
  return [
    "// The app's own stylesheets, which its entry loads for every page.",
    ...input.stylesheets.map((stylesheet) => {
      const specifier =
        stylesheet.kind === 'package' ? stylesheet.specifier : getRelativeSpecifier(input.suite.file, stylesheet.file)
      return `import ${quote(specifier)}`
    }),
  ]
}

/**
 * The body of a page scan: each URL of the route visited in the system Chromium against
 * FLAWLESS_E2E_BASEURL, the page left to settle, then axe over the whole document, judged
 * as a component is. Written to be read and kept: TODO(flawless) asks for the states only
 * a person can bring the page to.
 */
export function renderA11yPageScan(input: GenerationInput): string {
  const { suite, spec } = input as { suite: GenerationInput['suite']; spec: RouteSpec }
  return [
    "import { test } from '@playwright/test'",
    "import { expectAccessiblePage } from 'flawless-react/a11y-page'",
    '',
    '// The server under test.',
    "const BASE_URL = process.env.FLAWLESS_E2E_BASEURL ?? ''",
    '',
    '// Signed in when FLAWLESS_E2E_STORAGE_STATE names a storageState file, as a Playwright auth setup writes one.',
    'test.use({ storageState: process.env.FLAWLESS_E2E_STORAGE_STATE || undefined })',
    '',
    `test.describe(${quote(`${spec.route} (${suite.source})`)}, () => {`,
    `  for (const path of [${spec.urls.map(quote).join(', ')}]) {`,
    '    test(`${path} has no axe violation at the run’s impact or worse`, async ({ page }, testInfo) => {',
    '      const response = await page.goto(new URL(path, BASE_URL).href)',
    "      // Lazy routes load and render after 'load': scan the page once it has settled.",
    "      await page.waitForLoadState('networkidle')",
    ...wrapComment(
      `TODO(flawless): bring ${spec.route} to each state a person sees (a dialog open, a form with errors) and ` +
        'scan it there too.',
      '      ',
    ),
    '      await expectAccessiblePage(page, { key: path, status: response?.status() ?? null, testInfo })',
    '    })',
    '  }',
    '})',
    '',
  ].join('\n')
}
