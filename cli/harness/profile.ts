/// <reference lib="dom" />
import { act, cleanup, render } from '@testing-library/react'
import { Profiler, type ReactElement, createElement } from 'react'

/**
 * The streaming server renderer, loaded only when a server component is profiled: React
 * 19's edge build, which awaits async components at every depth, or on React 18 (Next
 * 13 and 14 list it, though their app router runs its own canary) the browser build,
 * which renders components that are not async. The specifiers are variables so vite
 * resolves them at run time, not while transforming every suite.
 */
async function loadServerRenderer(): Promise<{
  renderToReadableStream: typeof import('react-dom/server.edge')['renderToReadableStream']
  awaitsAsync: boolean
}> {
  const builds = ['react-dom/server.edge', 'react-dom/server.browser']
  const failures: string[] = []
  for (const specifier of builds) {
    try {
      const { renderToReadableStream } = (await import(
        /* @vite-ignore */ specifier
      )) as typeof import('react-dom/server.edge')
      return { renderToReadableStream, awaitsAsync: specifier.endsWith('.edge') }
    } catch (error) {
      failures.push(`${specifier}: ${(error as Error).message}`)
    }
  }
  throw new Error(
    "Profiling a server component needs react-dom's streaming renderer, " +
      "and this project's react-dom has neither build. " +
      failures.join('; '),
  )
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

/** Lets effects run and stubbed requests resolve, with the state updates they cause. */
async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}
