import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Analyser, type AnalyserFileSystem, isAnalyserError } from '../../analyser/index.js'
import { composeSuite } from '../../analyser/suites/header.js'
import { createProject, ROOT } from '../helpers/memfs-project.js'

/** One call the analyser makes on its file system, as a test watches it. */
interface Touch {
  method: 'readFileSync' | 'statSync' | 'lstatSync' | 'readdirSync'
  path: string
}

const SECRET = 'export const Secret = () => <p>launch codes</p>\n'
const PASSWD = 'root:x:0:0:root:/root:/bin/bash\n'
const SUITE = composeSuite(
  {
    generator: '0.1.0',
    task: 'perf-harness',
    source: 'src/app.tsx',
    component: 'App',
    sourceHash: '0000000000000000',
  },
  "// TODO(flawless): the suite outside root's own marker\n",
)

/**
 * A project at /project with a neighbour at /outside and the links a hostile or careless
 * tree holds: a folder and a file linked out, `up -> ..`, a props file linked to
 * /etc/passwd, an out folder linked out. Every read is recorded, so a test can check that
 * nothing outside root was listed, looked at or read.
 */
function createWalledProject(
  files: Record<string, string> = {},
  links: Record<string, string> = {},
): {
  analyser: Analyser
  touched: Touch[]
  readOutside: () => string[]
} {
  const { fs: memory, volume } = createProject({
    'package.json': '{ "name": "shop", "dependencies": { "react": "19.0.0" } }',
    'app/page.tsx': 'export default function Page() {\n  return <main />\n}\n',
    'src/app.tsx': 'export const App = () => <p>shop</p>\n',
    'docs/usage.md': '```sh\nflawless-react analyse src\n```\n',
    ...files,
  })
  const outside = {
    '/outside/secret.tsx': SECRET,
    '/outside/guide.md': '```sh\nflawless-react analyse secret\n```\n',
    '/outside/props.json': '{ "src/app.tsx#App": {} }',
    '/outside/package.json': '{ "name": "elsewhere", "dependencies": { "next": "15.0.0" } }',
    '/outside/tsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["./*"] } } }',
    '/outside/pnpm-workspace.yaml': 'packages:\n  - ../outside-packages/*\n',
    '/outside/suites/perf-harness/app.perf.test.tsx': SUITE,
    '/outside-packages/ui/package.json': '{ "name": "@outside/ui", "main": "index.tsx" }',
    '/outside-packages/ui/index.tsx': 'export const Button = () => <button />\n',
    '/etc/passwd': PASSWD,
  }
  for (const [file, text] of Object.entries(outside)) {
    volume.mkdirSync(path.dirname(file), { recursive: true })
    volume.writeFileSync(file, text)
  }
  volume.symlinkSync('/outside', `${ROOT}/linkdir`)
  volume.symlinkSync('..', `${ROOT}/up`)
  volume.symlinkSync('/outside/secret.tsx', `${ROOT}/src/keys.tsx`)
  volume.symlinkSync('/etc/passwd', `${ROOT}/passwd.json`)
  volume.symlinkSync('/outside/suites', `${ROOT}/linkout`)
  for (const [link, target] of Object.entries(links)) {
    volume.mkdirSync(path.dirname(`${ROOT}/${link}`), { recursive: true })
    volume.rmSync(`${ROOT}/${link}`, { force: true })
    volume.symlinkSync(target, `${ROOT}/${link}`)
  }
  const touched: Touch[] = []
  const watch =
    <A extends unknown[], R>(method: Touch['method'], call: (file: string, ...rest: A) => R) =>
    (file: string, ...rest: A): R => {
      touched.push({ method, path: file })
      return call(file, ...rest)
    }
  const fs: AnalyserFileSystem = {
    readFileSync: watch('readFileSync', (file, encoding: 'utf8') => memory.readFileSync(file, encoding)),
    statSync: watch('statSync', (file) => memory.statSync(file)),
    lstatSync: watch('lstatSync', (file) => memory.lstatSync(file)),
    readdirSync: watch('readdirSync', (file, options: { withFileTypes: true }) => memory.readdirSync(file, options)),
    realpathSync: (file) => memory.realpathSync(file),
  }
  // Where a call really lands: lstat looks at the link itself, the others follow it. A probe of
  // a path the volume does not hold (the prerequisites look for a browser on the machine) finds nothing.
  const isOutside = (file: string): boolean => {
    const relative = path.relative(ROOT, file)
    return relative === '..' || relative.startsWith('../') || path.isAbsolute(relative)
  }
  const landsOutside = (touch: Touch): boolean => {
    const followed = touch.method === 'lstatSync' ? path.dirname(touch.path) : touch.path
    let real: string
    try {
      real = memory.realpathSync(followed)
    } catch {
      return false
    }
    return isOutside(touch.path) || isOutside(real)
  }
  return {
    analyser: new Analyser({ fs }),
    touched,
    readOutside: () => touched.filter(landsOutside).map((touch) => `${touch.method} ${touch.path}`),
  }
}

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (isAnalyserError(error)) return `${error.code}: ${error.message}`
    throw error
  }
  return 'answered'
}

const OUTSIDE = (what: string, input: string): string =>
  `PATH_OUTSIDE_ROOT: The ${what} "${input}" resolves outside the root "/project".`

/** Attacks on the entry of analyse: each refused, or answered with what lies inside and a note. */
const ENTRY_ATTACKS: { entry: string; answer: string | { files: string[]; note: string } }[] = [
  {
    entry: '{app,../outside}/*.tsx',
    answer: {
      files: ['app/page.tsx'],
      note: '1 path the entry reached leads outside the root and was not read: ../outside.',
    },
  },
  {
    entry: '{/outside,app}/*.tsx',
    answer: {
      files: ['app/page.tsx'],
      note: '1 path the entry reached leads outside the root and was not read: ../outside.',
    },
  },
  {
    entry: '{src,linkdir}/**/*.tsx',
    answer: {
      files: ['src/app.tsx'],
      note: '1 path the entry reached leads outside the root and was not read: linkdir.',
    },
  },
  { entry: '..{,}/outside/*.tsx', answer: OUTSIDE('entry', '..{,}/outside/*.tsx') },
  // fast-glob keeps this one whole and matches it against what root holds: nothing, and nothing outside is read.
  {
    entry: '{..,app}/{..,app}/outside/*.tsx',
    answer: 'NOTHING_MATCHED: The entry "{..,app}/{..,app}/outside/*.tsx" matched no source file.',
  },
  { entry: '{src/../..,app}/outside/*.tsx', answer: OUTSIDE('entry', '{src/../..,app}/outside/*.tsx') },
  { entry: '{/etc,/outside}/*', answer: OUTSIDE('entry', '{/etc,/outside}/*') },
  { entry: 'linkdir/*.tsx', answer: OUTSIDE('entry', 'linkdir/*.tsx') },
  { entry: 'linkdir', answer: OUTSIDE('entry', 'linkdir') },
  { entry: 'linkdir/secret.tsx', answer: OUTSIDE('entry', 'linkdir/secret.tsx') },
  { entry: 'up/outside/*', answer: OUTSIDE('entry', 'up/outside/*') },
  { entry: 'up/outside/secret.tsx', answer: OUTSIDE('entry', 'up/outside/secret.tsx') },
  { entry: 'up/**/*.tsx', answer: OUTSIDE('entry', 'up/**/*.tsx') },
  { entry: 'src/keys.tsx', answer: OUTSIDE('entry', 'src/keys.tsx') },
  { entry: '/outside/*.tsx', answer: OUTSIDE('entry', '/outside/*.tsx') },
  { entry: '**/../../outside/*.tsx', answer: OUTSIDE('entry', '**/../../outside/*.tsx') },
]

describe('the root is a wall', () => {
  for (const attack of ENTRY_ATTACKS) {
    it(`analyse "${attack.entry}": ${typeof attack.answer === 'string' ? 'refused' : 'the inside part only'}`, () => {
      const { analyser, readOutside } = createWalledProject()
      if (typeof attack.answer === 'string') {
        expect(refusal(() => analyser.analyse({ root: ROOT, entry: attack.entry }))).toBe(attack.answer)
      } else {
        const result = analyser.analyse({ root: ROOT, entry: attack.entry })
        expect({ files: result.components.map((component) => component.file), note: result.note }).toEqual(
          attack.answer,
        )
      }
      expect(readOutside()).toEqual([])
    })
  }

  it('tree, findings and plan take their roots and entries through the same wall', () => {
    const { analyser, readOutside } = createWalledProject()
    const tree = analyser.tree({ root: ROOT, roots: ['{app,../outside}/*.tsx'] })
    expect({ roots: tree.trees.map((node) => node.component), note: tree.note }).toEqual({
      roots: ['Page'],
      note: '1 path the entry reached leads outside the root and was not read: ../outside.',
    })
    expect(refusal(() => analyser.findings({ root: ROOT, entry: 'linkdir/*.tsx' }))).toBe(
      OUTSIDE('entry', 'linkdir/*.tsx'),
    )
    expect(refusal(() => analyser.plan({ root: ROOT, roots: ['up/outside/*'] }))).toBe(OUTSIDE('entry', 'up/outside/*'))
    // A whole-project listing never enters a symlinked folder, and never lists a symlinked file.
    expect(analyser.analyse({ root: ROOT, entry: '**/*.tsx' }).components.map((component) => component.file)).toEqual([
      'app/page.tsx',
      'src/app.tsx',
    ])
    expect(readOutside()).toEqual([])
  })

  it('--props and --routes: a link to /etc/passwd is refused unread; bad JSON is named by position, not quoted', () => {
    const { analyser, readOutside } = createWalledProject({ 'fixtures/broken.json': PASSWD })
    expect(refusal(() => analyser.plan({ root: ROOT, props: 'passwd.json' }))).toBe(
      OUTSIDE('props file', 'passwd.json'),
    )
    expect(refusal(() => analyser.plan({ root: ROOT, props: 'linkdir/props.json' }))).toBe(
      OUTSIDE('props file', 'linkdir/props.json'),
    )
    expect(refusal(() => analyser.plan({ root: ROOT, props: 'up/etc/passwd' }))).toBe(
      OUTSIDE('props file', 'up/etc/passwd'),
    )
    expect(refusal(() => analyser.plan({ root: ROOT, props: 'fixtures/broken.json' }))).toBe(
      'INVALID_ARGUMENT: The props file "fixtures/broken.json" is not JSON (line 1, column 1).',
    )
    expect(refusal(() => analyser.plan({ root: ROOT, tasks: ['e2e'], routes: 'passwd.json' }))).toBe(
      OUTSIDE('routes file', 'passwd.json'),
    )
    expect(refusal(() => analyser.plan({ root: ROOT, tasks: ['e2e'], routes: 'up/etc/passwd' }))).toBe(
      OUTSIDE('routes file', 'up/etc/passwd'),
    )
    expect(refusal(() => analyser.plan({ root: ROOT, tasks: ['e2e'], routes: 'fixtures/broken.json' }))).toBe(
      'INVALID_ARGUMENT: The routes file "fixtures/broken.json" is not JSON (line 1, column 1).',
    )
    expect(refusal(() => analyser.plan({ root: ROOT, tasks: ['load'], loadFixtures: 'passwd.json' }))).toBe(
      OUTSIDE('load fixtures file', 'passwd.json'),
    )
    expect(refusal(() => analyser.plan({ root: ROOT, tasks: ['load'], loadFixtures: 'fixtures/broken.json' }))).toBe(
      'INVALID_ARGUMENT: The load fixtures file "fixtures/broken.json" is not JSON (line 1, column 1).',
    )
    expect(readOutside()).toEqual([])
  })

  it('--out: a folder linked out of root is refused by status and plan, before a suite under it is listed', () => {
    const { analyser, readOutside } = createWalledProject()
    expect(refusal(() => analyser.status({ root: ROOT, out: 'linkout' }))).toBe(OUTSIDE('out', 'linkout'))
    expect(refusal(() => analyser.status({ root: ROOT, out: 'linkout/new-suites' }))).toBe(
      OUTSIDE('out', 'linkout/new-suites'),
    )
    expect(refusal(() => analyser.plan({ root: ROOT, out: 'linkout' }))).toBe(OUTSIDE('out', 'linkout'))
    expect(refusal(() => analyser.plan({ root: ROOT, out: 'up/outside' }))).toBe(OUTSIDE('out', 'up/outside'))
    expect(readOutside()).toEqual([])
  })

  it('--out through a symlink to nothing: plan refuses it, naming the link; status reads nothing there', () => {
    const { analyser, readOutside } = createWalledProject({}, { dangling: '/outside/nowhere' })
    expect(refusal(() => analyser.plan({ root: ROOT, out: 'dangling/suites' }))).toBe(
      'PATH_OUTSIDE_ROOT: The out "dangling/suites" goes through "dangling", a symbolic link to a path that does ' +
        'not exist, so it cannot be held inside the root "/project".',
    )
    expect(refusal(() => analyser.plan({ root: ROOT, out: 'dangling' }))).toBe(
      'PATH_OUTSIDE_ROOT: The out "dangling" is a symbolic link to a path that does not exist, so it cannot be held ' +
        'inside the root "/project".',
    )
    expect(analyser.status({ root: ROOT, out: 'dangling' }).inventory.generated).toEqual([])
    expect(readOutside()).toEqual([])
  })

  it('a task folder under out linked out of root: plan refuses to write through it, status does not list it', () => {
    const { analyser, readOutside } = createWalledProject({}, { 'tests/flawless/perf-harness': '/outside/suites' })
    expect(refusal(() => analyser.plan({ root: ROOT }))).toBe(
      OUTSIDE('suite', 'tests/flawless/perf-harness/app/page.Page.flawless.tsx'),
    )
    const status = analyser.status({ root: ROOT })
    expect({ generated: status.inventory.generated, todo: status.inventory.todo_markers }).toEqual({
      generated: [],
      todo: [],
    })
    expect(readOutside()).toEqual([])
  })

  it("package.json, tsconfig.json and pnpm-workspace.yaml linked out of root are not the project's: never read", () => {
    const { analyser, readOutside } = createWalledProject(
      {},
      {
        'package.json': '/outside/package.json',
        'tsconfig.json': '/outside/tsconfig.json',
        'pnpm-workspace.yaml': '/outside/pnpm-workspace.yaml',
      },
    )
    const status = analyser.status({ root: ROOT })
    expect({ framework: status.framework, react: status.react }).toEqual({
      framework: { name: 'unknown', version: null, router: null },
      react: null,
    })
    expect(analyser.compileSettings({ root: ROOT })).toEqual({ missingExtends: [] })
    expect(readOutside()).toEqual([])
  })

  it('workspaces that climb out of root, written plainly or in braces, list no folder there', () => {
    for (const workspaces of [['../*'], ['../outside-packages/*'], ['{../outside-packages,packages}/*']]) {
      const { analyser, readOutside } = createWalledProject({
        'package.json': JSON.stringify({ name: 'shop', workspaces, dependencies: { react: '19.0.0' } }),
        'src/app.tsx': "import { Button } from '@outside/ui'\n\nexport const App = () => <Button />\n",
      })
      const [app] = analyser.analyse({ root: ROOT, entry: 'src/app.tsx' }).components
      expect(app!.children).toMatchObject([{ component: 'Button', file: null, module: '@outside/ui' }])
      expect(readOutside()).toEqual([])
    }
  })

  it('a suite header naming a source outside root: the suite is stale, the source never read', () => {
    const header = (source: string): string =>
      composeSuite(
        { generator: '0.1.0', task: 'perf-harness', source, component: 'Secret', sourceHash: '0000000000000000' },
        '// TODO(flawless): assert the secret renders\n',
      )
    const { analyser, readOutside } = createWalledProject({
      'tests/flawless/perf-harness/climb.perf.test.tsx': header('../outside/secret.tsx'),
      'tests/flawless/perf-harness/link.perf.test.tsx': header('linkdir/secret.tsx'),
      'tests/flawless/perf-harness/up.perf.test.tsx': header('up/outside/secret.tsx'),
    })
    const status = analyser.status({ root: ROOT })
    expect(status.inventory.generated.map((suite) => [suite.source, suite.stale])).toEqual([
      ['../outside/secret.tsx', true],
      ['linkdir/secret.tsx', true],
      ['up/outside/secret.tsx', true],
    ])
    expect(readOutside()).toEqual([])
  })

  it('check-docs takes its files through the wall: braces, stacked braces, links and absolute paths', () => {
    const { analyser, readOutside } = createWalledProject()
    const checked = analyser.checkDocs({ root: ROOT, files: ['{/outside,docs}/*.md'] })
    expect({ files: checked.files, note: checked.note }).toEqual({
      files: ['docs/usage.md'],
      note: 'Paths leading outside the root were not read: ../outside.',
    })
    const stacked = '{/{etc,outside},{/,/tmp/../}outside}/*'
    expect(refusal(() => analyser.checkDocs({ root: ROOT, files: [stacked] }))).toBe(OUTSIDE('file', stacked))
    expect(refusal(() => analyser.checkDocs({ root: ROOT, files: ['linkdir'] }))).toBe(OUTSIDE('file', 'linkdir'))
    expect(refusal(() => analyser.checkDocs({ root: ROOT, files: ['linkdir/*.md'] }))).toBe(
      OUTSIDE('file', 'linkdir/*.md'),
    )
    expect(refusal(() => analyser.checkDocs({ root: ROOT, files: ['up/outside/guide.md'] }))).toBe(
      OUTSIDE('file', 'up/outside/guide.md'),
    )
    expect(analyser.checkDocs({ root: ROOT }).files).toEqual(['docs/usage.md'])
    expect(readOutside()).toEqual([])
  })

  it('symlinks that stay inside root keep working', () => {
    const { analyser, readOutside } = createWalledProject(
      { 'shared/badge.tsx': 'export const Badge = () => <span>new</span>\n' },
      { 'src/widgets': '../shared', 'src/badge.tsx': '../shared/badge.tsx' },
    )
    expect(analyser.analyse({ root: ROOT, entry: 'src/widgets/*.tsx' }).components.map((c) => c.file)).toEqual([
      'src/widgets/badge.tsx',
    ])
    expect(analyser.analyse({ root: ROOT, entry: 'src/badge.tsx' }).components.map((c) => c.file)).toEqual([
      'src/badge.tsx',
    ])
    expect(readOutside()).toEqual([])
  })
})

describe('a path written while it is checked', () => {
  it('valid: a file written between the two looks (another run writing a backup) is no link to nothing', async () => {
    const { openRoot, assertRealPathInside } = await import('../../analyser/project/root.js')
    const { fs, volume } = createProject({ 'package.json': '{}' })
    const backup = 'tests/flawless/.backups/app.App.flawless.tsx.1'
    // realpath finds nothing; by the time the path itself is looked at, the other run has written it.
    let racing = true
    const racy: AnalyserFileSystem = {
      ...fs,
      realpathSync(target: string) {
        if (racing && target === path.join(ROOT, backup)) {
          racing = false
          volume.mkdirSync(path.dirname(target), { recursive: true })
          volume.writeFileSync(target, 'the other run\n')
          throw Object.assign(new Error(`ENOENT: ${target}`), { code: 'ENOENT' })
        }
        return fs.realpathSync(target)
      },
    }
    const projectRoot = openRoot(racy, ROOT)
    expect(() => assertRealPathInside(racy, projectRoot, backup, 'backup')).not.toThrow()
    // A real link to nothing is still refused.
    volume.symlinkSync('/nowhere', path.join(ROOT, 'tests/flawless/.backups/gone'))
    expect(() => assertRealPathInside(racy, projectRoot, 'tests/flawless/.backups/gone', 'backup')).toThrow(
      'is a symbolic link to a path that does not exist',
    )
  })
})
