import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Analyser, type AnalyserFileSystem, isAnalyserError } from '../../analyser/index.js'
import { createProject, ROOT } from '../helpers/memfs-project.js'

const FILES = {
  'package.json': '{ "dependencies": { "react": "19.0.0" } }',
  'src/app.tsx': "import { Badge } from './widgets/badge'\n\nexport const App = () => <Badge />\n",
  'src/widgets/badge.tsx': 'export const Badge = () => <span>new</span>\n',
  'private/keys.tsx': 'export const Keys = () => <p>keys</p>\n',
  'docs/usage.md': '```sh\nflawless-react analyse src\n```\n',
}

/**
 * The project on a file system that fails as a real one does: `denied` folders as a
 * mode-000 folder does for a user other than root (listing and everything under it EACCES),
 * `replaced` folders as one swapped for a file between its parent's listing and its own
 * (ENOTDIR). Tests may run as root, which no mode stops, so the failures are injected.
 */
function createFailingProject(failures: { denied?: string[]; replaced?: string[] }): {
  analyser: Analyser
  fs: AnalyserFileSystem
} {
  const { fs: memory, volume } = createProject(FILES)
  volume.symlinkSync(`${ROOT}/loopB`, `${ROOT}/loopA`)
  volume.symlinkSync(`${ROOT}/loopA`, `${ROOT}/loopB`)
  const denied = (failures.denied ?? []).map((folder) => path.join(ROOT, folder))
  const replaced = (failures.replaced ?? []).map((folder) => path.join(ROOT, folder))
  const fail = (code: string, call: string, file: string): never => {
    throw Object.assign(new Error(`${code}: ${call} '${file}'`), { code })
  }
  const guard = (call: string, file: string, listing: boolean): void => {
    if (denied.some((folder) => file.startsWith(`${folder}/`) || (listing && file === folder)))
      fail('EACCES', call, file)
    if (listing && replaced.includes(file)) fail('ENOTDIR', call, file)
  }
  const fs: AnalyserFileSystem = {
    readFileSync: (file, encoding) => (guard('open', file, false), memory.readFileSync(file, encoding)),
    statSync: (file) => (guard('stat', file, false), memory.statSync(file)),
    lstatSync: (file) => (guard('lstat', file, false), memory.lstatSync(file)),
    readdirSync: (file, options) => (guard('scandir', file, true), memory.readdirSync(file, options)),
    realpathSync: (file) => (guard('realpath', file, false), memory.realpathSync(file)),
  }
  return { analyser: new Analyser({ fs }), fs }
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

const DENIED = {
  file: 'private',
  line: 0,
  column: 0,
  message: 'The folder could not be read (EACCES: permission denied); the files under it were not analysed.',
}
const REPLACED = {
  file: 'src/widgets',
  line: 0,
  column: 0,
  message: 'The folder could not be read (ENOTDIR: not a folder); the files under it were not analysed.',
}

describe('folders that cannot be listed are errors entries, never an internal error', () => {
  it('EACCES: a folder the user may not list is an errors entry in every read, and the rest is analysed', () => {
    const { analyser } = createFailingProject({ denied: ['private'] })
    const analysed = analyser.analyse({ root: ROOT, entry: 'src' })
    expect(analysed.errors).toEqual([DENIED])
    expect(analysed.components.map((component) => component.component)).toEqual(['App', 'Badge'])
    expect(analyser.findings({ root: ROOT }).errors).toEqual([DENIED])
    expect(analyser.tree({ root: ROOT, roots: ['src/app.tsx'] }).errors).toEqual([DENIED])
    expect(analyser.status({ root: ROOT }).errors).toEqual([DENIED])
    expect(analyser.plan({ root: ROOT }).suites.map((suite) => suite.component)).toEqual(['App', 'Badge'])
    expect(analyser.checkDocs({ root: ROOT }).note).toBe(
      'Folders that could not be read were not checked: private (EACCES).',
    )
  })

  it('EACCES: an entry under the folder matches nothing, and the answer says which folder could not be read', () => {
    const { analyser } = createFailingProject({ denied: ['private'] })
    expect(refusal(() => analyser.analyse({ root: ROOT, entry: 'private/**' }))).toBe(
      'NOTHING_MATCHED: The entry "private/**" matched no source file. ' +
        'Folders that could not be read: "private" (EACCES).',
    )
    expect(refusal(() => analyser.analyse({ root: ROOT, entry: 'private' }))).toBe(
      'NOTHING_MATCHED: The entry "private" matched no source file. ' +
        'Folders that could not be read: "private" (EACCES).',
    )
  })

  it('ELOOP: loopA and loopB link each other; loopA/** matches nothing, naming loopA; {src,loopA} keeps src', () => {
    const { analyser } = createFailingProject({})
    expect(refusal(() => analyser.analyse({ root: ROOT, entry: 'loopA/**' }))).toBe(
      'NOTHING_MATCHED: The entry "loopA/**" matched no source file. Folders that could not be read: "loopA" (ELOOP).',
    )
    const analysed = analyser.analyse({ root: ROOT, entry: '{src,loopA}/**/*.tsx' })
    expect(analysed.errors).toEqual([
      {
        file: 'loopA',
        line: 0,
        column: 0,
        message:
          'The folder could not be read (ELOOP: a loop of symbolic links); the files under it were not analysed.',
      },
    ])
    expect(analysed.components.map((component) => component.component)).toEqual(['App', 'Badge'])
    // The whole project's listing never follows a symlinked folder, so the loop costs it nothing.
    expect(analyser.analyse({ root: ROOT, entry: 'src' }).errors).toEqual([])
  })

  it('ENOTDIR mid-walk: a folder replaced by a file after its parent was listed is an errors entry', () => {
    const { analyser } = createFailingProject({ replaced: ['src/widgets'] })
    const analysed = analyser.analyse({ root: ROOT, entry: 'src/**/*.tsx' })
    expect(analysed.errors).toEqual([REPLACED])
    expect(analysed.components.map((component) => [component.component, component.children[0]?.file])).toEqual([
      ['App', null],
    ])
  })
})
