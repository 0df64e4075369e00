/// <reference lib="dom" />
/**
 * Rendering the suites share, in jsdom or in a real browser: nothing here reads the
 * process or the file system, so the a11y harness can run it in Chromium.
 */
import { act } from '@testing-library/react'
import type { ReactElement } from 'react'

export type RenderToReadableStream = typeof import('react-dom/server.edge')['renderToReadableStream']

/**
 * The streaming server renderer, loaded only when a server component is rendered: React
 * 19's edge build, which awaits async components at every depth, or on React 18 (Next
 * 13 and 14 list it, though their app router runs its own canary) the browser build,
 * which renders components that are not async. The specifiers are variables so vite
 * resolves them at run time, not while transforming every suite.
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
      return { renderToReadableStream, awaitsAsync: specifier.endsWith('.edge') }
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
  const readable = await renderToReadableStream(element, { onError: (error: unknown) => void errors.push(error) })
  await readable.allReady
  const html = await new Response(readable).text()
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]))
  return html
}

/** Lets effects run and stubbed requests resolve, with the state updates they cause. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}
