/// <reference lib="dom" />
/**
 * flawless-react/a11y: what a generated a11y suite calls. It runs in a real Chromium
 * (vitest's browser mode), so it stays free of Node: the perf harness reads the process
 * and the file system, this one only the page.
 */
import { cleanup, render } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactElement } from 'react'
import { inject } from 'vitest'
import { A11Y_IMPACTS, type A11yImpact } from '../../analyser/tasks/a11y/impacts.js'
import { renderToReadableStream } from 'react-dom/server.browser'
import { type RenderToReadableStream, renderOnServer, settle } from './render.js'

export { stubRequests } from './requests.js'

/** One axe rule a component breaks, with every node that breaks it. */
export interface A11yViolation {
  rule: string
  impact: A11yImpact
  help: string
  help_url: string
  /** A CSS selector per node, inside the component's container. */
  targets: string[]
  /**
   * axe could not decide and asks a person (its "incomplete" results: ids referenced by
   * ARIA that repeat, contrast over an image): reported, never failed.
   */
  review: boolean
}

/** What the run passes to the browser (vitest's `provide`), read back with `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    flawlessA11y: { impact: A11yImpact; disabledRules: string[] }
  }
}

export interface AccessibleOptions {
  /** `path/to/file.tsx#Component`: names the component in the report. */
  key: string
  /** A server component is rendered to HTML by react-dom/server, as the server would, then scanned. */
  server: boolean
  /** The running test (vitest's `task`): its meta carries every violation to the report, failing or not. */
  task: { meta: object }
}

/**
 * Renders the element in the page, lets effects and stubbed requests settle, and runs axe
 * on the component's container. Every violation is recorded for the report; the test fails
 * on those at or above the run's impact (`--a11y-impact`, default serious). Zero
 * violations is not an accessible component: axe sees only what this render shows.
 */
export async function expectAccessible(renderElement: () => ReactElement, options: AccessibleOptions): Promise<void> {
  const { impact, disabledRules } = inject('flawlessA11y')
  const container = await mount(renderElement, options.server)
  const rules = Object.fromEntries(disabledRules.map((rule) => [rule, { enabled: false }]))
  const results = await axe.run(container, { resultTypes: ['violations', 'incomplete'], rules })
  const violations = [
    ...results.violations.map((result) => toViolation(result, false)),
    ...results.incomplete.map((result) => toViolation(result, true)),
  ]
  Object.assign(options.task.meta, { flawlessA11y: { key: options.key, violations } })
  const failing = violations.filter(
    (violation) => !violation.review && A11Y_IMPACTS.indexOf(violation.impact) >= A11Y_IMPACTS.indexOf(impact),
  )
  if (failing.length > 0) {
    const lines = failing.map(
      (violation) => `${violation.rule} (${violation.impact}): ${violation.help} at ${violation.targets.join(', ')}`,
    )
    throw new Error(
      `${options.key} has ${failing.length} axe violation${failing.length === 1 ? '' : 's'} ` +
        `of impact ${impact} or worse:\n${lines.join('\n')}`,
    )
  }
}

function toViolation(result: axe.Result, review: boolean): A11yViolation {
  return {
    rule: result.id,
    impact: (result.impact ?? 'minor') as A11yImpact,
    help: result.help,
    help_url: result.helpUrl,
    targets: result.nodes.map((node) => node.target.join(' ')),
    review,
  }
}

/** Marks the containers a server render adds, which Testing Library's cleanup does not know of. */
const SERVER_CONTAINER = 'data-flawless-server-render'

/**
 * Suite files share the page: what an earlier one rendered is removed first, so axe's
 * page-wide rules (repeated ids, a field's labels) see this component alone.
 */
async function mount(renderElement: () => ReactElement, server: boolean): Promise<HTMLElement> {
  cleanup()
  document.querySelectorAll(`[${SERVER_CONTAINER}]`).forEach((stale) => stale.remove())
  if (!server) {
    const { container } = render(renderElement())
    await settle()
    return container
  }
  const container = document.createElement('div')
  container.setAttribute(SERVER_CONTAINER, '')
  document.body.append(container)
  // A static import, which vite resolves for the page: the perf harness's loader picks a build at run
  // time, which only Node can. React 19's browser build awaits async components as the edge build does.
  container.innerHTML = await renderOnServer(renderElement(), renderToReadableStream as RenderToReadableStream)
  return container
}
