import { existsSync, readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NOT_CHECKED } from '../../analyser/rules/findings.js'
import { runMain } from '../helpers/cli.js'
import { copyExample, writeProject } from '../helpers/temp-project.js'

/**
 * An app-router project with one error (a server page keeping state) after one warning
 * (an index key) in file order.
 */
function plantedProject(): string {
  return writeProject({
    'package.json': JSON.stringify({ dependencies: { next: '15.0.0', react: '19.0.0' } }),
    'app/a-list.tsx':
      "'use client'\n" +
      '\n' +
      'export function List({ items }: { items: string[] }) {\n' +
      '  return <ul>{items.map((item, index) => <li key={index}>{item}</li>)}</ul>\n' +
      '}\n',
    'app/page.tsx':
      "import { useState } from 'react'\n" +
      "import { List } from './a-list'\n" +
      '\n' +
      'export default function Page() {\n' +
      '  const [items] = useState<string[]>([])\n' +
      '  return <List items={items} />\n' +
      '}\n',
  })
}

const INDEX_KEY =
  '  4:46    warning "List" keys <li> by the .map() index "index". Use a stable id from the item itself.  index-key'
const SERVER_HOOK =
  '  5:19    error   Component "Page" calls useState but renders as a server component under ' +
  '"app/page.tsx". Add "use client" to app/page.tsx or move the hook into a client child.  server-hook'

describe('flawless-react findings', () => {
  it(
    'prints each finding under its file, a count, and what a static pass cannot vouch for; ' + 'exit 1 on an error',
    async () => {
      const run = await runMain(['findings'], plantedProject())
      expect(run.status).toBe(1)
      const lines = run.stdout.split('\n')
      expect(lines.filter((line) => !line.startsWith('          '))).toEqual([
        'app/a-list.tsx',
        INDEX_KEY,
        '',
        'app/page.tsx',
        SERVER_HOOK,
        '',
        '2 findings (1 error, 1 warning) from 17 rules over 2 files.',
        NOT_CHECKED,
        '',
      ])
    },
  )

  it(
    '--json prints the one result document, and --rules runs only the rules named: warnings ' + 'alone exit 0',
    async () => {
      const run = await runMain(['findings', '--rules', 'index-key', '--json'], plantedProject())
      expect(run.status).toBe(0)
      const result = JSON.parse(run.stdout) as {
        rules: string[]
        findings: { rule: string; file: string; line: number }[]
        not_checked: string
      }
      expect(result.rules).toEqual(['index-key'])
      expect(result.findings.map(({ rule, file, line }) => ({ rule, file, line }))).toEqual([
        { rule: 'index-key', file: 'app/a-list.tsx', line: 4 },
      ])
      expect(result.not_checked).toBe(NOT_CHECKED)
    },
  )

  it(
    'a cap keeps errors before warnings, so an error past the cap still fails the run, and ' + 'says what it left out',
    async () => {
      const run = await runMain(['findings', '--max-findings', '1'], plantedProject())
      expect(run.status).toBe(1)
      expect(run.stdout).toContain(`app/page.tsx\n${SERVER_HOOK}\n`)
      expect(run.stdout).not.toContain('index-key')
      expect(run.stdout).toContain(
        '1 finding (1 error, 0 warnings) from 17 rules over 2 files.\n' +
          'Note: 1 of 2 findings were left out because max_findings is 1; errors are kept before warnings',
      )
    },
  )

  it('counts the entry files a max_entries cap left unchecked in the summary, not only in the note', async () => {
    const run = await runMain(['findings', '--max-entries', '1', '--allow-partial'], plantedProject())
    expect(run.status).toBe(0)
    expect(run.stdout).toContain(
      '1 finding (0 errors, 1 warning) from 17 rules over 2 files, 1 entry file not checked.\n' +
        'Note: 1 of 2 entry files were not analysed because max_entries is 1: app/page.tsx.',
    )
  })

  it('--cache keeps its readings under node_modules/.cache/flawless-react and answers the same from them', async () => {
    const project = plantedProject()
    const plain = await runMain(['findings', '--json'], project)
    const first = await runMain(['findings', '--json', '--cache'], project)
    const folder = path.join(project, 'node_modules/.cache/flawless-react')
    const entries = readdirSync(folder)
    expect(entries.length).toBeGreaterThan(0)
    const second = await runMain(['findings', '--json', '--cache'], project)
    expect(readdirSync(folder)).toEqual(entries)
    expect([first.stdout, second.stdout]).toEqual([plain.stdout, plain.stdout])
    expect(second.status).toBe(plain.status)
  })

  it('links each finding to its rule page, shipped with the package', async () => {
    const run = await runMain(['findings', '--rules', 'index-key'], plantedProject())
    const docs = new URL('../../docs/rules/index-key.md', import.meta.url)
    expect(run.stdout).toContain(`${INDEX_KEY}\n          `)
    expect(run.stdout.split('\n').filter((line) => line.trim().startsWith('file:'))).toEqual([`          ${docs.href}`])
    expect(run.stdout).toMatch(/\(0 errors, 1 warning\) from 1 rule over \d+ files\.\n/)
    expect(existsSync(docs)).toBe(true)
    // The package ships the pages the findings link to: docs/rules, or all of docs/.
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      files: string[]
    }
    expect(manifest.files.some((entry) => entry === 'docs' || entry === 'docs/rules')).toBe(true)
  })

  it('is silent on a clean example, exit 0', async () => {
    const run = await runMain(['findings'], copyExample('next-dashboard'))
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^No findings from 17 rules over \d+ files\.\n/)
  })

  it.each([
    [['--rules', 'nope'], 'flawless-react: INVALID_ARGUMENT: Unknown rule "nope". The rules are server-hook,'],
    [
      ['--max-findings', '0'],
      'flawless-react: The option "--max-findings" needs a whole number of at least 1, not "0".',
    ],
    [['--max-finding', '3'], 'flawless-react: Unknown option "--max-finding" for "flawless-react findings".'],
  ])('exits 2 on a bad command line, naming what was wrong: %j', async (args, message) => {
    const run = await runMain(['findings', ...args], plantedProject())
    expect(run.status).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr.startsWith(message)).toBe(true)
  })
})
