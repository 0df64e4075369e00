import { existsSync, symlinkSync } from 'node:fs'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeSuite } from '../../analyser/suites/header.js'
import { runMain } from '../helpers/cli.js'
import { connectInMemory, getText, type McpSession } from '../helpers/mcp.js'
import { writeProject } from '../helpers/temp-project.js'

/**
 * The root wall on a real file system: a project in a temporary folder beside another
 * one, linked to it every way a checkout can be, asked through the CLI and the MCP read
 * tools. Every outside file holds MARK as a component's name or as text, so an answer
 * that read one, or quoted it in an error, shows it.
 */
const MARK = 'Outside7f3a9c'

let project: string
let outsideName: string
let session: McpSession

beforeAll(async () => {
  const outside = writeProject({
    'secret.tsx': `export const ${MARK} = () => <p>${MARK}</p>\n`,
    'guide.md': `\`\`\`sh\nflawless-react analyse ${MARK}\n\`\`\`\n`,
    passwd: `root:${MARK}:0:0:root:/root:/bin/bash\n`,
    'package.json': JSON.stringify({ name: MARK, dependencies: { next: '15.0.0', react: '19.0.0' } }),
    'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { [`@${MARK}/*`]: ['./*'] } } }),
    'suites/perf-harness/app.perf.test.tsx': composeSuite(
      { generator: '0.1.0', task: 'perf-harness', source: 'src/app.tsx', component: 'App', sourceHash: '0' },
      `// TODO(flawless): ${MARK}\n`,
    ),
    'packages/ui/package.json': JSON.stringify({ name: '@outside/ui', main: 'index.tsx' }),
    'packages/ui/index.tsx': `export const Button = () => <button>${MARK}</button>\n`,
  })
  outsideName = path.basename(outside)
  project = writeProject({
    'package.json': JSON.stringify({
      name: 'shop',
      workspaces: [`../${outsideName}/packages/*`, '../*'],
      dependencies: { react: '19.0.0' },
    }),
    'app/page.tsx':
      "import { Button } from '@outside/ui'\n\nexport default function Page() {\n  return <Button />\n}\n",
    'src/app.tsx': 'export const App = () => <p>shop</p>\n',
    'docs/usage.md': '```sh\nflawless-react analyse src\n```\n',
    'tests/flawless/perf-harness/climb.perf.test.tsx': composeSuite(
      {
        generator: '0.1.0',
        task: 'perf-harness',
        source: `../${outsideName}/secret.tsx`,
        component: 'Secret',
        sourceHash: '0',
      },
      '// TODO(flawless): the header names a source outside root\n',
    ),
  })
  const link = (target: string, name: string): void => symlinkSync(target, path.join(project, name))
  link(outside, 'linkdir')
  link('..', 'up')
  link(path.join(outside, 'secret.tsx'), 'src/keys.tsx')
  link(path.join(outside, 'passwd'), 'passwd.json')
  link(path.join(outside, 'suites'), 'linkout')
  link(path.join(outside, 'tsconfig.json'), 'tsconfig.json')
  link(path.join(outside, 'nowhere'), 'dangling')
  link('loopB', 'loopA')
  link('loopA', 'loopB')
  session = await connectInMemory()
})
afterAll(async () => {
  await session.close()
})

/**
 * The commands a hostile caller would try, each with the exit code it must get. OUT stands
 * for the outside folder's name, TMP for the absolute folder both projects are in.
 */
const ATTACKS: { args: string[]; status: number }[] = [
  { args: ['analyse', '{app,../OUT}/*.tsx', '--json'], status: 0 },
  { args: ['analyse', '{src,TMP/OUT}/*.tsx', '--json'], status: 0 },
  { args: ['analyse', '..{,}/OUT/*.tsx'], status: 2 },
  { args: ['analyse', '{src,linkdir}/**/*.tsx', '--json'], status: 0 },
  { args: ['analyse', 'linkdir/*.tsx'], status: 2 },
  { args: ['analyse', 'linkdir/secret.tsx'], status: 2 },
  { args: ['analyse', 'up/OUT/*'], status: 2 },
  { args: ['analyse', 'up/**/*.tsx'], status: 2 },
  { args: ['analyse', 'src/keys.tsx'], status: 2 },
  { args: ['analyse', '{/etc,TMP}/*'], status: 2 },
  { args: ['analyse', '**/*.tsx', '--json'], status: 0 },
  { args: ['analyse', 'loopA/**'], status: 4 },
  { args: ['analyse', '{src,loopA}/**/*.tsx', '--json'], status: 0 },
  { args: ['findings', 'linkdir/*.tsx'], status: 2 },
  { args: ['findings', '--json'], status: 0 },
  { args: ['tree', '--roots', '{app,linkdir}/*.tsx,up/OUT/secret.tsx'], status: 2 },
  { args: ['tree', '--roots', '{app,linkdir}/*.tsx', '--json'], status: 0 },
  { args: ['status', '--json'], status: 0 },
  { args: ['status', '--out', 'linkout'], status: 2 },
  { args: ['plan', '--out', 'linkout'], status: 2 },
  { args: ['plan', '--props', 'passwd.json'], status: 2 },
  { args: ['plan', '--props', 'linkdir/passwd'], status: 2 },
  { args: ['plan', '--tasks', 'e2e', '--routes', 'passwd.json'], status: 2 },
  { args: ['--props', 'passwd.json', '--ci', '--json'], status: 2 },
  { args: ['--out', 'linkout', '--ci', '--json'], status: 2 },
  { args: ['--roots', 'linkdir/*.tsx', '--ci', '--json'], status: 2 },
  // A symlink to nothing: a write through it would fail (exit 5 before) or land anywhere; a read finds nothing.
  { args: ['--out', 'dangling', '--ci', '--json'], status: 2 },
  { args: ['plan', '--out', 'dangling/suites'], status: 2 },
  { args: ['status', '--out', 'dangling', '--json'], status: 0 },
  { args: ['check-docs', '{TMP/OUT,docs}/*.md'], status: 0 },
  { args: ['check-docs', 'linkdir'], status: 2 },
  { args: ['check-docs', 'up/OUT/guide.md'], status: 2 },
]

describe('the root is a wall on a real file system, symlinks included', () => {
  it.each(ATTACKS.map((attack) => ({ ...attack, name: attack.args.join(' ') })))(
    '$name: exit $status, nothing from outside in the answer',
    async ({ args, status }) => {
      const words = args.map((word) => word.replaceAll('TMP', path.dirname(project)).replaceAll('OUT', outsideName))
      const run = await runMain(words, project)
      expect(run.stdout + run.stderr).not.toContain(MARK)
      expect(run.status, run.stderr).toBe(status)
      if (status === 2) expect(run.stderr).toMatch(/^flawless-react: PATH_OUTSIDE_ROOT: /)
    },
  )

  it('refuses to write through a symlink to nothing, naming it, and creates nothing where it points', async () => {
    const run = await runMain(['--out', 'dangling/suites', '--ci', '--json'], project)
    expect(run.stderr).toBe(
      'flawless-react: PATH_OUTSIDE_ROOT: The out "dangling/suites" goes through "dangling", a symbolic link to a ' +
        `path that does not exist, so it cannot be held inside the root "${project}". ` +
        'Remove the link "dangling", or point it at a path inside root.\n',
    )
    expect(existsSync(path.join(path.dirname(project), outsideName, 'nowhere'))).toBe(false)
  })

  it('keeps the inside part of a glob that reaches out, and names what it dropped', async () => {
    const run = await runMain(['analyse', '{app,src,linkdir}/*.tsx', '--json'], project)
    const result = JSON.parse(run.stdout)
    expect(result.components.map((component: { file: string }) => component.file)).toEqual([
      'app/page.tsx',
      'src/app.tsx',
    ])
    expect(result.note).toBe('1 path the entry reached leads outside the root and was not read: linkdir.')
    // The workspace outside root is not the project's: its package stays an import of a package.
    expect(result.components[0].children).toMatchObject([{ component: 'Button', file: null, module: '@outside/ui' }])
  })

  it('status reads neither the linked package.json nor the suite source named outside root', async () => {
    const run = await runMain(['status', '--json'], project)
    const status = JSON.parse(run.stdout)
    expect(status.inventory.generated).toMatchObject([{ source: `../${outsideName}/secret.tsx`, stale: true }])
    // The outside package.json is a Next.js app's: the workspace "../*" does not make it the project's.
    expect(status.framework).toEqual({ name: 'unknown', version: null, router: null })
    expect(status.errors).toEqual([])
  })

  it('a symlink loop is an errors entry naming the folder, never exit 5', async () => {
    const run = await runMain(['analyse', '{src,loopA}/**/*.tsx', '--json'], project)
    expect(JSON.parse(run.stdout).errors).toEqual([
      {
        file: 'loopA',
        line: 0,
        column: 0,
        message:
          'The folder could not be read (ELOOP: a loop of symbolic links); the files under it were not analysed.',
      },
    ])
  })

  it('the MCP read tools refuse the same paths, and quote nothing from outside', async () => {
    const calls: [string, Record<string, unknown>, boolean][] = [
      ['flawless_analyse', { root: project, entry: 'linkdir/*.tsx' }, true],
      ['flawless_analyse', { root: project, entry: '{app,linkdir}/*.tsx' }, false],
      ['flawless_findings', { root: project, entry: `up/${outsideName}/secret.tsx` }, true],
      ['flawless_tree', { root: project, roots: ['{src,../outside}/*.tsx'] }, false],
      ['flawless_project_status', { root: project, out: 'linkout' }, true],
      ['flawless_plan', { root: project, props: 'passwd.json' }, true],
      ['flawless_check_docs', { root: project, files: ['linkdir/*.md'] }, true],
    ]
    for (const [tool, args, refused] of calls) {
      const result = await session.call(tool, args)
      expect(getText(result)).not.toContain(MARK)
      expect(result.isError, `${tool} ${JSON.stringify(args)}`).toBe(refused)
      if (refused) expect(getText(result)).toMatch(/^PATH_OUTSIDE_ROOT/)
    }
  })
})
