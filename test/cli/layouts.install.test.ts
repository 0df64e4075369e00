import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runJson } from '../helpers/cli.js'
import { source } from '../helpers/memfs-project.js'
import { installDependencies, writeProject } from '../helpers/temp-project.js'

/**
 * Suites run on the tools a project installed, in the layout its package manager left, with one
 * React: projects shaped as users have them (their own vitest, a workspace, a React pair their
 * install mixed), installed from the registry. This file runs in the vitest project "install".
 */

// A component whose hook comes from a package's CommonJS build, which Node loads around vite:
// it reads React's dispatcher from whichever react that package resolves.
const ONLINE_BADGE = `import { useSyncExternalStore } from 'use-sync-external-store/shim'

const subscribe = (callback) => {
  window.addEventListener('online', callback)
  return () => window.removeEventListener('online', callback)
}

export function OnlineBadge() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine)
  return <span>{online ? 'Online' : 'Offline'}</span>
}
`

// The same from an ES module package, which vitest leaves to Node's loader.
const SEARCH_BOX = `import { useState } from 'react'
import { useDebounce } from 'use-debounce'

export function SearchBox() {
  const [text, setText] = useState('shoes')
  const [debounced] = useDebounce(text, 300)
  return (
    <input
      aria-label="Search"
      value={text}
      data-debounced={debounced}
      onChange={(event) => setText(event.target.value)}
    />
  )
}
`

// The project's own test runner, as a project that tests with vitest has it.
const TEST_RUNNER = {
  vitest: '4.1.12',
  jsdom: '29.0.1',
  '@testing-library/react': '16.3.3',
  '@testing-library/dom': '10.3.1',
}

describe('suites run in the layout the project’s package manager left', () => {
  it('pnpm’s isolated store: the project’s vitest runs on the vite its store puts beside it', async () => {
    const folder = writeProject({
      'package.json': JSON.stringify({
        name: 'pnpm-shop',
        dependencies: { react: '19.2.0', 'react-dom': '19.2.0', 'use-sync-external-store': '1.5.0', ...TEST_RUNNER },
      }),
      'src/online-badge.jsx': ONLINE_BADGE,
    })
    installDependencies(folder, 'pnpm')
    const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
    expect(stderr).not.toMatch(/internal error|JSON report written to/)
    expect(status).toBe(0)
    expect(document.tests).toMatchObject({
      ran: 1,
      passed: 1,
      runner: { vitest: 'project', react: 'project' },
    })
  })

  it('the project’s own vitest 3: a VM context each, and the pool arguments it reads (gc for --heaps)', async () => {
    const folder = writeProject({
      'package.json': JSON.stringify({
        name: 'vitest-3-shop',
        dependencies: {
          react: '19.2.0',
          'react-dom': '19.2.0',
          'use-sync-external-store': '1.5.0',
          'use-debounce': '10.0.4',
          vitest: '3.2.4',
          jsdom: '26.1.0',
        },
      }),
      'src/online-badge.jsx': ONLINE_BADGE,
      'src/search-box.tsx': SEARCH_BOX,
      'src/title.tsx': 'export function Title({ text }: { text: string }) {\n  return <h1>{text}</h1>\n}\n',
    })
    installDependencies(folder)
    const { status, document, stderr } = await runJson(folder, ['--heaps', '--run-tests', '--ci', '--json'])
    expect(stderr).not.toMatch(/internal error|could not run in a VM context/)
    expect({ status, tests: document.tests }).toMatchObject({
      status: 0,
      tests: { ran: 6, passed: 6, failed: 0, runner: { vitest: 'project' } },
    })
  })

  it('a workspace member: its dependencies hoisted to the workspace’s root are the project’s', async () => {
    const workspace = writeProject({
      'package.json': JSON.stringify({ name: 'shop-workspace', private: true, workspaces: ['apps/*'] }),
      'apps/web/package.json': JSON.stringify({
        name: 'web',
        dependencies: { react: '18.3.1', 'react-dom': '18.3.1', 'use-sync-external-store': '1.5.0', ...TEST_RUNNER },
      }),
      'apps/web/src/online-badge.jsx': ONLINE_BADGE,
    })
    installDependencies(workspace)
    const { status, document } = await runJson(path.join(workspace, 'apps/web'), ['--run-tests', '--ci', '--json'])
    expect(status).toBe(0)
    expect(document.tests).toMatchObject({ ran: 1, passed: 1, runner: { vitest: 'project', react: 'project' } })
  })
})

describe('one React: the project’s pair where React accepts it, else flawless-react’s for every import', () => {
  it('react 18.3.1 with react-dom 18.2.0 is a pair React 18 renders with: the project’s, errors quiet', async () => {
    const folder = writeProject({
      'package.json': JSON.stringify({
        name: 'react-18-app',
        dependencies: { react: '18.3.1', 'react-dom': '18.2.0', 'use-sync-external-store': '1.5.0' },
      }),
      'src/online-badge.jsx': ONLINE_BADGE,
      // React 18's development build rethrows it through a window error event, which jsdom printed with its stack.
      'src/broken-badge.jsx': source(`
        export function BrokenBadge() {
          if (Date.now() > 0) throw new Error('no badge today')
          return <span />
        }
      `),
    })
    installDependencies(folder)
    const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
    expect(stderr).not.toContain('not a pair')
    expect(stderr).not.toContain('Uncaught')
    expect(stderr).not.toContain('no badge today')
    expect(status).toBe(1)
    expect(document.tests).toMatchObject({ ran: 2, passed: 1, failed: 1, runner: { react: 'project' } })
    expect(document.tests?.failures[0]?.message).toContain('no badge today')
  })

  it(
    'react 19.1.0 with react-dom 19.1.1 is refused by React 19: the packages’ hooks run on flawless-react’s pair ' +
      'too, CommonJS and ES builds alike',
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({
          name: 'mixed-react-app',
          dependencies: {
            react: '19.1.0',
            'react-dom': '19.1.1',
            'use-sync-external-store': '1.5.0',
            'use-debounce': '10.0.4',
          },
          // As an install that updated react-dom alone leaves it.
          overrides: { react: '19.1.0' },
        }),
        'src/online-badge.jsx': ONLINE_BADGE,
        'src/search-box.jsx': SEARCH_BOX,
      })
      installDependencies(folder)
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect(stderr).toContain("the project's react 19.1.0 and react-dom 19.1.1 are not a pair React accepts")
      expect(document.tests?.failures).toEqual([])
      expect(status).toBe(0)
      expect(document.tests).toMatchObject({ ran: 2, passed: 2, runner: { react: 'flawless-react' } })
    },
  )
})
