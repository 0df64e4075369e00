/// <reference lib="dom" />
import { cleanup, render } from '@testing-library/react'
import { Profiler, type ReactElement, createElement } from 'react'
import { loadServerRenderer, settle } from './render.js'

export interface ProfileOptions {
  /** `path/to/file.tsx#Component`: names the baseline. */
  key: string
  warmup?: number
  runs?: number
}

/** What a profiled render measured: per measured run, its time and its number of commits. */
export interface ProfileResult {
  key: string
  strategy: 'client' | 'server'
  durations: number[]
  commits: number[]
  /** The last run's output, for the suite's own assertions. */
  text: string
  html: string
}

const DEFAULT_WARMUP = 2
const DEFAULT_RUNS = Number(process.env.FLAWLESS_RUNS ?? 12)

/**
 * Mounts the element inside React.Profiler, warm-up runs first, then measured ones:
 * each run sums the actualDuration of its commits and counts them, after letting
 * effects and stubbed requests settle. The last run stays mounted for assertions.
 */
export async function profileClient(
  renderElement: () => ReactElement,
  options: ProfileOptions,
): Promise<ProfileResult> {
  const warmup = options.warmup ?? DEFAULT_WARMUP
  const runs = options.runs ?? DEFAULT_RUNS
  const durations: number[] = []
  const commits: number[] = []
  let text = ''
  let html = ''
  for (let run = 0; run < warmup + runs; run++) {
    cleanup()
    let duration = 0
    let count = 0
    const onRender = (_id: string, _phase: string, actualDuration: number): void => {
      duration += actualDuration
      count++
    }
    const view = render(createElement(Profiler, { id: options.key, onRender }, renderElement()))
    await settle()
    if (run >= warmup) {
      durations.push(duration)
      commits.push(count)
    }
    text = view.container.textContent ?? ''
    html = view.container.innerHTML
  }
  return { key: options.key, strategy: 'client', durations, commits, text, html }
}

/**
 * Renders a server component the way the server does — through react-dom/server
 * streaming, which awaits async components at every depth — and times each render.
 */
export async function profileServer(
  renderElement: () => ReactElement,
  options: ProfileOptions,
): Promise<ProfileResult> {
  const warmup = options.warmup ?? DEFAULT_WARMUP
  const runs = options.runs ?? DEFAULT_RUNS
  const durations: number[] = []
  const { renderToReadableStream, awaitsAsync } = await loadServerRenderer()
  let html = ''
  // React 18's renderer meets a promise where an async component's output should be.
  const explain = (error: unknown): unknown =>
    !awaitsAsync && String((error as Error | undefined)?.message).includes('[object Promise]')
      ? new Error(
          `${options.key} renders an async component, which React 18's server renderer cannot await; ` +
            "React 19's react-dom/server.edge can. " +
            '(Next 13 and 14 run the app router on a React canary of their own, not the react in package.json.)',
        )
      : error
  for (let run = 0; run < warmup + runs; run++) {
    const errors: unknown[] = []
    const started = performance.now()
    // React reports errors inside Suspense boundaries here and renders a fallback; the
    // stream must still finish, so they are collected and thrown once it has. An error
    // in the shell rejects the render itself.
    const stream = await renderToReadableStream(renderElement(), {
      onError: (error: unknown) => void errors.push(error),
    }).catch((error: unknown) => {
      throw explain(error)
    })
    await stream.allReady
    html = await new Response(stream).text()
    if (errors.length > 0) {
      const first = explain(errors[0])
      throw first instanceof Error
        ? first
        : new Error(`Rendering ${options.key} on the server failed: ${String(first)}`)
    }
    if (run >= warmup) durations.push(performance.now() - started)
  }
  const text = html.replace(/<[^>]*>/g, '')
  return { key: options.key, strategy: 'server', durations, commits: durations.map(() => 1), text, html }
}
