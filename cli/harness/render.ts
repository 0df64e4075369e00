/// <reference lib="dom" />
/**
 * Rendering the suites share, in jsdom or in a real browser: nothing here reads the
 * process or the file system, so the a11y harness can run it in Chromium.
 */
import { act } from '@testing-library/react'
import { type ReactElement, type ReactNode, cloneElement, isValidElement, version } from 'react'

export type RenderToReadableStream = typeof import('react-dom/server.edge')['renderToReadableStream']

/**
 * The streaming server renderer, loaded only when a server component is rendered: React
 * 19's edge build, which awaits async components at every depth, or on React 18 (Next
 * 13 and 14 list it, though their app router runs its own canary) the browser build,
 * which does not (`awaitsAsync`: awaitAsyncComponents does what it can first). The
 * specifiers are variables so vite resolves them at run time, not while transforming every suite.
 */
export async function loadServerRenderer(): Promise<{
  renderToReadableStream: RenderToReadableStream
  awaitsAsync: boolean
}> {
  const builds = ['react-dom/server.edge', 'react-dom/server.browser']
  const failures: string[] = []
  for (const specifier of builds) {
    try {
      const { renderToReadableStream } = (await import(/* @vite-ignore */ specifier)) as {
        renderToReadableStream: RenderToReadableStream
      }
      return { renderToReadableStream, awaitsAsync: REACT_AWAITS_ASYNC }
    } catch (error) {
      failures.push(`${specifier}: ${(error as Error).message}`)
    }
  }
  throw new Error(
    "Rendering a server component needs react-dom's streaming renderer, " +
      "and this project's react-dom has neither build. " +
      failures.join('; '),
  )
}

/**
 * A server component's HTML, the way the server makes it: streamed, every Suspense
 * boundary resolved. An error inside a boundary still lets the stream finish (React
 * renders the fallback), so the first one is thrown once it has.
 */
export async function renderOnServer(
  element: ReactElement,
  renderToReadableStream: RenderToReadableStream,
): Promise<string> {
  const errors: unknown[] = []
  const awaited = REACT_AWAITS_ASYNC ? element : await awaitAsyncComponents(element)
  const readable = await renderToReadableStream(awaited, { onError: (error: unknown) => void errors.push(error) })
  await readable.allReady
  const html = await new Response(readable).text()
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]))
  return html
}

/** React 19's server renderers await async components; React 18's meet the promise as a child and throw. */
export const REACT_AWAITS_ASYNC = Number(version.split('.')[0]) >= 19

/**
 * What React 19's server renderer does with async components, for React 18's (Next 13 and
 * 14 projects list 18 while their app router runs a canary that awaits): every async
 * component the tree shows without rendering — the element itself, what an awaited one
 * returns, the elements passed down as children or other props — is called and awaited,
 * and its element replaced by what it gave. An async component below a component that is
 * not async stays hidden until that one renders, and React 18 still throws there.
 */
export async function awaitAsyncComponents(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(awaitAsyncComponents))
  if (!isValidElement(node)) return node
  const { type } = node
  const props = node.props as Record<string, unknown>
  if (isAsyncFunction(type)) return awaitAsyncComponents(await type(props))
  const awaited: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(props)) {
    if (!isValidElement(value) && !Array.isArray(value)) continue
    const replaced = await awaitAsyncComponents(value as ReactNode)
    if (replaced !== value) awaited[name] = replaced
  }
  return Object.keys(awaited).length === 0 ? node : cloneElement(node, awaited)
}

function isAsyncFunction(value: unknown): value is (props: unknown) => Promise<ReactNode> {
  return typeof value === 'function' && Object.prototype.toString.call(value) === '[object AsyncFunction]'
}

/** Lets effects run and stubbed requests resolve, with the state updates they cause. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

/**
 * Watches for errors an error boundary catches while the subject renders: the boundary
 * shows its fallback and the render looks fine, so a suite would time or scan the
 * fallback (an app's entry often wraps everything in one, and the composition keeps it).
 * React 19 hands them to the root's `onCaughtError`, which Testing Library's render
 * passes on; React 18, and a Testing Library too old to pass it, only log them, saying
 * React will recreate the tree "using the error boundary you provided".
 */
export function watchCaughtErrors(): {
  onCaughtError: (error: unknown) => void
  /** Stops watching; throws, naming the first, when a boundary caught anything. */
  stop(key: string): void
} {
  const caught: unknown[] = []
  const log = console.error
  console.error = (...args: unknown[]) => {
    if (args.some((arg) => typeof arg === 'string' && arg.includes('using the error boundary you provided')))
      caught.push(args.find((arg) => arg instanceof Error) ?? String(args[0]).split('\n')[0])
    log.apply(console, args)
  }
  return {
    onCaughtError: (error) => void caught.push(error),
    stop(key) {
      console.error = log
      if (caught.length === 0) return
      const first = caught[0]
      const message = first instanceof Error ? first.message : String(first)
      throw new Error(
        `${key}: an error boundary caught "${message}" while it rendered, so the boundary's fallback ` +
          'rendered in its place.',
        { cause: first },
      )
    },
  }
}
