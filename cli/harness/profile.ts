/// <reference lib="dom" />
import { act, cleanup, render } from '@testing-library/react'
import { Profiler, type ReactElement, createElement } from 'react'

/**
 * React 19's streaming server renderer, loaded only when a server component is profiled:
 * React 18 has no react-dom/server.edge, and its client suites must load all the same.
 * The specifier is a variable so vite resolves it at run time, not while transforming.
 */
async function loadServerRenderer(): Promise<typeof import('react-dom/server.edge')> {
  const specifier = 'react-dom/server.edge'
  try {
    return (await import(/* @vite-ignore */ specifier)) as typeof import('react-dom/server.edge')
  } catch (error) {
    throw new Error(`Profiling a server component needs React 19's react-dom/server.edge, which this project's react-dom does not have: ${(error as Error).message}`)
  }
}

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
export async function profileClient(renderElement: () => ReactElement, options: ProfileOptions): Promise<ProfileResult> {
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
export async function profileServer(renderElement: () => ReactElement, options: ProfileOptions): Promise<ProfileResult> {
  const warmup = options.warmup ?? DEFAULT_WARMUP
  const runs = options.runs ?? DEFAULT_RUNS
  const durations: number[] = []
  const { renderToReadableStream } = await loadServerRenderer()
  let html = ''
  for (let run = 0; run < warmup + runs; run++) {
    const errors: unknown[] = []
    const started = performance.now()
    // React reports errors inside Suspense boundaries here and renders a fallback; the
    // stream must still finish, so they are collected and thrown once it has.
    const stream = await renderToReadableStream(renderElement(), { onError: (error: unknown) => void errors.push(error) })
    await stream.allReady
    html = await new Response(stream).text()
    if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(`Rendering ${options.key} on the server failed: ${String(errors[0])}`)
    if (run >= warmup) durations.push(performance.now() - started)
  }
  const text = html.replace(/<[^>]*>/g, '')
  return { key: options.key, strategy: 'server', durations, commits: durations.map(() => 1), text, html }
}

/** Lets effects run and stubbed requests resolve, with the state updates they cause. */
async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}
