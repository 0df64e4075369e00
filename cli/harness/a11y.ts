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
import { renderToReadableStream } from 'react-dom/server.browser'
import { type A11yRunSettings, judgeViolations, readViolations, toAxeOptions } from './axe-results.js'
import { type RenderToReadableStream, renderOnServer, settle, watchCaughtErrors } from './render.js'

export type { A11yViolation } from './axe-results.js'
export { stubRequests } from './requests.js'
export { atRoute } from './route-state.js'

/** What the run passes to the browser (vitest's `provide`), read back with `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    flawlessA11y: A11yRunSettings
  }
}

export interface AccessibleOptions {
  /** `path/to/file.tsx#Component`: names the component in the report. */
  key: string
  /** A server component is rendered to HTML by react-dom/server, as the server would, then scanned. */
  server: boolean
  /** The running test (vitest's `task`): its meta carries every violation to the report, failing or not. */
  task: { meta: object }
  /** Props the suite made up (no fixture, no site): a failing scan names them, as the verdict may be theirs. */
  invented?: readonly string[]
  /** The text of the `<label>` the app always renders the component inside: it is scanned inside one too. */
  label?: string
  /** Naming props every usage site gives that the suite could not write: a failing scan names them too. */
  unwritten?: readonly string[]
  /** Parents' props the app gives that the suite could not rebuild (`Provider store={store} (src/app.tsx)`). */
  leftOut?: readonly string[]
}

/**
 * Renders the element in the page, lets effects and stubbed requests settle, and runs axe
 * on the component's container. Every violation is recorded for the report; the test fails
 * on those at or above the run's impact (`--a11y-impact`, default serious). Zero
 * violations is not an accessible component: axe sees only what this render shows.
 */
export async function expectAccessible(renderElement: () => ReactElement, options: AccessibleOptions): Promise<void> {
  const settings = inject('flawlessA11y')
  const container = await mount(renderElement, options.key, options.server, options.label).catch((error: unknown) => {
    // A parent without a value the app gives it (a store) fails the render: the failure says which was left out.
    if (error instanceof Error && options.leftOut?.length) {
      const said = error.message
      error.message +=
        `\nThe suite left out what the app gives ${options.leftOut.join(', ')}: a value it could not rebuild, ` +
        'which a render without it may fail for.'
      // The runner reports the stack, which repeats the message it was made with.
      if (error.stack?.includes(said)) error.stack = error.stack.replace(said, error.message)
    }
    throw error
  })
  const violations = readViolations(await axe.run(container, toAxeOptions(settings)))
  // A component that renders nothing here (closed, empty, waiting on data) gave axe nothing to judge.
  const empty = container.childElementCount === 0 && (container.textContent ?? '').trim() === ''
  Object.assign(options.task.meta, { flawlessA11y: { key: options.key, violations, empty } })
  judgeViolations(options.key, violations, settings.impact, options.invented, options.unwritten)
}

/** Marks what the harness adds (a server render's container, a label): Testing Library's cleanup does not know it. */
const HARNESS_ELEMENT = 'data-flawless-harness'

/** The page's address when the run opened it, for each suite to start from. */
const STARTING_URL = location.href

/**
 * Suite files share the page and its module graph (the run's config does not isolate them: a page and a graph per
 * file was 40 % of an a11y run). What an earlier one left is cleared first: what it rendered, so axe's page-wide
 * rules (repeated ids, a field's labels) see this component alone, and what it stored or where it navigated, which
 * the next component would otherwise render from.
 */
function resetPage(): void {
  cleanup()
  document.querySelectorAll(`[${HARNESS_ELEMENT}]`).forEach((stale) => stale.remove())
  localStorage.clear()
  sessionStorage.clear()
  if (location.href !== STARTING_URL) history.replaceState(null, '', STARTING_URL)
}

async function mount(
  renderElement: () => ReactElement,
  key: string,
  server: boolean,
  label: string | undefined,
): Promise<HTMLElement> {
  resetPage()
  if (label !== undefined) return mountInLabel(renderElement, key, server, label)
  if (!server) {
    const container = await renderInPage(renderElement, key)
    const parent = createRequiredParent(container)
    if (parent === null) return container
    // Rendered again inside the parent, since React owns what it rendered.
    cleanup()
    return renderInPage(renderElement, key, document.body.appendChild(parent))
  }
  const container = document.createElement('div')
  container.setAttribute(HARNESS_ELEMENT, '')
  document.body.append(container)
  // A static import, which vite resolves for the page: the perf harness's loader picks a build at run
  // time, which only Node can. React 19's browser build awaits async components as the edge build does.
  container.innerHTML = await renderOnServer(renderElement(), renderToReadableStream as RenderToReadableStream)
  const parent = createRequiredParent(container)
  if (parent === null) return container
  parent.append(...Array.from(container.childNodes))
  container.append(parent)
  return parent
}

/**
 * A field the app always writes inside a `<label>` (`<label>Search <Input /></label>`) is named by it: alone, axe
 * would fail it for a label only its callers give. The scan covers the label with it.
 */
async function mountInLabel(
  renderElement: () => ReactElement,
  key: string,
  server: boolean,
  text: string,
): Promise<HTMLElement> {
  const label = document.createElement('label')
  label.setAttribute(HARNESS_ELEMENT, '')
  label.append(`${text} `)
  const container = label.appendChild(document.createElement('span'))
  document.body.append(label)
  if (!server) await renderInPage(renderElement, key, container)
  else container.innerHTML = await renderOnServer(renderElement(), renderToReadableStream as RenderToReadableStream)
  return label
}

/** Renders into `container` (else a new one) and lets it settle; an error a boundary caught fails the suite. */
async function renderInPage(
  renderElement: () => ReactElement,
  key: string,
  container?: HTMLElement,
): Promise<HTMLElement> {
  const caught = watchCaughtErrors()
  try {
    const rendered = render(renderElement(), { container, onCaughtError: caught.onCaughtError })
    await settle()
    return rendered.container
  } finally {
    caught.stop(key)
  }
}

/** Elements axe requires inside a parent (its listitem and dlitem rules), by tag. */
const PARENT_TAGS: Record<string, string> = { li: 'ul', dt: 'dl', dd: 'dl' }

/** ARIA roles axe requires inside a parent role (its aria-required-parent rule). */
const PARENT_ROLES: Record<string, string> = {
  listitem: 'list',
  option: 'listbox',
  tab: 'tablist',
  menuitem: 'menu',
  menuitemcheckbox: 'menu',
  menuitemradio: 'menu',
  treeitem: 'tree',
  row: 'table',
}

/**
 * A component whose whole render is elements that cannot stand alone (CartItem's `<li>`,
 * a `role="tab"`) is one its callers put in the parent (CartPage's `<ul>`), so it is
 * scanned inside one: alone, axe would report it for a parent only its callers give. A
 * caller that leaves the parent out is reported in its own suite. Null when the render
 * needs no parent.
 */
function createRequiredParent(container: HTMLElement): HTMLElement | null {
  const parents = new Set(Array.from(container.children, getRequiredParent))
  if (parents.size !== 1) return null
  const [parent] = parents
  if (parent === null || parent === undefined) return null
  if (!parent.startsWith('role=')) return document.createElement(parent)
  const element = document.createElement('div')
  element.setAttribute('role', parent.slice('role='.length))
  return element
}

/** The parent's tag, or `role=<its role>`; null for an element that may stand alone. */
function getRequiredParent(element: Element): string | null {
  const role = element.getAttribute('role')
  if (role !== null) return PARENT_ROLES[role] === undefined ? null : `role=${PARENT_ROLES[role]}`
  return PARENT_TAGS[element.localName] ?? null
}
