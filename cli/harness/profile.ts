/// <reference lib="dom" />
import { cleanup, render } from '@testing-library/react'
import { Profiler, type ReactElement, createElement } from 'react'
import { awaitAsyncComponents, loadServerRenderer, settle, watchCaughtErrors } from './render.js'
import { isRemeasure } from './baseline.js'
import { getCpuTime } from './cpu-time.js'
import type { MeasuredBatch, Navigation, ProfileResult } from './measurement.js'
import { renderReference } from './reference.js'

export interface ProfileOptions {
  /** `path/to/file.tsx#Component`: names the baseline. */
  key: string
  warmup?: number
  runs?: number
}

const DEFAULT_WARMUP = 6
const DEFAULT_RUNS = Number(process.env.FLAWLESS_RUNS ?? 12)
/** A suspect measured again in a fresh process gets this many times the warm-up and the runs. */
const REMEASURE_FACTOR = 2

/** The warm-up and measured runs a batch takes: more when this process measures a suspect again. */
function getRunCounts(options: ProfileOptions): { warmup: number; runs: number } {
  const factor = isRemeasure() ? REMEASURE_FACTOR : 1
  return { warmup: (options.warmup ?? DEFAULT_WARMUP) * factor, runs: (options.runs ?? DEFAULT_RUNS) * factor }
}

/**
 * Mounts the element inside React.Profiler, warm-up runs first, then measured ones:
 * each run sums the actualDuration of its commits and counts them, after letting
 * effects and stubbed requests settle, and takes the CPU time all that cost. The
 * reference render is measured just before each run, so both see the same machine, in
 * turns. The last run stays mounted for assertions.
 */
export async function profileClient(
  renderElement: () => ReactElement,
  options: ProfileOptions,
): Promise<ProfileResult> {
  const { warmup, runs } = getRunCounts(options)
  let last: Mounted | null = null
  const batch: MeasuredBatch = { durations: [], commits: [], cpu: [], reference: [] }
  for (let run = 0; run < warmup + runs; run++) {
    const reference = mountReference()
    last = await mountProfiled(renderElement, options.key)
    if (run < warmup) continue
    batch.reference.push(reference)
    batch.durations.push(last.duration)
    batch.commits.push(last.commits)
    batch.cpu.push(last.cpu)
  }
  const { text, html } = last!
  return { key: options.key, strategy: 'client', warmup, ...batch, text, html }
}

interface Mounted {
  duration: number
  commits: number
  cpu: number
  text: string
  html: string
}

// Far above what a component that settles commits in one mount (the examples' most is under 20).
const MAX_COMMITS = 1000

/** One run: the previous one unmounted, this element mounted inside React.Profiler and settled. */
async function mountProfiled(renderElement: () => ReactElement, id: string): Promise<Mounted> {
  cleanup()
  let duration = 0
  let commits = 0
  const onRender = (_id: string, _phase: string, actualDuration: number): void => {
    duration += actualDuration
    commits++
    // act() flushes an effect that sets new state on every render for ever, and vitest's timeout never fires in
    // a loop that never yields: thrown from the commit, it unmounts the tree and fails the suite with its cause.
    if (commits > MAX_COMMITS)
      throw new Error(
        `${id} committed more than ${MAX_COMMITS} times in one mount: a render that never settles ` +
          '(an effect that sets new state on every render, such as a new array or object each time).',
      )
  }
  const caught = watchCaughtErrors()
  const started = getCpuTime()
  let view: ReturnType<typeof render>
  try {
    view = render(createElement(Profiler, { id, onRender }, renderElement()), { onCaughtError: caught.onCaughtError })
    await settle()
  } finally {
    caught.stop(id)
  }
  const cpu = getCpuTime() - started
  return { duration, commits, cpu, text: view.container.textContent ?? '', html: view.container.innerHTML }
}

/** The reference render's CPU time: mounted synchronously, with nothing to settle, then unmounted. */
function mountReference(): number {
  cleanup()
  const started = getCpuTime()
  render(renderReference())
  const cpu = getCpuTime() - started
  cleanup()
  return cpu
}

/**
 * Renders a server component the way the server does — through react-dom/server
 * streaming, which awaits async components at every depth — and times each render
 * (wall-clock and CPU), with the reference rendered the same way before each run.
 */
export async function profileServer(
  renderElement: () => ReactElement,
  options: ProfileOptions,
): Promise<ProfileResult> {
  const { warmup, runs } = getRunCounts(options)
  const { renderToReadableStream, awaitsAsync } = await loadServerRenderer()
  // React 18's renderer meets a promise where an async component's output should be, for one the
  // suite could not await before it (awaitAsyncComponents: below a component that is not async).
  const explain = (error: unknown): unknown =>
    !awaitsAsync && String((error as Error | undefined)?.message).includes('[object Promise]')
      ? new Error(
          `${options.key} renders an async component below one that is not async, which React 18's server ` +
            'renderer cannot await; ' +
            "React 19's react-dom/server.edge can. " +
            '(Next 13 and 14 run the app router on a React canary of their own, not the react in package.json.)',
        )
      : error
  type Streamed = { duration: number; cpu: number; html: string; navigation?: Navigation }
  const stream = async (element: ReactElement): Promise<Streamed> => {
    const errors: unknown[] = []
    const started = performance.now()
    const cpuStarted = getCpuTime()
    const measured = (html: string, navigation?: Navigation): Streamed => ({
      duration: performance.now() - started,
      cpu: getCpuTime() - cpuStarted,
      html,
      ...(navigation ? { navigation } : {}),
    })
    let readable: Awaited<ReturnType<typeof renderToReadableStream>>
    try {
      // React reports errors inside Suspense boundaries here and renders a fallback; the
      // stream must still finish, so they are collected and thrown once it has. An error
      // in the shell rejects the render itself.
      const awaited = awaitsAsync ? element : await awaitAsyncComponents(element)
      readable = await renderToReadableStream(awaited as ReactElement, {
        onError: (error: unknown) => void errors.push(error),
      })
    } catch (error) {
      const navigation = toNavigation(error)
      if (navigation) return measured('', navigation)
      throw explain(error)
    }
    await readable.allReady
    const html = await new Response(readable).text()
    const navigation = errors.length > 0 ? toNavigation(errors[0]) : null
    if (navigation) return measured('', navigation)
    const streamed = measured(html)
    if (errors.length > 0) {
      const first = explain(errors[0])
      throw first instanceof Error
        ? first
        : new Error(`Rendering ${options.key} on the server failed: ${String(first)}`)
    }
    return streamed
  }
  let last: Streamed = { duration: 0, cpu: 0, html: '' }
  const batch: MeasuredBatch = { durations: [], commits: [], cpu: [], reference: [] }
  for (let run = 0; run < warmup + runs; run++) {
    const reference = await stream(renderReference())
    last = await stream(renderElement())
    if (run < warmup) continue
    batch.reference.push(reference.cpu)
    batch.durations.push(last.duration)
    batch.cpu.push(last.cpu)
    batch.commits.push(1)
  }
  const { html, navigation } = last
  const text = html.replace(/<[^>]*>/g, '')
  return { key: options.key, strategy: 'server', warmup, ...batch, text, html, ...(navigation ? { navigation } : {}) }
}

/**
 * Next's `redirect()` and `notFound()` throw to end a render with a redirect or a 404
 * (https://nextjs.org/docs/app/api-reference/functions/redirect): the run's stub as
 * `NEXT_REDIRECT <url>` and `NEXT_NOT_FOUND`, Next's own with a `digest` saying which.
 */
function toNavigation(error: unknown): Navigation | null {
  const digest = (error as { digest?: unknown } | null)?.digest
  const said = typeof digest === 'string' ? digest : error instanceof Error ? error.message : ''
  const redirect = /^NEXT_REDIRECT[ ;](?:(?:replace|push);)?([^;]*)/.exec(said)
  if (redirect) return { kind: 'redirect', url: redirect[1]! }
  if (said === 'NEXT_NOT_FOUND' || said.startsWith('NEXT_HTTP_ERROR_FALLBACK;404')) return { kind: 'not-found' }
  return null
}
