import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import ajvDraft04 from 'ajv-draft-04'
import ajvFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { toRuleHelp } from '../../cli/views/rule-help.js'
import { REPO, runMain } from '../helpers/cli.js'
import { writeProject } from '../helpers/temp-project.js'

/**
 * The SARIF 2.1.0 schema as OASIS publishes it (errata 01, draft-04), copied as data from
 * oasis-tcs/sarif-spec at a560296 (sarif-2.1/schema/sarif-schema-2.1.0.json, sha256 c3b4bb2d…).
 */
// CommonJS modules whose module.exports is the class (the plugin), with itself as `default` for ES imports.
const Ajv04 = ajvDraft04.default
const addFormats = ajvFormats.default

const SARIF_SCHEMA = JSON.parse(readFileSync(path.join(REPO, 'test/data/sarif-schema-2.1.0.json'), 'utf8'))

/**
 * Two findings in a git repository whose app lives in apps/web: an error (a server page keeping
 * state) and a warning. Pass `.git` to replace the clone's folder (a worktree's file), or null for none.
 */
function monorepo(files: Record<string, string | null> = {}): string {
  const { '.git': git, ...rest } = files
  const gitEntry: Record<string, string> =
    git === undefined ? { '.git/HEAD': 'ref: refs/heads/main\n' } : git === null ? {} : { '.git': git }
  return writeProject({
    ...gitEntry,
    'apps/web/package.json': JSON.stringify({ dependencies: { next: '15.0.0', react: '19.0.0' } }),
    'apps/web/app/a-list.tsx':
      "'use client'\n\nexport function List({ items }: { items: string[] }) {\n" +
      '  return <ul>{items.map((item, index) => <li key={index}>{item}</li>)}</ul>\n}\n',
    'apps/web/app/page.tsx':
      "import { useState } from 'react'\nimport { List } from './a-list'\n\nexport default function Page() {\n" +
      '  const [items] = useState<string[]>([])\n  return <List items={items} />\n}\n',
    ...(rest as Record<string, string>),
  })
}

/** The file each SARIF result points at, as its artifactLocation.uri says. */
function toResultUris(sarif: any): string[] {
  return sarif.runs[0].results.map((result: any) => result.locations[0].physicalLocation.artifactLocation.uri)
}

/** The file= of each annotation a github report makes. */
function toAnnotatedFiles(report: string): (string | undefined)[] {
  return report
    .trimEnd()
    .split('\n')
    .map((line) => parseWorkflowCommand(line).properties.file)
}

/**
 * A workflow command as the runner reads a line of a step's output:
 * `::name key=value,key=value::message`, with %25, %0D, %0A (and in values %3A, %2C) decoded.
 */
function parseWorkflowCommand(line: string): { name: string; properties: Record<string, string>; message: string } {
  const match = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line)
  if (!match) throw new Error(`Not a workflow command: ${line}`)
  const decode = (text: string) =>
    text.replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
  const properties: Record<string, string> = {}
  for (const pair of (match[2] ?? '').split(',').filter(Boolean)) {
    const equals = pair.indexOf('=')
    properties[pair.slice(0, equals)] = decode(pair.slice(equals + 1))
  }
  return { name: match[1]!, properties, message: decode(match[3]!) }
}

describe('flawless-react findings --format', () => {
  it('sarif: validates against the SARIF 2.1.0 schema, with rule metadata, paths from the repository', async () => {
    const repository = monorepo()
    const run = await runMain(['findings', '--root', 'apps/web', '--format', 'sarif'], repository)
    expect(run.status).toBe(1)
    const sarif = JSON.parse(run.stdout)
    const ajv = new Ajv04({ allErrors: true, strict: false })
    addFormats(ajv)
    const validate = ajv.compile(SARIF_SCHEMA)
    expect(validate(sarif), JSON.stringify(validate.errors, null, 2)).toBe(true)
    const [sarifRun] = sarif.runs
    // The package's own package.json names no homepage or repository, so the driver has no informationUri.
    expect(Object.keys(sarifRun.tool.driver)).toEqual(['name', 'version', 'rules'])
    expect(sarifRun.tool.driver.rules).toHaveLength(17)
    const serverHookPage = readFileSync(path.join(REPO, 'docs/rules/server-hook.md'), 'utf8')
    expect(sarifRun.tool.driver.rules.find((rule: { id: string }) => rule.id === 'server-hook')).toEqual({
      id: 'server-hook',
      shortDescription: { text: expect.any(String) },
      ...toRuleHelp(serverHookPage),
      helpUri: 'https://react.dev/reference/rsc/use-client',
      defaultConfiguration: { level: 'error' },
    })
    // Every rule's page gives a description and help: a page that lost its sections would leave them out.
    for (const rule of sarifRun.tool.driver.rules)
      expect(rule, rule.id).toMatchObject({
        fullDescription: { text: expect.stringMatching(/\S/), markdown: expect.stringMatching(/\S/) },
        help: { text: expect.stringMatching(/\S/), markdown: expect.stringContaining('## How to fix') },
      })
    expect(
      sarifRun.results.map((result: any) => [
        result.ruleId,
        sarifRun.tool.driver.rules[result.ruleIndex].id,
        result.level,
        result.locations[0].physicalLocation.artifactLocation.uri,
        result.locations[0].physicalLocation.region,
      ]),
    ).toEqual([
      ['index-key', 'index-key', 'warning', 'apps/web/app/a-list.tsx', { startLine: 4, startColumn: 46 }],
      ['server-hook', 'server-hook', 'error', 'apps/web/app/page.tsx', { startLine: 5, startColumn: 19 }],
    ])
    expect(sarifRun.originalUriBaseIds['%SRCROOT%'].uri).toBe(`file://${repository}/`)
  })

  it('sarif and github: paths start at the repository wherever the CLI runs, so an alert finds its file', async () => {
    const repository = monorepo()
    const web = path.join(repository, 'apps/web')
    // From the app's folder (npm runs a workspace's scripts there), from below it, and from outside the repository.
    for (const [cwd, root] of [
      [web, '.'],
      [path.join(web, 'app'), '..'],
      [tmpdir(), web],
    ] as const) {
      const sarif = JSON.parse((await runMain(['findings', '--root', root, '--format', 'sarif'], cwd)).stdout)
      expect(toResultUris(sarif), cwd).toEqual(['apps/web/app/a-list.tsx', 'apps/web/app/page.tsx'])
      expect(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uriBaseId).toBe('%SRCROOT%')
      expect(sarif.runs[0].originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: `file://${repository}/` } })
      const github = (await runMain(['findings', '--root', root, '--format', 'github'], cwd)).stdout
      expect(toAnnotatedFiles(github), cwd).toEqual(['apps/web/app/a-list.tsx', 'apps/web/app/page.tsx', undefined])
    }
  })

  it('sarif and github: a worktree’s .git file marks a repository; without git, paths start at the root', async () => {
    const worktree = monorepo({ '.git': 'gitdir: /srv/checkouts/shop/.git/worktrees/web\n' })
    const fromWorktree = await runMain(['findings', '--format', 'sarif'], path.join(worktree, 'apps/web'))
    expect(toResultUris(JSON.parse(fromWorktree.stdout))).toEqual(['apps/web/app/a-list.tsx', 'apps/web/app/page.tsx'])
    const untracked = monorepo({ '.git': null })
    const sarif = JSON.parse((await runMain(['findings', '--root', 'apps/web', '--format', 'sarif'], untracked)).stdout)
    expect(toResultUris(sarif)).toEqual(['app/a-list.tsx', 'app/page.tsx'])
    expect(sarif.runs[0].originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: `file://${untracked}/apps/web/` } })
    const github = (await runMain(['findings', '--root', 'apps/web', '--format', 'github'], untracked)).stdout
    expect(toAnnotatedFiles(github)).toEqual(['app/a-list.tsx', 'app/page.tsx', undefined])
  })

  it('sarif: each result’s fingerprint follows its line when lines above it move, and tells twins apart', async () => {
    const repository = monorepo()
    const list = path.join(repository, 'apps/web/app/a-list.tsx')
    const run = async () => {
      const report = await runMain(['findings', '--format', 'sarif'], path.join(repository, 'apps/web'))
      return JSON.parse(report.stdout).runs[0].results.map((result: any) => ({
        rule: result.ruleId,
        line: result.locations[0].physicalLocation.region.startLine,
        fingerprint: result.partialFingerprints['flawlessReactFinding/v1'],
      }))
    }
    const before = await run()
    expect(before).toEqual([
      { rule: 'index-key', line: 4, fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) },
      { rule: 'server-hook', line: 5, fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ])
    writeFileSync(
      list,
      `'use client'
import { memo } from 'react'

export const Empty = memo(() => null)

export function List({ items }: { items: string[] }) {
  return <ul>{items.map((item, index) => <li key={index}>{item}</li>)}</ul>
}
`,
    )
    expect(await run()).toEqual([{ ...before[0], line: 7 }, before[1]])
    writeFileSync(
      list,
      `'use client'

export function List({ items }: { items: string[] }) {
  if (items.length > 9)
    return <ul>{items.map((item, index) => <li key={index}>{item}</li>)}</ul>
  return <ul>{items.map((item, index) => <li key={index}>{item}</li>)}</ul>
}
`,
    )
    const [first, second] = await run()
    expect([first.line, second.line]).toEqual([5, 6])
    expect(first.fingerprint).toBe(before[0].fingerprint)
    expect(second.fingerprint).not.toBe(first.fingerprint)
    writeFileSync(
      list,
      `'use client'

export function List({ items }: { items: string[] }) {
  return <ul>{items.map((item, index) => <li key={index}>{item.trim()}</li>)}</ul>
}
`,
    )
    expect((await run())[0]).toEqual({ ...before[0], fingerprint: expect.not.stringMatching(before[0].fingerprint) })
  })

  it('sarif: a suppression that hides nothing is a result of its own rule, described like the others', async () => {
    const repository = monorepo({
      'apps/web/app/footer.tsx': `// flawless-ignore-next-line index-key -- the old footer listed links by index
export const Footer = () => <footer>© Shop</footer>
`,
    })
    const sarif = JSON.parse(
      (await runMain(['findings', '--root', 'apps/web', '--format', 'sarif'], repository)).stdout,
    )
    const ajv = new Ajv04({ allErrors: true, strict: false })
    addFormats(ajv)
    expect(ajv.validate(SARIF_SCHEMA, sarif), JSON.stringify(ajv.errors)).toBe(true)
    const { rules } = sarif.runs[0].tool.driver
    expect(rules.at(-1)).toEqual({
      id: 'unused-suppression',
      shortDescription: { text: 'A flawless-ignore comment hides no finding, or names no rule.' },
      fullDescription: { text: 'A flawless-ignore comment hides no finding, or names no rule.' },
      help: {
        text:
          'Remove it, or name the rule of the finding it is meant for and put it on the line above that finding ' +
          '(flawless-ignore-file covers the whole file).',
      },
      defaultConfiguration: { level: 'warning' },
    })
    const unused = sarif.runs[0].results.find((result: any) => result.ruleId === 'unused-suppression')
    expect(rules[unused.ruleIndex].id).toBe('unused-suppression')
    expect(unused.locations[0].physicalLocation.artifactLocation.uri).toBe('apps/web/app/footer.tsx')
  })

  it('sarif: a Next.js route folder ([slug]) is percent-encoded in the uri, so the log stays valid', async () => {
    const list =
      "'use client'\n\nexport function Rows({ rows }: { rows: string[] }) {\n" +
      '  return <ul>{rows.map((row, index) => <li key={index}>{row}</li>)}</ul>\n}\n'
    const repository = monorepo({ 'apps/web/app/(shop)/[slug] x/rows.tsx': list })
    const sarif = JSON.parse(
      (await runMain(['findings', '--root', 'apps/web', '--format', 'sarif'], repository)).stdout,
    )
    const ajv = new Ajv04({ allErrors: true, strict: false })
    addFormats(ajv)
    expect(ajv.validate(SARIF_SCHEMA, sarif), JSON.stringify(ajv.errors)).toBe(true)
    expect(
      sarif.runs[0].results.map((result: any) => result.locations[0].physicalLocation.artifactLocation.uri),
    ).toEqual(['apps/web/app/(shop)/%5Bslug%5D%20x/rows.tsx', 'apps/web/app/a-list.tsx', 'apps/web/app/page.tsx'])
    // The runner's file= is a path, as written.
    const github = (await runMain(['findings', '--root', 'apps/web', '--format', 'github'], repository)).stdout
    expect(github).toContain('file=apps/web/app/(shop)/[slug] x/rows.tsx,')
  })

  it('sarif: a partial check and a file that does not parse are notifications; still valid', async () => {
    const repository = monorepo({ 'apps/web/app/broken.tsx': 'export function Broken( {\n' })
    const run = await runMain(
      ['findings', '--root', 'apps/web', '--format', 'sarif', '--max-entries', '1', '--allow-partial'],
      repository,
    )
    const sarif = JSON.parse(run.stdout)
    const ajv = new Ajv04({ allErrors: true, strict: false })
    addFormats(ajv)
    expect(ajv.validate(SARIF_SCHEMA, sarif), JSON.stringify(ajv.errors)).toBe(true)
    const notifications = sarif.runs[0].invocations[0].toolExecutionNotifications
    expect(notifications.map((item: any) => item.level)).toEqual(['warning', 'error'])
    expect(notifications[0].message.text).toMatch(/^2 of 3 entry files were not analysed because max_entries is 1/)
    expect(notifications[1].locations[0].physicalLocation.artifactLocation.uri).toBe('apps/web/app/broken.tsx')
  })

  it('github: workflow commands only; a finding annotates its file and line from the repository', async () => {
    const run = await runMain(['findings', '--root', 'apps/web', '--format', 'github'], monorepo())
    expect(run.status).toBe(1)
    const commands = run.stdout.trimEnd().split('\n').map(parseWorkflowCommand)
    expect(commands.map(({ name, properties }) => ({ name, properties }))).toEqual([
      {
        name: 'warning',
        properties: { file: 'apps/web/app/a-list.tsx', line: '4', col: '46', title: 'index-key' },
      },
      { name: 'error', properties: { file: 'apps/web/app/page.tsx', line: '5', col: '19', title: 'server-hook' } },
      { name: 'notice', properties: { title: 'flawless-react' } },
    ])
    expect(commands[1]!.message.split('\n')[0]).toBe(
      'Component "Page" calls useState but renders as a server component under "app/page.tsx". ' +
        'Add "use client" to app/page.tsx or move the hook into a client child.',
    )
    expect(commands[2]!.message).toMatch(/^2 findings \(1 error, 1 warning\) from 17 rules over 2 files\. /)
  })

  it('github: a partial check is the first line, a warning', async () => {
    const run = await runMain(
      ['findings', '--root', 'apps/web', '--format', 'github', '--max-entries', '1'],
      monorepo(),
    )
    expect(run.status).toBe(1)
    const first = parseWorkflowCommand(run.stdout.split('\n')[0]!)
    expect(first.name).toBe('warning')
    expect(first.message).toMatch(/^Partial check: 1 entry file not checked/)
  })

  it('markdown: a table row per finding, rules linked to their docs, then the totals', async () => {
    const run = await runMain(['findings', '--root', 'apps/web', '--format', 'markdown'], monorepo())
    const lines = run.stdout.split('\n')
    expect(lines.slice(0, 4)).toEqual([
      '## flawless-react findings',
      '',
      '| Severity | File | Line | Rule | Message |',
      '| --- | --- | --- | --- | --- |',
    ])
    expect(lines[5]).toMatch(
      /^\| error \| `app\/page.tsx` \| 5:19 \| \[server-hook\]\(https:\/\/react.dev\/reference\/rsc\/use-client\) \| /,
    )
    expect(run.stdout).toContain('**2 findings (1 error, 1 warning) from 17 rules over 2 files.**')
  })

  it('-o writes the report to a file (folders made as needed) and prints nothing', async () => {
    const repository = monorepo()
    const run = await runMain(
      ['findings', '--root', 'apps/web', '--format', 'sarif', '-o', 'reports/x.sarif'],
      repository,
    )
    expect(run.status).toBe(1)
    expect(run.stdout).toBe('')
    expect(JSON.parse(readFileSync(path.join(repository, 'reports/x.sarif'), 'utf8')).version).toBe('2.1.0')
  })

  it('--quiet reports errors only; --max-warnings fails a run with more warnings than allowed', async () => {
    const project = path.join(monorepo(), 'apps/web')
    const quiet = await runMain(['findings', '--quiet', '--json'], project)
    expect(JSON.parse(quiet.stdout).findings.map((finding: { rule: string }) => finding.rule)).toEqual(['server-hook'])
    const warningsOnly = ['findings', '--rules', 'index-key']
    expect((await runMain(warningsOnly, project)).status).toBe(0)
    expect((await runMain([...warningsOnly, '--max-warnings', '1'], project)).status).toBe(0)
    const over = await runMain([...warningsOnly, '--max-warnings', '0'], project)
    expect(over.status).toBe(1)
    expect(over.stderr).toBe('flawless-react: 1 warning, more than --max-warnings 0 allows.\n')
  })

  it('--quiet hides warnings but --max-warnings still counts them, as ESLint does', async () => {
    const project = path.join(monorepo(), 'apps/web')
    const warningsOnly = ['findings', '--rules', 'index-key', '--quiet']
    const quiet = await runMain([...warningsOnly, '--json'], project)
    expect(quiet.status).toBe(0)
    expect(JSON.parse(quiet.stdout).findings).toEqual([])
    const over = await runMain([...warningsOnly, '--max-warnings', '0', '--json'], project)
    expect(over.status).toBe(1)
    expect(JSON.parse(over.stdout).findings).toEqual([])
    expect(over.stderr).toBe('flawless-react: 1 warning, more than --max-warnings 0 allows.\n')
    expect((await runMain([...warningsOnly, '--max-warnings', '1'], project)).status).toBe(0)
  })

  it.each([
    [['--format', 'junit'], 'The option "--format" takes one of stylish, json, sarif, github, markdown, not "junit".'],
    [['--format', 'sarif', '--json'], 'The options "--format" and "--json" cannot be given together.'],
    [['-x'], 'Unknown option "-x" for "flawless-react findings".'],
  ])('exits 2 on %j', async (args, message) => {
    const run = await runMain(['findings', ...args], path.join(monorepo(), 'apps/web'))
    expect(run.status).toBe(2)
    expect(run.stderr.startsWith(`flawless-react: ${message}`)).toBe(true)
  })
})

describe('flawless-react findings over a whole project', () => {
  /** 501 clean files sorted before the one with an error: the analyser's default cap would stop short of it. */
  function largeProject(): string {
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5' } }),
      'src/zz-list.tsx':
        "import { useState } from 'react'\n\n" +
        'export function List({ items }: { items: string[] }) {\n' +
        '  if (items.length === 0) return null\n' +
        '  const [open] = useState(false)\n' +
        '  return <ul hidden={open}>{items.map((item) => <li key={item}>{item}</li>)}</ul>\n}\n',
    }
    for (let index = 0; index < 501; index++)
      files[`src/part-${String(index).padStart(3, '0')}.tsx`] = `export const Part${index} = () => <p>${index}</p>\n`
    return writeProject(files)
  }

  it('checks every entry file by default, where an agent’s default cap of 500 would miss the last', async () => {
    const project = largeProject()
    const run = await runMain(['findings', '--json', '--rules', 'conditional-hook'], project)
    const result = JSON.parse(run.stdout)
    expect(result.entries_skipped).toBeUndefined()
    expect(result.findings.map((finding: { file: string }) => finding.file)).toEqual(['src/zz-list.tsx'])
    expect(run.status).toBe(1)
  })

  it('with a cap, says so first and exits 1 unless --allow-partial', async () => {
    const project = largeProject()
    const capped = await runMain(['findings', '--rules', 'conditional-hook', '--max-entries', '500'], project)
    expect(capped.status).toBe(1)
    expect(capped.stdout.split('\n')[0]).toBe(
      'Partial check: 2 entry files not checked because of the max_entries cap; the findings below cover the rest.',
    )
    expect(capped.stderr).toContain('2 entry files were not checked, so the check exits 1.')
    const json = JSON.parse((await runMain(['findings', '--json', '--max-entries', '500'], project)).stdout)
    expect(Object.keys(json).slice(0, 2)).toEqual(['note', 'entries_skipped'])
    const allowed = await runMain(
      ['findings', '--rules', 'conditional-hook', '--max-entries', '500', '--allow-partial'],
      project,
    )
    expect(allowed.status).toBe(0)
  })

  it('reads a config written as ESLint writes it: "warn", and 0, 1, 2 for off, warning, error', async () => {
    const project = writeProject({
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5' } }),
      'flawless.config.json': JSON.stringify({ rules: { 'conditional-hook': 'warn', 'index-key': 2, 'img-alt': 0 } }),
      'src/gallery.tsx':
        "import { useState } from 'react'\n\n" +
        'export function Gallery({ urls }: { urls: string[] }) {\n' +
        '  if (urls.length === 0) return null\n' +
        '  const [open] = useState(false)\n' +
        '  return <ul hidden={open}>{urls.map((url, index) => <li key={index}><img src={url} /></li>)}</ul>\n}\n',
    })
    const run = await runMain(['findings', '--json'], project)
    expect(run.stderr).toBe('')
    expect(run.status).toBe(1)
    expect(
      JSON.parse(run.stdout).findings.map((finding: { rule: string; severity: string; line: number }) => [
        finding.rule,
        finding.severity,
        finding.line,
      ]),
    ).toEqual([
      ['conditional-hook', 'warning', 5],
      ['index-key', 'error', 6],
    ])
  })

  it('exits 2 when the project is configured twice, naming both places', async () => {
    const project = writeProject({
      'package.json': JSON.stringify({
        dependencies: { react: '19.1.0', vite: '6.3.5' },
        flawless: { rules: { 'index-key': 'off' } },
      }),
      'flawless.config.json': JSON.stringify({ ignores: ['src/legacy'] }),
      'src/app.tsx': 'export const App = () => <main />\n',
    })
    const run = await runMain(['findings'], project)
    expect(run.status).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(
      'flawless-react: INVALID_CONFIG: The project is configured twice: by flawless.config.json and by the ' +
        '"flawless" key of package.json. Keep one: move the settings into flawless.config.json and remove the ' +
        '"flawless" key from package.json, or delete flawless.config.json.\n',
    )
  })

  it('exits 2 naming a typo’d key of the config file', async () => {
    const project = writeProject({
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5' } }),
      'flawless.config.json': JSON.stringify({ rules: {}, maxEntires: 10 }),
      'src/app.tsx': 'export const App = () => <main />\n',
    })
    const run = await runMain(['findings'], project)
    expect(run.status).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr).toBe(
      'flawless-react: INVALID_CONFIG: Unknown key "maxEntires" in flawless.config.json. Did you mean "maxEntries"? ' +
        'The keys are $schema, rules, ignores, maxEntries, out, tasks, props, stubs, a11y.\n',
    )
  })
})
