import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { parse } from '@typescript-eslint/typescript-estree'
import { describe, expect, it } from 'vitest'
import { parseSuite } from '../../analyser/index.js'
import { runJson, runMain } from '../helpers/cli.js'
import { source } from '../helpers/memfs-project.js'
import { copyExample, writeProject } from '../helpers/temp-project.js'

const VITE = JSON.stringify({ dependencies: { react: '19.2.0', vite: '6.3.5' } })

// A run starts vitest and a process that loads jsdom, then each suite file in a VM context of its own: most runs
// take seconds, but a busy two-core machine can stretch one to minutes.
const RUN_TIMEOUT = 300_000
// The line each suite file gets on stderr as it finishes.
const PROGRESS = /^flawless-react: (pass|FAIL) /

describe('flawless-react (the generator)', () => {
  it(
    'next-dashboard: --run-tests --ci --json writes suites that pass, an async server ' +
      'component and a stubbed fetch among them',
    async () => {
      const folder = copyExample('next-dashboard')
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect(Object.keys(document)).toEqual([
        'version',
        'cwd',
        'tasks',
        'written',
        'skipped',
        'backups',
        'tests',
        'prerequisites',
        'exit_code',
        'duration_ms',
        'needs_fixtures',
        'interrupted',
      ])
      expect({
        status,
        exit_code: document.exit_code,
        tasks: document.tasks,
        written: document.written.length,
        actions: [...new Set(document.written.map((item) => item.action))],
      }).toEqual({ status: 0, exit_code: 0, tasks: ['perf-harness'], written: 17, actions: ['create'] })
      expect(document.tests).toMatchObject({
        ran: 17,
        passed: 17,
        failed: 0,
        skipped: 0,
        failures: [],
        runner: { vitest: 'flawless-react', react: 'flawless-react' },
      })
      // DashboardPage is an async server component that fetches through getMetrics → apiFetch.
      const page = readFileSync(
        path.join(folder, 'tests/flawless/perf-harness/app/page.DashboardPage.flawless.tsx'),
        'utf8',
      )
      expect(page).toContain("const result = await profileServer(renderSubject, { key: 'app/page.tsx#DashboardPage' })")
      expect(page).toContain(
        '    {\n' +
          "      method: 'GET',\n" +
          "      url: '${API_URL}/api/metrics',\n" +
          "      body: [{ id: 'id-1', label: 'label', value: 1, unit: 'currency', trend: 'up' }],\n" +
          '    },\n',
      )
      // vitest's report is the run's to read, in a folder gone with the run: its path is not printed.
      expect(stderr).not.toContain('JSON report written')
    },
    RUN_TIMEOUT,
  )

  it(
    'expo-notes: React Native components render through react-native-web, expo-router ' +
      "stubbed, its uninstalled tsconfig base named, its .env's variables set as Expo sets them",
    async () => {
      const folder = copyExample('expo-notes')
      // The app's API base comes from its env, checked at import as apps building a Supabase or Clerk client do:
      // every suite reaching lib/notes-api.ts fails to load unless the run sets it from .env.
      const api = path.join(folder, 'lib/notes-api.ts')
      writeFileSync(
        api,
        readFileSync(api, 'utf8').replace(
          "export const API_BASE = 'https://notes.example.com'",
          'export const API_BASE = process.env.EXPO_PUBLIC_NOTES_API!\n' +
            "if (!API_BASE) throw new Error('EXPO_PUBLIC_NOTES_API is not set')",
        ),
      )
      writeFileSync(path.join(folder, '.env'), 'EXPO_PUBLIC_NOTES_API=https://notes.example.com\n')
      writeFileSync(path.join(folder, '.env.local'), 'EXPO_PUBLIC_SENTRY_DSN=https://mine@sentry.example.com/1\n')
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect(status).toBe(0)
      expect(document.written.map((item) => item.component).sort()).toEqual([
        'EditNoteScreen',
        'EmptyState',
        'NoteRow',
        'NotesScreen',
        'RootLayout',
        'ThemedText',
      ])
      expect(document.tests).toMatchObject({ ran: 6, passed: 6, failed: 0 })
      expect(stderr).toContain(
        'flawless-react: tsconfig.json extends "expo/tsconfig.base", which is not installed; the suites are ' +
          "compiled without the project's tsconfig.",
      )
      expect(stderr).toContain(
        'flawless-react: ".env.local" is not loaded for the suites, as Expo does not load it when NODE_ENV is ' +
          '"test", and 1 variable is set there alone (EXPO_PUBLIC_SENTRY_DSN).',
      )
      // NotesScreen shows a spinner, then the list its stubbed fetch returns: two commits.
      const results = readFileSync(path.join(folder, 'tests/flawless/perf-harness/results.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { key: string; commits: number })
      expect(results.find((result) => result.key === 'app/index.tsx#NotesScreen')?.commits).toBe(2)
    },
    RUN_TIMEOUT,
  )

  it('keeps existing suites without --force, and with it backs up an edited suite before replacing it', async () => {
    const folder = copyExample('next-dashboard')
    expect((await runJson(folder, ['--ci', '--json'])).document.written).toHaveLength(17)
    const second = (await runJson(folder, ['--ci', '--json'])).document
    expect({ written: second.written.length, skipped: second.skipped.length }).toEqual({ written: 0, skipped: 17 })

    const suite = 'tests/flawless/perf-harness/components/metric-card.MetricCard.flawless.tsx'
    const edited = readFileSync(path.join(folder, suite), 'utf8').replace(
      "    // TODO(flawless): assert what MetricCard shows, for example: expect(result.text).toContain('…')",
      "    expect(result.text).toContain('Show history') // written by a person",
    )
    writeFileSync(path.join(folder, suite), edited)

    const forced = (await runJson(folder, ['--force', '--ci', '--json'])).document
    expect(forced.backups).toEqual([
      {
        file: suite,
        // Its path under .backups, then '.' and the 16 hex digits of its content's hash.
        backup: expect.stringMatching(/^tests\/flawless\/\.backups\/(.+)\.[0-9a-f]{16}$/),
      },
    ])
    expect(forced.backups[0]!.backup.slice(0, -17)).toBe(suite.replace('tests/flawless/', 'tests/flawless/.backups/'))
    expect(readFileSync(path.join(folder, forced.backups[0]!.backup), 'utf8')).toBe(edited)
    expect(forced.written.find((item) => item.file === suite)?.action).toBe('overwrite-edited')
    expect(forced.written.filter((item) => item.action === 'overwrite')).toHaveLength(16)
    expect(readFileSync(path.join(folder, suite), 'utf8')).not.toContain('written by a person')
  })

  it('writes suites a person would keep: a header, consistent formatting, valid TSX', async () => {
    const folder = copyExample('next-dashboard')
    await runJson(folder, ['--ci', '--json'])
    const file = 'tests/flawless/perf-harness/components/metric-card.MetricCard.flawless.tsx'
    const text = readFileSync(path.join(folder, file), 'utf8')
    const suite = parseSuite(text)
    expect(suite?.header).toEqual({
      generator: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      task: 'perf-harness',
      source: 'components/metric-card.tsx',
      component: 'MetricCard',
      sourceHash: expect.stringMatching(/^[0-9a-f]{16}$/),
      bodyHash: expect.stringMatching(/^[0-9a-f]{16}$/),
    })
    expect(() => parse(text, { filePath: file, jsx: true })).not.toThrow()
    const lines = text.split('\n')
    expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true)
    expect(lines.filter((line) => /\s+$/.test(line) || line.includes('\t'))).toEqual([])
    expect(lines.filter((line) => !line.startsWith(' *') && /^( *)/.exec(line)![1]!.length % 2 !== 0)).toEqual([])
    expect(lines.filter((line) => line.length > 160)).toEqual([])
    expect(text).toContain('// TODO(flawless): assert what MetricCard shows')
  })

  it(
    'writes valid TSX whatever the source holds: a type over several lines, a quote in a ' +
      'path, a URL over two lines, an expression with braces, no readable method or URL',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        'src/bank/connection.tsx': source(`
          import type { RouterOutputs } from '@api/trpc'

          export function BankConnection({ connection }: {
            connection: NonNullable<
              RouterOutputs['bankConnections']['get']
            >[number]
          }) {
            return <p>{String(connection)}</p>
          }
        `),
        "src/o'clock/clock.tsx": 'export function Clock() {\n  return <time>now</time>\n}\n',
        'src/groups.tsx':
          "'use client'\n" +
          "import { useEffect, useState } from 'react'\n" +
          '\n' +
          'export function Groups({ workspaceId }: { workspaceId: string }) {\n' +
          '  const [groups, setGroups] = useState<string[]>([])\n' +
          '  useEffect(() => {\n' +
          '    fetch(`/api/groups?${new URLSearchParams({\n' +
          '      workspaceId,\n' +
          "      sortBy: 'name',\n" +
          '    }).toString()}`).then((response) => response.json()).then(setGroups)\n' +
          '  }, [workspaceId])\n' +
          '  return <ul>{groups.map((group) => <li key={group}>{group}</li>)}</ul>\n' +
          '}\n',
        'src/ping.tsx':
          "'use client'\n" +
          "import { useEffect } from 'react'\n" +
          '\n' +
          'export function Ping({ endpoint, init }: { endpoint: string; init: RequestInit }) {\n' +
          '  useEffect(() => {\n' +
          '    fetch(endpoint, init)\n' +
          '  }, [endpoint, init])\n' +
          '  return <p>ping</p>\n' +
          '}\n',
        'src/feed.tsx':
          "'use client'\n" +
          "import { useEffect, useState } from 'react'\n" +
          '\n' +
          'export function Feed() {\n' +
          '  const [items, setItems] = useState<string[]>([])\n' +
          '  useEffect(() => {\n' +
          '    fetch(`/api/items?page=1&\n' +
          '      size=2`).then((response) => response.json()).then(setItems)\n' +
          '  }, [])\n' +
          '  return <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>\n' +
          '}\n',
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      const suites = document.written.map((item) => ({
        file: item.file,
        text: readFileSync(path.join(folder, item.file), 'utf8'),
      }))
      expect(suites).toHaveLength(5)
      for (const { file, text } of suites) expect(() => parse(text, { filePath: file, jsx: true }), file).not.toThrow()
      const connection = suites.find((suite) => suite.file.endsWith('BankConnection.flawless.tsx'))!.text
      expect(connection).toContain(
        '// TODO(flawless): give connection a value — its type "NonNullable< ' +
          "RouterOutputs['bankConnections']['get'] >[number]\"\n" +
          '// cannot be built: type "RouterOutputs" comes from "@api/trpc", which the analyser does not read.\n' +
          'const props = { connection: undefined }\n',
      )
      expect(suites.find((suite) => suite.file.includes("o'clock"))!.text).toContain(
        `describe('Clock (src/o\\'clock/clock.tsx)', () => {`,
      )
      expect(suites.find((suite) => suite.file.endsWith('Feed.flawless.tsx'))!.text).toContain(
        '// TODO(flawless): answer GET /api/items?page=1& size=2 with what the API returns',
      )
      // An expression with braces of its own is one `${…}`, shortened since the stub matches any value there.
      expect(suites.find((suite) => suite.file.endsWith('Groups.flawless.tsx'))!.text).toContain(
        "{ method: 'GET', url: '/api/groups?${…}', body: [] },",
      )
      expect(suites.find((suite) => suite.file.endsWith('Ping.flawless.tsx'))!.text).toContain(
        '    // TODO(flawless): answer this request (the analyser could not read its method or URL)\n' +
          '    // with what the API returns; this body is a guess.\n' +
          '    { method: null, url: null, body: [] },\n',
      )
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 5, passed: 5, failed: 0 } })
    },
    RUN_TIMEOUT,
  )

  it(
    'renders a part that throws outside its parent inside the ancestors of its most common site, with ' +
      "that site's literal props; a component that needs no parent alone",
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        'src/tabs.tsx': source(`
          import { createContext, useContext, type ReactNode } from 'react'

          const TabsContext = createContext<{ value: string } | null>(null)

          export function Tabs({ value, children }: { value: string; children: ReactNode }) {
            return <TabsContext.Provider value={{ value }}>{children}</TabsContext.Provider>
          }

          export function TabsPanel({ value, children }: { value: string; children: ReactNode }) {
            const tabs = useContext(TabsContext)
            if (!tabs) throw new Error('TabsPanel must be used within Tabs')
            return tabs.value === value ? <section>{children}</section> : null
          }
        `),
        'src/settings.tsx': source(`
          import { Tabs, TabsPanel } from './tabs'

          export function Settings() {
            return (
              <main>
                <Tabs value="profile">
                  <TabsPanel value="profile">Profile</TabsPanel>
                </Tabs>
              </main>
            )
          }
        `),
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      const panel = readFileSync(
        path.join(folder, 'tests/flawless/perf-harness/src/tabs.TabsPanel.flawless.tsx'),
        'utf8',
      )
      expect(panel).toContain(
        [
          "import { Tabs, TabsPanel } from '../../../../src/tabs'",
          '',
          "const props = { value: 'profile', children: 'Profile' }",
          '',
          'function renderSubject() {',
          '  return (',
          '    <Tabs value="profile">',
          '      <TabsPanel {...props} />',
          '    </Tabs>',
          '  )',
          '}',
        ].join('\n'),
      )
      const settings = readFileSync(
        path.join(folder, 'tests/flawless/perf-harness/src/settings.Settings.flawless.tsx'),
        'utf8',
      )
      expect(settings).toContain('function renderSubject() {\n  return <Settings {...props} />\n}')
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 3, passed: 3 } })
    },
    RUN_TIMEOUT,
  )

  it(
    'gives a parent the value its entry builds at module scope (store={store}); a <dialog> opens',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        'src/store.tsx': source(`
          import { createContext, useContext, type ReactNode } from 'react'

          export interface Store { theme: string }
          const StoreContext = createContext<Store | null>(null)

          export function StoreProvider({ store, children }: { store: Store; children: ReactNode }) {
            return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
          }

          export function Badge() {
            const store = useContext(StoreContext)
            if (!store) throw new Error('Badge must be used within StoreProvider')
            return <b>{store.theme.toUpperCase()}</b>
          }
        `),
        'src/confirm.tsx': source(`
        import { useEffect, useRef } from 'react'

        export function Confirm() {
          const dialog = useRef<HTMLDialogElement>(null)
          useEffect(() => {
            dialog.current!.showModal()
            return () => dialog.current?.close()
          }, [])
          return <dialog ref={dialog}>Sure?</dialog>
        }
      `),
        'src/set-up-store.ts': source(`
          import type { Store } from './store'

          export function setUpStore(theme: string): Store {
            return { theme }
          }
        `),
        'src/main.tsx': source(`
          import { createRoot } from 'react-dom/client'
          import { setUpStore } from './set-up-store'
          import { Badge, StoreProvider } from './store'

          const store = setUpStore('dark')

          createRoot(document.getElementById('root')!).render(
            <StoreProvider store={store}>
              <Badge />
            </StoreProvider>,
          )
        `),
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      const badge = readFileSync(path.join(folder, 'tests/flawless/perf-harness/src/store.Badge.flawless.tsx'), 'utf8')
      expect(badge).toContain(
        [
          "import { StoreProvider, Badge } from '../../../../src/store'",
          "import { setUpStore } from '../../../../src/set-up-store'",
          '',
          // Declared before the props, which may name them too (`columns={columns}`).
          "const store = setUpStore('dark')",
          '',
          'const props = {}',
          '',
          'function renderSubject() {',
          '  return (',
          '    <StoreProvider store={store}>',
          '      <Badge {...props} />',
          '    </StoreProvider>',
          '  )',
          '}',
        ].join('\n'),
      )
      // Confirm opens a <dialog> as it mounts, which jsdom cannot.
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 3, passed: 3 } })
    },
    RUN_TIMEOUT,
  )

  it(
    'resolves a JavaScript app through its jsconfig baseUrl as the analyser does, builds untyped props from ' +
      'sites and reads, and never calls a project folder a package',
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0' } }),
        'jsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: './src/' } }),
        'src/utils/contexts/settings.jsx': source(`
          import { createContext, useContext } from 'react'

          const SettingsContext = createContext({ title: 'Home' })

          export function useSettings() {
            return useContext(SettingsContext)
          }
        `),
        'src/components/widgets/widget.jsx': source(`
          import { useSettings } from 'utils/contexts/settings'

          export default function Widget({ service }) {
            const { title } = useSettings()
            return <p>{title}: {service.widget.type.toUpperCase()}</p>
          }
        `),
        'src/components/services/item.jsx': source(`
          import Widget from 'components/widgets/widget'
          import 'styles/item.css'

          export default function Item({ service }) {
            return <li className="item">{service.name}<Widget service={service} /></li>
          }
        `),
        'src/styles/item.css': '.item { display: flex; }\n',
        'src/pages/index.jsx': source(`
          import Item from 'components/services/item'

          export default function Home() {
            return <ul><Item service={{ name: 'Plex', widget: { type: 'plex' } }} /></ul>
          }
        `),
        'src/components/broken.jsx': source(`
          import Missing from 'components/missing'

          export default function Broken() {
            return <Missing />
          }
        `),
      })
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      const read = (suite: string) => readFileSync(path.join(folder, 'tests/flawless/perf-harness', suite), 'utf8')
      expect(read('src/components/services/item.Item.flawless.tsx')).toContain(
        "const props = { service: { name: 'Plex', widget: { type: 'plex' } } }",
      )
      expect(read('src/components/widgets/widget.Widget.flawless.tsx')).toContain(
        "const props = { service: { widget: { type: 'type' } } }",
      )
      // The counts add up: the suite file that did not load counts once, as a failed test.
      expect(document.tests).toMatchObject({ ran: 4, passed: 3, failed: 1, skipped: 0 })
      expect(document.tests!.failures).toEqual([
        {
          file: 'tests/flawless/perf-harness/src/components/broken.Broken.flawless.tsx',
          name: '(the file did not load)',
          message: expect.stringContaining('Failed to resolve import "components/missing"'),
        },
      ])
      expect(stderr).not.toContain('not installed')
      expect(status).toBe(1)
    },
    RUN_TIMEOUT,
  )

  it(
    'says once that suites stopped on packages the project has not installed, naming them',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        'src/chart.tsx':
          "import { LineChart } from 'charts-not-installed'\n\nexport function Chart() {\n  return <LineChart />\n}\n",
        'src/spark.tsx':
          "import { Spark } from 'charts-not-installed/spark'\n\n" +
          'export function Sparkline() {\n  return <Spark />\n}\n',
        'src/badge.tsx': 'export function Badge() {\n  return <span>new</span>\n}\n',
      })
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect(status).toBe(1)
      // The counts add up: a suite file that did not load counts once, as a failed test.
      expect(document.tests).toMatchObject({ ran: 3, passed: 1, failed: 2, skipped: 0 })
      expect(stderr).toContain(
        'flawless-react: 2 suite files could not load because 1 package the components import is not ' +
          "installed: charts-not-installed (2 files). Install the project's dependencies and run again.\n",
      )
    },
    RUN_TIMEOUT,
  )

  it(
    'runs a suite file a VM context cannot load (a CommonJS package opening with a shebang) in a process of its ' +
      'own, where it passes; a CommonJS package requiring one whose module-sync build is an ES module loads there',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        // As @reduxjs/toolkit 2 is required by recharts: Node 20.19+ takes `module-sync` for a require.
        ...moduleSyncPackage('esm-greeting'),
        'node_modules/cjs-greeter/package.json': JSON.stringify({ name: 'cjs-greeter', main: 'index.js' }),
        'node_modules/cjs-greeter/index.js':
          "const { greeting } = require('esm-greeting')\nexports.greet = (name) => greeting + ', ' + name\n",
        'src/greeting.tsx':
          "import { greet } from 'cjs-greeter'\n" +
          '\n' +
          'export function Greeting() {\n' +
          "  return <p>{greet('you')}</p>\n" +
          '}\n',
        // A CommonJS file that opens with a shebang, as autocannon's does: Node skips the line, a VM context does not.
        'node_modules/cli-greeting/package.json': JSON.stringify({ name: 'cli-greeting', main: 'index.js' }),
        'node_modules/cli-greeting/index.js': "#!/usr/bin/env node\nexports.greeting = 'Hi'\n",
        'src/banner.tsx':
          "import { greeting } from 'cli-greeting'\n\nexport function Banner() {\n  return <h1>{greeting}</h1>\n}\n",
        'src/plain.tsx': 'export function Plain() {\n  return <p>Plain</p>\n}\n',
      })
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({
        status: 0,
        tests: { ran: 3, passed: 3, failed: 0, failures: [] },
      })
      // The context's require takes the CommonJS build its conditions choose, where Node 20 would give the ES one.
      expect(stderr).toContain(
        'flawless-react: 1 suite file could not run in a VM context; running each in a process of its own.\n',
      )
    },
    RUN_TIMEOUT,
  )

  it(
    'names where a suite file that did not load was stopped, and runs one of the files stopped the same way in a ' +
      "process of its own, not each: the app's error at import stops it there too",
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        // As taxonomy's env.mjs, which its components reach through lib/utils, and t3-env, which throws for it.
        'node_modules/env-schema/package.json': JSON.stringify({
          name: 'env-schema',
          type: 'module',
          main: 'index.js',
        }),
        'node_modules/env-schema/index.js': source(`
          export function createEnv(runtimeEnv) {
            if (Object.values(runtimeEnv).includes(undefined)) throw new Error('Invalid environment variables')
            return runtimeEnv
          }
        `),
        'src/lib/env.ts': source(`
          import { createEnv } from 'env-schema'

          export const env = createEnv({ apiUrl: import.meta.env.VITE_API_URL })
        `),
        'src/lib/utils.ts': source(`
          import { env } from './env'

          export const toUrl = (path: string) => env.apiUrl + path
        `),
        'src/avatar.tsx': source(`
          import { toUrl } from './lib/utils'

          export function Avatar() {
            return <img alt="" src={toUrl('/avatar.png')} />
          }
        `),
        'src/logo.tsx': source(`
          import { toUrl } from './lib/utils'

          export function Logo() {
            return <img alt="Shop" src={toUrl('/logo.png')} />
          }
        `),
        'src/banner.tsx': source(`
          import { toUrl } from './lib/utils'

          export function Banner() {
            return <a href={toUrl('/sale')}>Sale</a>
          }
        `),
      })
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 1, tests: { ran: 3, passed: 0, failed: 3 } })
      // The file run again comes last in the report.
      const causes = document.tests!.causes.map((cause) => ({ ...cause, files: cause.files.toSorted() }))
      expect(causes).toEqual([
        {
          cause: 'Invalid environment variables (at src/lib/env.ts:3 via src/lib/utils.ts:1)',
          count: 3,
          files: [
            'tests/flawless/perf-harness/src/avatar.Avatar.flawless.tsx',
            'tests/flawless/perf-harness/src/banner.Banner.flawless.tsx',
            'tests/flawless/perf-harness/src/logo.Logo.flawless.tsx',
          ],
        },
      ])
      // A suite file that did not load is named as it fails, before any run again.
      expect(stderr).toContain('FAIL tests/flawless/perf-harness/src/avatar.Avatar.flawless.tsx, did not load: Error: ')
      expect(stderr.split('\n').filter((line) => line.startsWith('flawless-react: ') && !PROGRESS.test(line))).toEqual([
        'flawless-react: 3 suite files could not run in a VM context; running 1 in a process of its own first, ' +
          'one for each error the others stopped on too.',
        'flawless-react: 2 suite files stopped where another stopped again in a process of its own, on the same ' +
          "error thrown at the same place: the app's error, not the VM context's, so they are not run again.",
      ])
    },
    RUN_TIMEOUT,
  )

  it(
    'fails a component whose effect sets new state on every render, naming why, where the run hung',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        // slash-admin's MultiTabsProvider: a dependency made anew on every render, and a new array set each time.
        'src/tabs.tsx':
          "import { useEffect, useState } from 'react'\n\n" +
          'export function Tabs() {\n' +
          "  const [tabs, setTabs] = useState<string[]>(['home'])\n" +
          '  const meta = { path: location.pathname }\n' +
          '  useEffect(() => {\n    setTabs((previous) => previous.filter(Boolean))\n  }, [meta])\n' +
          '  return <ul>{tabs.map((tab) => <li key={tab}>{tab}</li>)}</ul>\n' +
          '}\n',
        'src/badge.tsx': 'export function Badge() {\n  return <span>New</span>\n}\n',
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 1, tests: { ran: 2, passed: 1, failed: 1 } })
      expect(document.tests!.failures[0]!.message).toMatch(
        /^Error: src\/tabs\.tsx#Tabs committed more than 1000 times in one mount: a render that never settles/,
      )
    },
    RUN_TIMEOUT,
  )

  it(
    "gives a Next.js client component's suite a 'use server' module as server references, never the module",
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({ dependencies: { next: '15.3.2', react: '19.2.0', 'react-dom': '19.2.0' } }),
        // What t3-env does when the browser reads a server variable: throws as the module is imported.
        'lib/env.ts':
          "if (typeof window !== 'undefined') throw new Error('a server variable read on the client')\n" +
          'export const env = { STRIPE_KEY: process.env.STRIPE_KEY }\n',
        'actions/open-portal.ts':
          "'use server'\nimport { env } from '../lib/env'\n\n" +
          'export async function openPortal() {\n  return env.STRIPE_KEY\n}\n',
        'components/portal-button.tsx':
          "'use client'\nimport { openPortal } from '../actions/open-portal'\n\n" +
          'export function PortalButton() {\n  return <button onClick={() => openPortal()}>Billing</button>\n}\n',
        'app/page.tsx':
          "import { PortalButton } from '../components/portal-button'\n\n" +
          'export default function Page() {\n  return <main><PortalButton /></main>\n}\n',
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 2, passed: 2, failed: 0 } })
    },
    RUN_TIMEOUT,
  )

  it(
    "runs on flawless-react's React pair when the project's react and react-dom differ, saying so",
    async () => {
      // A package manager that put a peer's react-dom beside the app's react; either one loaded would throw.
      const broken = (name: string, version: string) => ({
        [`node_modules/${name}/package.json`]: JSON.stringify({ name, version, main: 'index.js' }),
        [`node_modules/${name}/index.js`]: `throw new Error('the project\'s ${name} ${version} was loaded')\n`,
      })
      const folder = writeProject({
        'package.json': VITE,
        ...broken('react', '19.1.0'),
        ...broken('react-dom', '19.1.1'),
        'src/badge.tsx': 'export function Badge() {\n  return <span>New</span>\n}\n',
      })
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({
        status: 0,
        tests: { ran: 1, passed: 1, failed: 0, runner: { react: 'flawless-react' } },
      })
      expect(stderr).toContain(
        "flawless-react: the project's react 19.1.0 and react-dom 19.1.1 are not a pair React accepts (React 19 " +
          "needs one exact version); the suites run on flawless-react's pair, which every import of react and " +
          'react-dom in the run loads, the packages’ too.\n',
      )
    },
    RUN_TIMEOUT,
  )

  it(
    'compiles JSX a Next.js project writes in .js files, as Next does, and lists no getInitialProps as a component',
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({ dependencies: { next: '12.2.5', react: '19.2.0', 'react-dom': '19.2.0' } }),
        'components/Badge/Badge.js':
          'export default function Badge({ children }) {\n  return <span className="badge">{children}</span>\n}\n',
        'pages/index.js':
          "import Badge from '../components/Badge/Badge'\n\n" +
          'export default function Index() {\n  return <main><Badge>New</Badge></main>\n}\n',
        // Next.js calls it for the page's styles; its elements are never rendered as a component.
        'pages/_document.js':
          "import Document, { Html, Head, Main, NextScript } from 'next/document'\n\n" +
          'class MyDocument extends Document {\n' +
          '  render() {\n    return <Html><Head /><body><Main /><NextScript /></body></Html>\n  }\n}\n\n' +
          'MyDocument.getInitialProps = async (ctx) => {\n' +
          '  const initialProps = await Document.getInitialProps(ctx)\n' +
          '  return { ...initialProps, styles: [<style key="jss" />] }\n' +
          '}\n\n' +
          'export default MyDocument\n',
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect(document.written.map((entry) => entry.component).sort()).toEqual(['Badge', 'Index'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 2, passed: 2, failed: 0 } })
    },
    RUN_TIMEOUT,
  )

  it(
    'runs the others stopped the same way in processes of their own once the first one passed in one',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        // As autocannon's CommonJS: Node skips the shebang, a VM context does not.
        'node_modules/cli-greeter/package.json': JSON.stringify({ name: 'cli-greeter', main: 'index.js' }),
        'node_modules/cli-greeter/index.js': "#!/usr/bin/env node\nexports.greet = (name) => 'Hello, ' + name\n",
        'src/lib/greeter.ts': "import { greet } from 'cli-greeter'\n\nexport const welcome = () => greet('you')\n",
        'src/lib/hello.ts': "import { welcome } from './greeter'\n\nexport const hello = () => welcome()\n",
        'src/greeting.tsx':
          "import { hello } from './lib/hello'\n\nexport function Greeting() {\n  return <p>{hello()}</p>\n}\n",
        'src/welcome.tsx':
          "import { hello } from './lib/hello'\n\nexport function Welcome() {\n  return <h1>{hello()}</h1>\n}\n",
      })
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 2, passed: 2, failed: 0 } })
      expect(stderr.split('\n').filter((line) => line.startsWith('flawless-react: ') && !PROGRESS.test(line))).toEqual([
        'flawless-react: 2 suite files could not run in a VM context; running 1 in a process of its own first, ' +
          'one for each error the others stopped on too.',
        'flawless-react: 1 suite file stopped on an error that a process of its own got past; running each in one.',
      ])
    },
    RUN_TIMEOUT,
  )

  it(
    'loads a package whose Node entry is an ES module under `module-sync` in a VM context, as Node ' +
      'would, without a process of its own (react-router-dom 7 requires react-router/dom that way)',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        ...moduleSyncPackage('esm-core'),
        // Its CommonJS build requires esm-core, which Node 20.19+ answers with the ES build.
        'node_modules/dual-router/package.json': JSON.stringify({
          name: 'dual-router',
          exports: {
            '.': {
              node: { 'module-sync': './index.mjs', default: './index.js' },
              import: './index.mjs',
              default: './index.js',
            },
          },
        }),
        'node_modules/dual-router/index.mjs':
          "import { greeting } from 'esm-core'\nexport const greet = (name) => greeting + ', ' + name\n",
        'node_modules/dual-router/index.js':
          "const { greeting } = require('esm-core')\nexports.greet = (name) => greeting + ', ' + name\n",
        'src/greeting.tsx':
          "import { greet } from 'dual-router'\n\nexport function Greeting() {\n  return <p>{greet('you')}</p>\n}\n",
      })
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 1, passed: 1, failed: 0 } })
      expect(stderr).not.toContain('could not run in a VM context')
    },
    RUN_TIMEOUT,
  )

  it(
    "has vite process a package whose ES module imports a folder, which Node refuses and the app's bundler " +
      'resolves (cmdk 1.0.3 importing use-sync-external-store/shim), so it loads in a VM context',
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({ dependencies: { react: '19.2.0', vite: '6.3.5', 'command-menu': '1.0.3' } }),
        'node_modules/command-menu/package.json': JSON.stringify({
          name: 'command-menu',
          exports: { '.': { import: './dist/index.mjs', require: './dist/index.js' } },
          dependencies: { 'store-shim': '1.2.2' },
        }),
        'node_modules/command-menu/dist/index.mjs':
          "import { label } from 'store-shim/shim'\nexport const Command = () => label\n",
        'node_modules/command-menu/dist/index.js':
          "const { label } = require('store-shim/shim')\nexports.Command = () => label\n",
        // No `exports`: Node's ES module loader takes `store-shim/shim` to the folder and stops there.
        'node_modules/store-shim/package.json': JSON.stringify({ name: 'store-shim', main: 'index.js' }),
        'node_modules/store-shim/index.js': 'module.exports = {}\n',
        'node_modules/store-shim/shim/index.js': "exports.label = 'Search'\n",
        'src/search.tsx':
          "import { Command } from 'command-menu'\n\nexport function Search() {\n  return <Command />\n}\n",
      })
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({
        status: 0,
        tests: { ran: 1, passed: 1, failed: 0, failures: [] },
      })
      expect(stderr).not.toContain('could not run in a VM context')
    },
    RUN_TIMEOUT,
  )

  it(
    'never shadows a global in a suite: Next.js’s error.tsx, whose default export is named Error, is imported as ' +
      'ErrorComponent, so the suite’s new Error(…) builds an error; a parent named Map likewise',
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0' } }),
        'app/error.tsx': source(`
          'use client'

          export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
            return (
              <div>
                <h2>{error.message}</h2>
                <button onClick={() => reset()}>Try again</button>
              </div>
            )
          }
        `),
        'components/map.tsx': source(`
          import { createContext, useContext, type ReactNode } from 'react'

          const MapContext = createContext<{ zoom: number } | null>(null)

          export function Map({ children }: { children: ReactNode }) {
            return <MapContext.Provider value={{ zoom: 3 }}>{children}</MapContext.Provider>
          }

          export function Marker({ label }: { label: string }) {
            const map = useContext(MapContext)
            if (map === null) throw new Error('Marker must be inside a Map')
            return <span>{label} at zoom {map.zoom}</span>
          }
        `),
        'app/page.tsx': source(`
          import { Map, Marker } from '../components/map'

          export default function Page() {
            return (
              <Map>
                <Marker label="Office" />
              </Map>
            )
          }
        `),
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { failed: 0 } })
      const suites = path.join(folder, 'tests/flawless/perf-harness')
      const errorSuite = readFileSync(path.join(suites, 'app/error.Error.flawless.tsx'), 'utf8')
      expect(errorSuite).toContain("import ErrorComponent from '../../../../app/error'")
      expect(errorSuite).toContain('<ErrorComponent {...props} />')
      const markerSuite = readFileSync(path.join(suites, 'components/map.Marker.flawless.tsx'), 'utf8')
      expect(markerSuite).toContain('import { Map as MapComponent, Marker }')
    },
    RUN_TIMEOUT,
  )

  it(
    "gives a Next.js project's suites the variables of its .env files as Next's test setup loads them, so a " +
      'module that validates process.env at import loads; .env.local is not read, as Next does not under test',
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0' } }),
        '.env': 'DATABASE_URL=mysql://localhost/taxonomy\nNEXT_PUBLIC_APP_URL=http://localhost:3000\n',
        '.env.test': 'NEXT_PUBLIC_APP_URL=http://localhost:3001\n',
        '.env.local': 'DATABASE_URL=mysql://my-machine/taxonomy\n',
        // As t3-env's createEnv in taxonomy's env.mjs, which nearly every module imports through lib/utils; this one
        // also refuses the values Next would not give a test.
        'env.mjs': source(`
          const { DATABASE_URL, NEXT_PUBLIC_APP_URL } = process.env
          if (DATABASE_URL !== 'mysql://localhost/taxonomy' || NEXT_PUBLIC_APP_URL !== 'http://localhost:3001')
            throw new Error(\`Invalid environment variables: \${DATABASE_URL}, \${NEXT_PUBLIC_APP_URL}\`)
          export const env = { DATABASE_URL, NEXT_PUBLIC_APP_URL }
        `),
        'app/page.tsx': source(`
          import { env } from '../env.mjs'

          export default function Page() {
            return <a href={env.NEXT_PUBLIC_APP_URL}>{env.DATABASE_URL}</a>
          }
        `),
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 1, passed: 1, failed: 0 } })
    },
    RUN_TIMEOUT,
  )

  it(
    "gives a vite project's suites the VITE_ variables of its .env files in import.meta.env, as vite's test mode " +
      'does, and no other',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        '.env': 'VITE_API_URL=https://api.example.com\nVITE_TITLE=Shop\nSESSION_SECRET=hidden\n',
        '.env.local': 'VITE_TITLE=My shop\n',
        '.env.test': 'VITE_API_URL=http://localhost:4000\n',
        'src/title.tsx': source(`
          const { VITE_API_URL, VITE_TITLE, SESSION_SECRET } = import.meta.env
          if (VITE_API_URL !== 'http://localhost:4000' || VITE_TITLE !== 'My shop' || SESSION_SECRET !== undefined)
            throw new Error(\`import.meta.env: \${VITE_API_URL}, \${VITE_TITLE}, \${SESSION_SECRET}\`)

          export function Title() {
            return <h1>{VITE_TITLE}</h1>
          }
        `),
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 1, passed: 1, failed: 0 } })
    },
    RUN_TIMEOUT,
  )

  it(
    'gives a prop typed ReactElement an element and a ReactNode text, so cloneElement and ' +
      'slots get what they need',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        'src/tooltip.tsx':
          "import { cloneElement, type ReactElement, type ReactNode } from 'react'\n" +
          '\n' +
          'export function Tooltip({ trigger, label }: { trigger: ReactElement; label: ReactNode }) {\n' +
          "  return <div>{cloneElement(trigger, { title: 'tip' })}{label}</div>\n" +
          '}\n',
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect(
        readFileSync(path.join(folder, 'tests/flawless/perf-harness/src/tooltip.Tooltip.flawless.tsx'), 'utf8'),
      ).toContain("const props = { trigger: <span>Trigger</span>, label: 'Label' }\n")
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 1, passed: 1 } })
    },
    RUN_TIMEOUT,
  )

  it(
    'gives a prop handed to next/link’s href by name a path; next/link says plainly that it needs an href where ' +
      'nothing gives one',
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0' } }),
        'app/page.tsx':
          "import { Link } from '../components/link'\n" +
          '\n' +
          // No site writes href as a literal, so nothing tells its value.
          'export default function Page({ next }: { next: string }) {\n' +
          '  return <Link href={next}>About</Link>\n' +
          '}\n',
        'components/link.tsx':
          "import NextLink, { type LinkProps as NextLinkProps } from 'next/link'\n" +
          "import type { ReactNode } from 'react'\n" +
          '\n' +
          'export type LinkProps = { children: ReactNode; className?: string } & NextLinkProps\n' +
          '\n' +
          'export function Link({ children, className, href }: LinkProps) {\n' +
          '  return <NextLink href={href} className={className}>{children}</NextLink>\n' +
          '}\n',
        // Its href goes on in a spread: nothing says what it is.
        'components/plain-link.tsx':
          "import NextLink, { type LinkProps } from 'next/link'\n" +
          '\n' +
          'export function PlainLink(props: LinkProps) {\n' +
          '  return <NextLink {...props} />\n' +
          '}\n',
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      const read = (file: string) =>
        readFileSync(path.join(folder, 'tests/flawless/perf-harness/components', file), 'utf8')
      expect(read('link.Link.flawless.tsx')).toContain(
        "const props = { children: 'Children', className: 'className', href: '/' }",
      )
      // Its props are a package's type whole: no name to give a value to.
      expect(read('plain-link.PlainLink.flawless.tsx')).toContain('const props = {}')
      expect(status).toBe(1)
      expect(document.tests!.failures).toEqual([
        {
          file: 'tests/flawless/perf-harness/components/plain-link.PlainLink.flawless.tsx',
          name: expect.any(String),
          message: expect.stringMatching(
            /^Error: next\/link: the prop "href" expects a string or an object, but got undefined\./,
          ),
        },
      ])
    },
    RUN_TIMEOUT,
  )

  it(
    '--changed asks git which files changed, and --props fills what types cannot',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        // A package's type, read only inside another function: nothing tells the suite its shape.
        'src/avatar.tsx': source(`
        import type { Session } from 'next-auth'

        function describeUser(session: Session) {
          return session.user.name
        }

        export function Avatar({ session }: { session: Session }) {
          return <img alt={describeUser(session)} />
        }
      `),
        'src/badge.tsx': 'export function Badge({ label }: { label: string }) {\n  return <span>{label}</span>\n}\n',
        'fixtures.json': JSON.stringify({
          'src/avatar.tsx#Avatar': { session: { user: { name: 'Ada', image: '/ada.png' } } },
        }),
      })
      const git = (...args: string[]) =>
        expect(
          spawnSync('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=ci', ...args], { cwd: folder }).status,
        ).toBe(0)
      git('init', '-q')
      git('add', '.')
      git('commit', '-qm', 'start')
      writeFileSync(
        path.join(folder, 'src/badge.tsx'),
        'export function Badge({ label }: { label: string }) {\n  return <strong>{label}</strong>\n}\n',
      )
      const changed = (await runJson(folder, ['--changed', '--ci', '--json'])).document
      expect(changed.written.map((item) => item.component)).toEqual(['Badge'])

      const unfilled = (await runJson(folder, ['--ci', '--json'])).document
      expect(unfilled.needs_fixtures).toEqual([
        { component: 'Avatar', source: 'src/avatar.tsx', props: ['session'], fixtures: 'props' },
      ])
      const withFixtures = (
        await runJson(folder, ['--force', '--props', 'fixtures.json', '--run-tests', '--ci', '--json'])
      ).document
      expect(withFixtures.needs_fixtures).toEqual([])
      expect(
        readFileSync(path.join(folder, 'tests/flawless/perf-harness/src/avatar.Avatar.flawless.tsx'), 'utf8'),
      ).toContain("const props = { session: { user: { name: 'Ada', image: '/ada.png' } } }")
      expect(withFixtures.tests).toMatchObject({ ran: 2, passed: 2 })
    },
    RUN_TIMEOUT,
  )

  it(
    "runs the suites with the project's vite plugins, define and aliases, not a checker, and vite-plugin-pwa's " +
      'module stubbed; a config that does not load is named on stderr and the suites run without it',
    async () => {
      const banner = source(`
        import { greeting } from 'virtual:greeting'
        import { name } from 'src/name'

        declare const __APP_VERSION__: string

        export function Banner() {
          return <p>{greeting} {name}, version {__APP_VERSION__}</p>
        }
      `)
      const folder = writeProject({
        'package.json': VITE,
        'vite.config.js': source(`
          const greeting = {
            name: 'greeting',
            resolveId: (id) => (id === 'virtual:greeting' ? '\\0virtual:greeting' : undefined),
            load: (id) => (id === '\\0virtual:greeting' ? "export const greeting = 'Hello'" : undefined),
          }
          const checker = {
            name: 'vite-plugin-checker',
            buildStart() {
              throw new Error('a type checker has no place in a test run')
            },
          }
          export default {
            define: { __APP_VERSION__: JSON.stringify('1.2.3') },
            plugins: [[greeting], false, checker],
            resolve: { alias: [{ find: 'src/', replacement: new URL('./src/', import.meta.url).pathname }] },
          }
        `),
        'src/banner.tsx': banner,
        'src/name.ts': "export const name = 'Ada'\n",
        // vite-plugin-pwa's module, which the run serves without the plugin (it builds for deployment).
        'src/update-prompt.tsx': source(`
          import { useRegisterSW } from 'virtual:pwa-register/react'

          export function UpdatePrompt() {
            const {
              needRefresh: [needRefresh],
              updateServiceWorker,
            } = useRegisterSW({ immediate: true })
            if (!needRefresh) return <p>Up to date</p>
            return <button onClick={() => updateServiceWorker(true)}>Reload</button>
          }
        `),
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 2, passed: 2, failed: 0 } })

      const broken = writeProject({
        'package.json': VITE,
        'vite.config.js':
          "import { nowhere } from 'a-package-not-installed'\nexport default { plugins: [nowhere()] }\n",
        'src/badge.tsx': 'export function Badge() {\n  return <span>New</span>\n}\n',
      })
      const run = await runJson(broken, ['--run-tests', '--ci', '--json'])
      expect({ status: run.status, tests: run.document.tests }).toMatchObject({ status: 0, tests: { passed: 1 } })
      expect(run.stderr).toContain('flawless-react: vite.config.js did not load (')
      expect(run.stderr).toContain('the suites run without its plugins')
    },
    RUN_TIMEOUT,
  )

  it(
    'runs again with vite processing a package whose ES module, imported by deep path, imports a folder or a ' +
      'file without its extension, which Node refuses',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        // As antd 5's es/ and bpmn-js's lib/: no exports, an entry that imports neither, deep files that do.
        'node_modules/deep-widgets/package.json': JSON.stringify({
          name: 'deep-widgets',
          type: 'module',
          main: 'lib/index.js',
        }),
        'node_modules/deep-widgets/lib/index.js': 'export const name = "deep-widgets"\n',
        'node_modules/deep-widgets/lib/button.js': source(`
          import { label } from './util'
          import version from '../version'

          export const caption = label + ' ' + version
        `),
        'node_modules/deep-widgets/lib/util.js': "export const label = 'Go'\n",
        'node_modules/deep-widgets/version/index.js': "export default '5.24.0'\n",
        'src/go-button.tsx': source(`
          import { caption } from 'deep-widgets/lib/button.js'

          export function GoButton() {
            return <button type="button">{caption}</button>
          }
        `),
      })
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 1, passed: 1, failed: 0 } })
      expect(stderr).toContain(
        'flawless-react: 1 suite file stopped where Node refused an import inside deep-widgets (a folder, or a file ' +
          'named without its extension, as only a bundler resolves); running them again with vite processing those ' +
          'packages.\n',
      )
    },
    RUN_TIMEOUT,
  )

  it(
    'runs again with vite processing a package Node refused only once the suite ran in a process of its own, ' +
      'where a VM context had stopped it sooner, and the packages that import or require it',
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({
          dependencies: { react: '19.2.0', vite: '6.3.5', 'widget-kit': '1.0.0', 'legacy-kit': '1.0.0' },
        }),
        // A CommonJS file that opens with a shebang: a VM context stops on it before the deep import is reached.
        'node_modules/cli-greeting/package.json': JSON.stringify({ name: 'cli-greeting', main: 'index.js' }),
        'node_modules/cli-greeting/index.js': "#!/usr/bin/env node\nexports.greeting = 'Hi'\n",
        'node_modules/deep-widgets/package.json': JSON.stringify({
          name: 'deep-widgets',
          type: 'module',
          main: 'lib/index.js',
        }),
        'node_modules/deep-widgets/lib/index.js': 'export const name = "deep-widgets"\n',
        'node_modules/deep-widgets/lib/button.js':
          "import version from '../version'\n\nexport const caption = version\n",
        'node_modules/deep-widgets/version/index.js': "export default '5.24.0'\n",
        // As @ant-design/x imports antd/es: an ES module Node loads, around vite, that reaches the refused one.
        'node_modules/widget-kit/package.json': JSON.stringify({
          name: 'widget-kit',
          type: 'module',
          main: 'index.js',
        }),
        'node_modules/widget-kit/index.js': "export { caption } from 'deep-widgets/lib/button.js'\n",
        // As @ant-design/x's lib/ requires antd/es/: a CommonJS build requiring it, which Node loads as an ES module.
        'node_modules/legacy-kit/package.json': JSON.stringify({
          name: 'legacy-kit',
          main: 'lib/index.js',
          module: 'es/index.js',
        }),
        'node_modules/legacy-kit/lib/index.js': "exports.title = require('./title').title\n",
        'node_modules/legacy-kit/lib/title.js': "exports.title = require('deep-widgets/lib/button.js').caption\n",
        'node_modules/legacy-kit/es/index.js': "export { caption as title } from 'deep-widgets/lib/button.js'\n",
        'src/go-banner.tsx': source(`
          import { greeting } from 'cli-greeting'
          import { title } from 'legacy-kit'
          import { caption } from 'widget-kit'

          export function GoBanner() {
            return <h1>{greeting} {caption} {title}</h1>
          }
        `),
      })
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 1, passed: 1, failed: 0 } })
      expect(stderr).toContain('flawless-react: 1 suite file could not run in a VM context')
      expect(stderr).toContain(
        'flawless-react: 1 suite file stopped where Node refused an import inside deep-widgets (a folder, or a file ' +
          'named without its extension, as only a bundler resolves); running them again with vite processing those ' +
          'packages and legacy-kit, widget-kit.\n',
      )
    },
    RUN_TIMEOUT,
  )

  it(
    "answers a project module's require of another project module as a bundler does, with that module compiled",
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        // As casibase's CaaseEditPage: a require in a method, of a module whose own import has no extension.
        'src/setting.js': "export const ServerUrl = 'http://localhost:8000'\n",
        'src/backend/hospital-backend.js': source(`
          import * as Setting from '../setting'

          export function hospitalsUrl(owner) {
            return Setting.ServerUrl + '/api/get-hospitals?owner=' + owner
          }
        `),
        'src/hospital-link.jsx': source(`
          export function HospitalLink() {
            const backend = require('./backend/hospital-backend')
            return <a href={backend.hospitalsUrl('admin')}>Hospitals</a>
          }
        `),
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 1, passed: 1, failed: 0 } })
    },
    RUN_TIMEOUT,
  )

  it(
    "gives a Create React App project's .svg imports svgr's ReactComponent beside the URL, as react-scripts does",
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({ dependencies: { react: '19.2.0', 'react-scripts': '5.0.1' } }),
        'src/logo.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" stroke-width="2" class="logo">' +
          '<circle cx="12" cy="12" r="10"/></svg>\n',
        'src/brand.tsx': source(`
          import logoUrl, { ReactComponent as Logo } from './logo.svg'

          export function Brand() {
            return (
              <a href="/">
                <Logo aria-label="Home" />
                <img src={logoUrl} alt="" />
              </a>
            )
          }
        `),
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 1, passed: 1, failed: 0 } })
    },
    RUN_TIMEOUT,
  )

  it(
    'renders a React Router framework-mode route without its loader and action, so their server imports never load',
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({
          dependencies: { react: '19.2.0', 'react-router': '7.6.0' },
          devDependencies: { '@react-router/dev': '7.6.0', vite: '6.3.5' },
        }),
        // As a Prisma client nobody generated: importing it throws.
        'app/utils/db.server.ts': "throw new Error('the database client was loaded')\nexport const db = {}\n",
        'app/routes/notes.tsx': source(`
          import { db } from '../utils/db.server'

          export async function loader() {
            return { count: Object.keys(db).length }
          }

          export default function Notes() {
            return <h1>Notes</h1>
          }
        `),
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 1, passed: 1, failed: 0 } })
    },
    RUN_TIMEOUT,
  )

  it(
    'gives jsdom inert SVG geometry, a canvas context, Web Animations, media, hit tests, CSS.escape, ' +
      "the page's scrolling element and a quiet scrollTo, as charts, players, inputs and routes use them",
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        'src/spark.tsx': source(`
          import { useLayoutEffect, useRef, useState } from 'react'

          export function Spark({ label }: { label: string }) {
            const svg = useRef<SVGSVGElement>(null)
            const text = useRef<SVGTextElement>(null)
            const [width, setWidth] = useState(0)
            useLayoutEffect(() => {
              const point = svg.current!.createSVGPoint()
              const mapped = point.matrixTransform(svg.current!.getScreenCTM()!.inverse())
              setWidth(text.current!.getBBox().width + text.current!.getComputedTextLength() + mapped.x)
              document.scrollingElement!.scrollTop = 0
              if (document.elementFromPoint(0, 0) !== null || document.elementsFromPoint(0, 0).length > 0)
                throw new Error('an element is laid out')
              // A diagram library finding its shapes by id.
              const selector = \`#\${CSS.escape('1st shape')} .\${CSS.escape('a:b')}\`
              if (selector !== '#\\\\31 st\\\\ shape .a\\\\:b') throw new Error(\`escaped as \${selector}\`)
              // A sign-in page posting itself to its identity provider.
              const form = document.createElement('form')
              form.action = 'https://id.example.com/saml'
              document.body.append(form)
              form.submit()
              form.remove()
              // A router's scroll restoration and antd's scrollbar measure: quiet, where jsdom logs "Not implemented".
              window.scrollTo(0, 0)
              getComputedStyle(svg.current!, '::-webkit-scrollbar')
            }, [])
            return <svg ref={svg}><text ref={text}>{label} {width}</text></svg>
          }
        `),
        // A canvas package installed with --ignore-scripts: no native build, so jsdom cannot draw with it.
        'node_modules/canvas/package.json': JSON.stringify({ name: 'canvas', main: 'index.js' }),
        'node_modules/canvas/index.js': "throw new Error('Cannot find module ../build/Release/canvas.node')\n",
        // As chart.js draws: a 2D context that keeps what is set on it, measures text, makes gradients.
        'src/bars.tsx': source(`
          import { useLayoutEffect, useRef } from 'react'

          export function Bars() {
            const canvas = useRef<HTMLCanvasElement>(null)
            useLayoutEffect(() => {
              const context = canvas.current!.getContext('2d')!
              context.font = '12px sans-serif'
              const gradient = context.createLinearGradient(0, 0, 0, 100)
              gradient.addColorStop(0, 'red')
              context.fillStyle = gradient
              context.fillRect(0, 0, context.measureText('Mon').width, 10)
              if (context.font !== '12px sans-serif' || context.canvas !== canvas.current) throw new Error('not kept')
              // Web Animations, as a progress bar reads and starts them: none run, one started is finished.
              if (canvas.current!.getAnimations().length > 0) throw new Error('an animation runs')
              canvas.current!.animate([{ opacity: 0 }, { opacity: 1 }], 200).cancel()
            }, [])
            return <canvas ref={canvas} />
          }
        `),
        // As a video player reads MediaError's codes at import and starts playing while mounting.
        'src/player.tsx': source(`
          import { useEffect, useRef, useState } from 'react'

          const FATAL = [MediaError.MEDIA_ERR_DECODE, MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED]

          export function Player({ src }: { src: string }) {
            const video = useRef<HTMLVideoElement>(null)
            const [state, setState] = useState('idle')
            useEffect(() => {
              video.current!.load()
              video.current!.play().then(() => setState('playing')).catch(() => setState('failed'))
              return () => video.current?.pause()
            }, [])
            return <video ref={video} src={src} data-state={state} data-fatal={FATAL.join()} />
          }
        `),
      })
      const { status, document, stderr } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 3, passed: 3, failed: 0 } })
      expect(stderr).not.toContain('Not implemented')
    },
    RUN_TIMEOUT,
  )

  it(
    "runs the app's index.html scripts before the component renders: the globals they set, a var among them",
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({ dependencies: { react: '19.2.0', vite: '6.3.5' } }),
        // As autobrr's page: its server fills the template, and its API client reads window.APP.baseUrl.
        'index.html': source(`
          <html>
            <head>
              <script>
                window.APP = {};
                window.APP.baseUrl = "{{.BaseUrl}}";
                var BUILD = 'dev';
              </script>
              <script>window.missing.call()</script>
            </head>
            <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
          </html>
        `),
        'src/health.tsx': source(`
          declare global {
            interface Window { APP: { baseUrl: string } }
            var BUILD: string
          }

          export function Health() {
            const base = window.APP.baseUrl === '{{.BaseUrl}}' ? '/' : window.APP.baseUrl
            return <a href={base + 'health'}>Health ({BUILD})</a>
          }
        `),
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 1, passed: 1, failed: 0 } })
    },
    RUN_TIMEOUT,
  )

  it(
    "gives packages compiled for Babel's regenerator global the project's regenerator-runtime, as its polyfills do",
    async () => {
      const folder = writeProject({
        'package.json': JSON.stringify({ dependencies: { react: '19.2.0', vite: '6.3.5', 'old-table': '1.0.0' } }),
        // A stand-in for the project's install: react-table 7's dev build calls regeneratorRuntime.mark at a hook.
        'node_modules/regenerator-runtime/package.json': JSON.stringify({
          name: 'regenerator-runtime',
          main: 'index.js',
        }),
        'node_modules/regenerator-runtime/index.js': 'exports.mark = function (fn) { return fn }\n',
        'node_modules/old-table/package.json': JSON.stringify({ name: 'old-table', main: 'index.js' }),
        'node_modules/old-table/index.js':
          'exports.useDebounce = function (fn) { return regeneratorRuntime.mark(fn) }\n',
        'src/search.tsx': source(`
          import { useDebounce } from 'old-table'

          export function Search() {
            const search = useDebounce(() => 'found')
            return <p>{search()}</p>
          }
        `),
      })
      const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({ status: 0, tests: { ran: 1, passed: 1, failed: 0 } })
    },
    RUN_TIMEOUT,
  )

  it('without options and without a terminal generates perf-harness alone, and says what it wrote', async () => {
    const folder = copyExample('vite-shop')
    const run = await runMain([], folder)
    expect(run.status).toBe(0)
    expect(run.stdout).toBe(
      'perf-harness: 11 suites written (11 create, 0 overwrite, 0 overwrite-edited), 0 skipped.\n',
    )
  })

  it('test exits 4 when there are no suites to run, rather than passing with none', async () => {
    const folder = writeProject({
      'package.json': VITE,
      'src/badge.tsx': 'export function Badge() {\n  return <strong>new</strong>\n}\n',
    })
    const run = await runMain(['test', '--ci', '--json'], folder)
    expect(run.status).toBe(4)
    // --json answers every exit code with one document.
    expect(JSON.parse(run.stdout)).toEqual({
      version: expect.any(String),
      exit_code: 4,
      error: {
        code: 'NOTHING_MATCHED',
        message: 'There are no generated perf-harness suites under "tests/flawless".',
        hint: 'Generate them first with flawless-react (flawless_run over MCP), or pass --out where they are.',
      },
    })
    expect(run.stderr).toBe(
      'flawless-react: NOTHING_MATCHED: There are no generated perf-harness suites under "tests/flawless". ' +
        'Generate them first with flawless-react (flawless_run over MCP), or pass --out where they are.\n',
    )
  })

  it('exits 3 in a project installed with Yarn Plug’n’Play, naming the layout and the linker to use', async () => {
    const folder = writeProject({
      'package.json': VITE,
      '.pnp.cjs': '// Yarn’s loader\n',
      'src/badge.tsx': 'export function Badge() {\n  return <strong>new</strong>\n}\n',
    })
    const { status, document } = await runJson(folder, ['--run-tests', '--ci', '--json'])
    expect(status).toBe(3)
    expect(document.exit_code).toBe(3)
    expect(document.tests).toBeNull()
    expect(document.prerequisites).toContainEqual({
      task: 'perf-harness',
      name: 'package layout',
      ok: false,
      detail: expect.stringMatching(/Yarn Plug'n'Play .*nodeLinker: node-modules/),
    })
  })

  it('exits 4 in a folder with no sources', async () => {
    const run = await runMain(['--ci', '--json'], writeProject({ 'README.md': '# not a project\n' }))
    expect(run.status).toBe(4)
    expect(run.stderr).toMatch(/^flawless-react: NOTHING_MATCHED: There are no source files under "/)
  })

  it.each([
    [
      ['--tasks', 'nope'],
      'flawless-react: INVALID_ARGUMENT: Unknown task "nope". The tasks are perf-harness, a11y, ' +
        'react-rules, e2e, load.',
    ],
    [['--nextjs', '--expo'], 'flawless-react: The options "--nextjs" and "--expo" cannot be given together.'],
    [['--run-test'], 'flawless-react: Unknown option "--run-test" for "flawless-react".'],
  ])('exits 2 and names what was wrong: %j', async (args, message) => {
    const folder = copyExample('vite-shop')
    const run = await runMain([...args, '--ci', '--json'], folder)
    expect(run.status).toBe(2)
    expect(run.stderr.startsWith(message)).toBe(true)
    const document = JSON.parse(run.stdout) as { exit_code: number; error: { code: string; message: string } }
    expect(document.exit_code).toBe(2)
    expect(run.stderr).toContain(document.error.message)
  })
})

/** A package whose `module-sync` entry is an ES module, the one Node 20.19+ gives a `require` of it. */
function moduleSyncPackage(name: string): Record<string, string> {
  return {
    [`node_modules/${name}/package.json`]: JSON.stringify({
      name,
      exports: { 'module-sync': './index.mjs', default: './index.cjs' },
    }),
    [`node_modules/${name}/index.mjs`]: "export const greeting = 'Hello'\n",
    [`node_modules/${name}/index.cjs`]: "exports.greeting = 'Hello'\n",
  }
}
