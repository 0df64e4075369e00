import type { GenerationInput, RoleElement, RouteSpec } from '../../../analyser/index.js'
import { quote } from '../../generate/values.js'

/**
 * The body of an e2e spec (SPEC §4): each URL of the route visited in the system Chromium
 * against FLAWLESS_E2E_BASEURL; the answer under 400, no uncaught error in the page, no
 * failed request to the server, and the headings, links and buttons the page shows on
 * every render found by role, visible and enabled. FLAWLESS_E2E_ID goes with every request
 * to the server as `x-flawless-e2e-id`. Written to be read and kept: TODO(flawless) marks
 * the journey only a person knows.
 */
export function renderRouteSpec(input: GenerationInput): string {
  const { suite, spec } = input as { suite: GenerationInput['suite']; spec: RouteSpec }
  const lines = [
    "import { expect, test } from '@playwright/test'",
    '',
    '// The server under test, and the id that tags the data this run makes there.',
    "const BASE_URL = process.env.FLAWLESS_E2E_BASEURL ?? ''",
    'const RUN_ID = process.env.FLAWLESS_E2E_ID',
    '',
    '// Signed in when FLAWLESS_E2E_STORAGE_STATE names a storageState file, as a Playwright auth setup writes one.',
    'test.use({ storageState: process.env.FLAWLESS_E2E_STORAGE_STATE || undefined })',
    '',
    '// A path without its trailing slash: /posts/ and /posts are one page.',
    "const trim = (pathname: string) => pathname.replace(/(.)\\/$/, '$1')",
    '',
    `test.describe(${quote(`${spec.route} (${suite.source})`)}, () => {`,
    `  for (const path of [${spec.urls.map(quote).join(', ')}]) {`,
    '    test(`${path} renders without errors`, async ({ page }) => {',
    '      const origin = new URL(BASE_URL).origin',
    '      const pageErrors: string[] = []',
    '      const failedRequests: string[] = []',
    "      page.on('pageerror', (error) => pageErrors.push(error.message))",
    "      page.on('requestfailed', (request) => {",
    '        if (new URL(request.url()).origin === origin)',
    '          failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`)',
    '      })',
    "      page.on('response', (response) => {",
    '        if (new URL(response.url()).origin === origin && response.status() >= 400)',
    '          failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`)',
    '      })',
    '      if (RUN_ID) {',
    '        await page.route(',
    '          (url) => url.origin === origin,',
    "          (route) => route.continue({ headers: { ...route.request().headers(), 'x-flawless-e2e-id': RUN_ID } }),",
    '        )',
    '      }',
    '',
    '      const response = await page.goto(new URL(path, BASE_URL).href)',
    '      expect(response?.status(), `GET ${path}`).toBeLessThan(400)',
    "      // Lazy routes load and render after 'load': let the page settle before judging its errors.",
    "      await page.waitForLoadState('networkidle')",
    '      // A page that ends elsewhere (a server redirect, or a client navigation as it loads) is not this route.',
    '      const ended = new URL(page.url())',
    '      const redirected =',
    '        `redirected from ${path} to ${ended.pathname}${ended.search}: ` +',
    "        'a route behind sign-in needs FLAWLESS_E2E_STORAGE_STATE'",
    '      expect(trim(ended.pathname), redirected).toBe(trim(new URL(path, BASE_URL).pathname))',
    "      expect(pageErrors, 'uncaught errors in the page').toEqual([])",
    "      expect(failedRequests, 'failed requests to the server').toEqual([])",
    ...spec.expect.flatMap(renderExpectation),
    `      // TODO(flawless): walk the journey a person takes at ${spec.route} and assert what it shows.`,
    ...spec.sometimes.map(
      (element) =>
        `      // TODO(flawless): ${element.component} shows ${describe(element)} only sometimes (after data, ` +
        'or behind a condition); assert it once the page is in that state.',
    ),
    '    })',
    '  }',
    '})',
    '',
  ]
  return lines.join('\n')
}

function renderExpectation(element: RoleElement): string[] {
  const locator = `page.getByRole('${element.role}'${renderName(element)}).first()`
  const lines = [`      await expect(${locator}).toBeVisible()`]
  if (element.role !== 'heading') lines.push(`      await expect(${locator}).toBeEnabled()`)
  return lines
}

/** The accessible name as written: exact when literal, a pattern of its literal pieces otherwise. */
function renderName(element: RoleElement): string {
  if (element.name === null) return ''
  if (element.exact) return `, { name: ${quote(element.name)}, exact: true }`
  const pattern = element.name
    .split('…')
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('.*')
  return `, { name: /${pattern}/ }`
}

function describe(element: RoleElement): string {
  return `the ${element.role}${element.name ? ` "${element.name}"` : ''} (line ${element.line})`
}
