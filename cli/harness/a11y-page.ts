/**
 * flawless-react/a11y-page: what a generated page scan calls. It runs in Node under
 * Playwright Test: axe-core is injected into the page the spec visited and run over the
 * whole document, judged as a component's scan is (see axe-results.ts).
 */
import type { Page, TestInfo } from '@playwright/test'
import axe from 'axe-core'
import type { A11yImpact } from '../../analyser/tasks/a11y/impacts.js'
import {
  type A11yRunSettings,
  PAGE_SCAN_ATTACHMENT,
  judgeViolations,
  readViolations,
  toAxeOptions,
} from './axe-results.js'

export interface PageScanOptions {
  /** The URL's path the spec visited, which names the page in the report. */
  key: string
  /** The status of the visit's answer (after any redirect); null when the browser got none. */
  status: number | null
  /** The running test's info: an attachment carries every violation to the report. */
  testInfo: TestInfo
}

/**
 * Runs axe over the page as it stands (the spec has loaded it and let it settle).
 * Every violation is attached for the report; the test fails on those at or above the
 * run's impact (FLAWLESS_A11Y_IMPACT, default serious). Zero violations is not an
 * accessible page: axe sees only the state the page is in.
 */
export async function expectAccessiblePage(page: Page, options: PageScanOptions): Promise<void> {
  expectRoutePage(page, options)
  const settings = readSettings()
  // A scan judges the page at rest: text fading in has the contrast of the frame axe reads. Each transition and
  // animation that ends is finished first, so each element is judged in its final state; a spinner's never ends.
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish()
  })
  await page.addScriptTag({ content: axe.source })
  const results = await page.evaluate(
    ({ runOptions, overlays }) =>
      (window as unknown as { axe: typeof axe }).axe.run({ include: [document], exclude: overlays }, runOptions),
    { runOptions: toAxeOptions(settings), overlays: DEV_OVERLAYS.map((selector) => [selector]) },
  )
  const violations = readViolations(results)
  await options.testInfo.attach(PAGE_SCAN_ATTACHMENT, {
    body: JSON.stringify({ key: options.key, violations }),
    contentType: 'application/json',
  })
  judgeViolations(options.key, violations, settings.impact)
}

/**
 * The page is the route's own: a scan of the sign-in page a redirect ended on, or of the server's error page, would
 * judge another page under this route's name.
 */
function expectRoutePage(page: Page, { key, status }: PageScanOptions): void {
  if (status !== null && status >= 400)
    throw new Error(`GET ${key} answered ${status}: the scan would judge the server's error page, not the route's`)
  const trim = (pathname: string) => pathname.replace(/(.)\/$/, '$1')
  const ended = new URL(page.url())
  if (trim(ended.pathname) !== trim(new URL(key, ended).pathname))
    throw new Error(
      `redirected from ${key} to ${ended.pathname}${ended.search}: ` +
        'a route behind sign-in needs FLAWLESS_E2E_STORAGE_STATE; the page it ended on was not scanned',
    )
}

/**
 * What development tools inject into a page the app never ships: the frameworks' error and build overlays, and
 * profilers' and devtools' panels. A scan judges the app, not them.
 */
export const DEV_OVERLAYS = [
  '#react-scan-root',
  'nextjs-portal',
  '#__next-build-watcher',
  'vite-error-overlay',
  '#webpack-dev-server-client-overlay',
  '.tsqd-parent-container',
  '.TanStackRouterDevtools',
]

/** The run passes its impact and the project's disabled rules through the environment, as Playwright allows. */
function readSettings(): A11yRunSettings {
  return {
    impact: (process.env.FLAWLESS_A11Y_IMPACT ?? 'serious') as A11yImpact,
    disabledRules: JSON.parse(process.env.FLAWLESS_A11Y_DISABLED_RULES ?? '[]') as string[],
  }
}
