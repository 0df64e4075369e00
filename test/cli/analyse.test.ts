import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { COMMANDS } from '../../analyser/grammar/index.js'
import { BIN, REPO, runMain } from '../helpers/cli.js'

const DASHBOARD = 'examples/next-dashboard'

describe('flawless-react analyse', () => {
  it('--cache: two processes sharing a cache folder at once answer as one uncached, leave whole entries', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'flawless-react-cache-'))
    try {
      const args = ['analyse', '.', '--root', DASHBOARD, '--json']
      const plain = await runMain(args)
      const cached = [...args, '--cache', '--cache-location', folder]
      const run = () => promisify(execFile)(process.execPath, [BIN, ...cached], { cwd: REPO, maxBuffer: 1 << 26 })
      const [first, second] = await Promise.all([run(), run()])
      const third = await run()
      for (const each of [first, second, third]) {
        expect(each.stderr).toBe('')
        expect(JSON.parse(each.stdout)).toEqual(JSON.parse(plain.stdout))
      }
      const entries = readdirSync(folder)
      expect(entries.length).toBeGreaterThan(10)
      expect(entries.filter((entry) => entry.startsWith('.'))).toEqual([])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('--cache: a kept answer prints as the call it was kept from, in every read command and format', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'flawless-react-cache-'))
    try {
      const commands = [
        ['analyse', '.', '--json'],
        ['analyse', 'app'],
        ['tree'],
        ['tree', '--format', 'mermaid'],
        ['findings'],
        ['findings', '--format', 'sarif'],
      ]
      for (const command of commands) {
        const args = [...command, '--root', DASHBOARD]
        const plain = await runMain(args)
        const cached = [...args, '--cache', '--cache-location', folder]
        const [made, kept] = [await runMain(cached), await runMain(cached)]
        expect([made, kept]).toEqual([plain, plain])
      }
      // One answer a question to the analyser, whatever format prints it: analyse . and app, tree, findings.
      expect(readdirSync(folder).filter((entry) => entry.startsWith('answer-'))).toHaveLength(4)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('--cache: a call whose every reading is cached, its tsconfig included, does not load TypeScript', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'flawless-react-cache-'))
    try {
      // Said at exit by a module loaded before the CLI: whether TypeScript's compiler was required.
      const preload = path.join(folder, 'report-typescript.mjs')
      writeFileSync(
        preload,
        `import { createRequire } from 'node:module'
const loaded = createRequire(import.meta.url).cache
process.on('exit', () => {
  const typescript = Object.keys(loaded).some((file) => /[\\\\/]typescript[\\\\/]lib[\\\\/]typescript\\.js$/.test(file))
  process.stderr.write(typescript ? 'typescript loaded' : 'typescript not loaded')
})
`,
      )
      const args = [
        'analyse',
        '.',
        '--root',
        DASHBOARD,
        '--json',
        '--cache',
        '--cache-location',
        path.join(folder, 'cache'),
      ]
      const run = (more: string[]) =>
        spawnSync(process.execPath, ['--import', pathToFileURL(preload).href, BIN, ...args, ...more], {
          cwd: REPO,
          encoding: 'utf8',
        })
      const first = run([])
      // Other options, so that the first call's kept answer is not the one given: this call is made from the readings.
      const second = run(['--max-entries', '1000'])
      expect([first.stderr, second.stderr]).toEqual(['typescript loaded', 'typescript not loaded'])
      expect(JSON.parse(second.stdout)).toEqual(JSON.parse(first.stdout))
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('--json prints exactly one JSON document on stdout and nothing on stderr', async () => {
    const run = await runMain(['analyse', 'app/**/*.tsx', '--root', DASHBOARD, '--json'])
    expect(run.status).toBe(0)
    expect(run.stderr).toBe('')
    const result = JSON.parse(run.stdout)
    expect(result.root).toBe(path.join(REPO, DASHBOARD))
    expect(result.components.map((component: { component: string }) => component.component)).toEqual([
      'Page',
      'DashboardError',
      'RootLayout',
      'Loading',
      'DashboardPage',
      'SettingsPage',
    ])
  })

  it('prints a readable per-component view by default', async () => {
    const run = await runMain(['analyse', 'components/metric-card.tsx', `--root=${DASHBOARD}`])
    expect(run.status).toBe(0)
    expect(run.stdout).toBe(
      [
        'components/metric-card.tsx',
        '  MetricCard  client · named export  line 18',
        '      props      metric, highlight?',
        '      hooks      useState, useState, useEffect',
        '      state      history, expanded',
        '      fetches    GET /api/metrics/${metric.id}/history  fetch  in effect  line 25',
        '      children   TrendBadge (client)  components/ui/badge.tsx',
        '      used by    DashboardPage  app/page.tsx:21',
        '',
        '1 component in 1 file; 23 files read; 0 parse errors.',
        '',
      ].join('\n'),
    )
  })

  it('resolves --root against the working directory', async () => {
    const run = await runMain(['analyse', 'app/page.tsx', '--json'], path.join(REPO, DASHBOARD))
    expect(run.status).toBe(0)
    expect(JSON.parse(run.stdout).components[0].component).toBe('DashboardPage')
  })

  it('reports a --max-entries cap in the result, never a silent cut', async () => {
    const run = await runMain(['analyse', 'app', '--root', DASHBOARD, '--max-entries', '2', '--json'])
    const result = JSON.parse(run.stdout)
    // app/ holds eight sources; the first two in order are the about page and the API route.
    expect(result.components.map((component: { file: string }) => component.file)).toEqual([
      'app/(marketing)/about/page.tsx',
    ])
    expect(result.entries_skipped).toBe(6)
    expect(result.note).toBe(
      '6 of 8 entry files were not analysed because max_entries is 2: app/error.tsx, app/layout.tsx, ' +
        'app/loading.tsx, app/page.tsx, app/settings/actions.ts, app/settings/page.tsx. Narrow the entry or ' +
        'raise max_entries.',
    )
  })

  it.each([
    [
      ['analyse', 'app', '--rooot', DASHBOARD],
      'Unknown option "--rooot" for "flawless-react analyse". Its options are --root, --max-entries, --cache, ' +
        '--cache-location, --json and --help.',
    ],
    [
      ['analyse', 'app', '--max-entries', 'ten'],
      'The option "--max-entries" needs a whole number of at least 1, not "ten".',
    ],
    [
      ['analyse', 'app', '--max-entries', '0'],
      'The option "--max-entries" needs a whole number of at least 1, not "0".',
    ],
    [['analyse', 'app', '--root'], 'The option "--root" needs a value: --root DIR.'],
    [['analyse', 'app', '--json=yes'], 'The option "--json" takes no value; remove "=yes".'],
    [
      ['analyse'],
      '"flawless-react analyse" needs <entry>: A file, a folder or a glob relative to root, such as "app/**/*.tsx".',
    ],
    [
      ['analyse', 'app/page.tsx', 'app/layout.tsx'],
      'Unexpected argument "app/layout.tsx" for "flawless-react analyse"; it takes <entry>. Quote a glob ' +
        'so the shell does not expand it.',
    ],
    [
      ['analyze', 'app'],
      `Unknown command "analyze". The commands are ${COMMANDS.map((command) => command.name).join(', ')}; ` +
        'run "flawless-react --help".',
    ],
  ])('exits 2 on a bad command line, naming what was wrong: %j', async (args, message) => {
    const run = await runMain(args)
    expect(run.status).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(`flawless-react: ${message}\n`)
  })

  it('exits 2 for an entry outside root, before reading it', async () => {
    const run = await runMain(['analyse', '../../README.md', '--root', DASHBOARD])
    expect(run.status).toBe(2)
    expect(run.stderr).toMatch(
      /^flawless-react: PATH_OUTSIDE_ROOT: The entry "..\/..\/README.md" resolves outside the root/,
    )
  })

  it('exits 2 at once for a glob whose braces stand for 2^40 patterns, naming the bound', async () => {
    const asked = performance.now()
    const run = await runMain(['analyse', `app/${'{a,b}'.repeat(40)}.tsx`, '--root', DASHBOARD])
    expect(run.status).toBe(2)
    expect(run.stderr).toMatch(
      /^flawless-react: INVALID_ARGUMENT: The entry "app\/\{a,b\}.*" expands to 1,099,511,627,776 patterns/,
    )
    // Each repeat of {a,b} doubled the time and memory before: 40 of them never finished.
    expect(performance.now() - asked).toBeLessThan(5000)
  })

  it('exits 4 when the project cannot be read: root missing or nothing matched', async () => {
    const missing = await runMain(['analyse', 'app', '--root', 'examples/no-such-project'])
    expect(missing.status).toBe(4)
    expect(missing.stderr).toMatch(
      /^flawless-react: ROOT_NOT_FOUND: The root ".*examples\/no-such-project" is not a directory\./,
    )
    const empty = await runMain(['analyse', 'pages/**/*.tsx', '--root', DASHBOARD])
    expect(empty.status).toBe(4)
    expect(empty.stderr).toMatch(
      /^flawless-react: NOTHING_MATCHED: The entry "pages\/\*\*\/\*.tsx" matched no source file\./,
    )
  })

  it('prints help and version', async () => {
    const version = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')).version
    expect(await runMain(['--version'])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' })
    const help = await runMain(['--help'])
    expect(help.status).toBe(0)
    expect(help.stdout).toMatch(/\n {2}analyse +Map every component under an entry/)
    const commandHelp = await runMain(['analyse', '--help'])
    expect(commandHelp.status).toBe(0)
    expect(commandHelp.stdout.split('\n')[0]).toBe(
      'Usage: flawless-react analyse <entry> [--root DIR] [--max-entries N] [--cache] [--cache-location DIR] [--json]',
    )
    expect(help.stdout).toContain('Usage: flawless-react [options]')
    // Every task is built: the option names them all and no empty list of unbuilt ones.
    expect(help.stdout).toContain(
      'Tasks to run, comma-separated: perf-harness, a11y, react-rules, e2e, load (default: perf-harness).',
    )
  })
})
