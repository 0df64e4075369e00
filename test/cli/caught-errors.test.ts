import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runJson } from '../helpers/cli.js'
import { source } from '../helpers/memfs-project.js'
import { writeProject } from '../helpers/temp-project.js'

const RUN_TIMEOUT = 300_000

/**
 * The entry wraps the app in its own error boundary, which the suites keep as part of how
 * the app composes its components; Greeting reads a theme without the accent it expects.
 */
const GUARDED = {
  'package.json': JSON.stringify({ dependencies: { react: '19.2.0', vite: '6.3.5' } }),
  'src/error-boundary.tsx': source(`
    import { Component, type ReactNode } from 'react'

    export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false }
      static getDerivedStateFromError() {
        return { failed: true }
      }
      render() {
        return this.state.failed ? <p>Oops! Something went wrong.</p> : this.props.children
      }
    }
  `),
  'src/theme.tsx': source(`
    import { createContext, useContext, type ReactNode } from 'react'

    export interface Theme { mode: string; accent?: { primary: string } }
    const ThemeContext = createContext<Theme | null>(null)

    export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
      return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>
    }

    export function Greeting() {
      const theme = useContext(ThemeContext)
      if (!theme) throw new Error('Greeting must be used within ThemeProvider')
      return <h1 style={{ color: theme.accent!.primary }}>Hello</h1>
    }
  `),
  'src/main.tsx': source(`
    import { createRoot } from 'react-dom/client'
    import { ErrorBoundary } from './error-boundary'
    import { Greeting, ThemeProvider } from './theme'

    const theme = { mode: 'dark' }

    createRoot(document.getElementById('root')!).render(
      <ErrorBoundary>
        <ThemeProvider theme={theme}>
          <Greeting />
        </ThemeProvider>
      </ErrorBoundary>,
    )
  `),
}

describe('a component whose error the app’s own error boundary catches', () => {
  it(
    'fails its suite naming the error, where the boundary’s fallback would have been timed as a pass',
    async () => {
      const folder = writeProject(GUARDED)
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      const suite = readFileSync(
        path.join(folder, 'tests/flawless/perf-harness/src/theme.Greeting.flawless.tsx'),
        'utf8',
      )
      // The composition keeps the boundary the entry renders around Greeting.
      expect(suite).toContain('<ErrorBoundary>')
      expect(status).toBe(1)
      const failures = document.tests!.failures.filter((failure) => failure.file.includes('theme.Greeting'))
      expect(failures.map((failure) => failure.message.split('\n')[0])).toEqual([
        expect.stringContaining(
          'src/theme.tsx#Greeting: an error boundary caught "Cannot read properties of undefined (reading ' +
            "'primary')\" while it rendered, so the boundary's fallback rendered in its place.",
        ),
      ])
    },
    RUN_TIMEOUT,
  )

  it(
    'fails its a11y suite the same way, where axe would have scanned the fallback',
    async () => {
      const folder = writeProject(GUARDED)
      const { status, document } = await runJson(folder, ['--tasks', 'a11y', '--run-tests', '--ci', '--json'])
      expect(status).toBe(1)
      const failures = document.tests!.failures.filter((failure) => failure.file.includes('theme.Greeting'))
      expect(failures.map((failure) => failure.message.split('\n')[0])).toEqual([
        expect.stringContaining(
          'src/theme.tsx#Greeting: an error boundary caught "Cannot read properties of undefined (reading ' +
            "'primary')\" while it rendered",
        ),
      ])
    },
    RUN_TIMEOUT,
  )
})
