import { describe, expect, it } from 'vitest'
import { AnalyserError, isAnalyserError } from '../../analyser/index.js'
import { createProject, ROOT } from '../helpers/memfs-project.js'

const FILES = {
  'package.json': '{}',
  'src/app.tsx': 'export const App = () => <main />\n',
}

function catchError(run: () => unknown): { code: string; message: string; hint: string } {
  try {
    run()
  } catch (error) {
    if (isAnalyserError(error)) return { code: error.code, message: error.message, hint: error.hint }
    throw error
  }
  throw new Error('expected the call to fail')
}

describe('analyse refuses what it must not read', () => {
  it('path outside root', async () => {
    const { analyser } = createProject(FILES)
    const refusals = {
      parentFolder: catchError(() => analyser.analyse({ root: ROOT, entry: '../other/src/app.tsx' })),
      parentGlob: catchError(() => analyser.analyse({ root: ROOT, entry: '../**/*.tsx' })),
      absoluteElsewhere: catchError(() => analyser.analyse({ root: ROOT, entry: '/etc/passwd' })),
      climbingGlob: catchError(() => analyser.analyse({ root: ROOT, entry: 'src/../../**/*.tsx' })),
    }
    await expect(`${JSON.stringify(refusals, null, 2)}\n`).toMatchFileSnapshot(
      '../../snapshots/analyser/scenarios/path-outside-root.json',
    )
    for (const refusal of Object.values(refusals)) expect(refusal.code).toBe('PATH_OUTSIDE_ROOT')
  })

  it('refuses a symlink that leads out of root, and never lists one found by a glob', () => {
    const { analyser, volume } = createProject(FILES)
    volume.mkdirSync('/outside/secrets', { recursive: true })
    volume.writeFileSync('/outside/secrets/keys.tsx', 'export const Keys = () => <p>secret</p>\n')
    volume.symlinkSync('/outside/secrets/keys.tsx', `${ROOT}/src/keys.tsx`)
    volume.symlinkSync('/outside/secrets', `${ROOT}/src/vault`)
    expect(catchError(() => analyser.analyse({ root: ROOT, entry: 'src/keys.tsx' })).code).toBe('PATH_OUTSIDE_ROOT')
    expect(catchError(() => analyser.analyse({ root: ROOT, entry: 'src/vault' })).code).toBe('PATH_OUTSIDE_ROOT')
    const result = analyser.analyse({ root: ROOT, entry: 'src/**/*.tsx' })
    expect(result.components.map((component) => component.file)).toEqual(['src/app.tsx'])
    expect(result.files_read).toBe(1)
  })

  it('names a missing root, an empty match, an excluded file and a bad max_entries', () => {
    const { analyser } = createProject(FILES)
    expect(catchError(() => analyser.analyse({ root: '/nowhere', entry: 'src' }))).toEqual({
      code: 'ROOT_NOT_FOUND',
      message: 'The root "/nowhere" is not a directory.',
      hint: 'Check the path; it must name the project folder that holds package.json.',
    })
    expect(catchError(() => analyser.analyse({ root: 'relative/root', entry: 'src' })).code).toBe('INVALID_ARGUMENT')
    expect(catchError(() => analyser.analyse({ root: ROOT, entry: 'lib/**/*.tsx' }))).toMatchObject({
      code: 'NOTHING_MATCHED',
      message: 'The entry "lib/**/*.tsx" matched no source file.',
    })
    expect(catchError(() => analyser.analyse({ root: ROOT, entry: 'package.json' }))).toMatchObject({
      code: 'NOTHING_MATCHED',
      message: 'The entry "package.json" is not a .tsx, .ts, .jsx, .js, .mjs or .cjs source.',
    })
    expect(catchError(() => analyser.analyse({ root: ROOT, entry: '' })).code).toBe('INVALID_ARGUMENT')
    expect(catchError(() => analyser.analyse({ root: ROOT, entry: 'src', maxEntries: 0 })).code).toBe(
      'INVALID_ARGUMENT',
    )
    expect(catchError(() => analyser.analyse({ root: ROOT, entry: 'src', maxEntries: 2.5 })).code).toBe(
      'INVALID_ARGUMENT',
    )
  })

  it('refuses an explicitly named file that a default exclude covers, saying which', () => {
    const { analyser } = createProject({ ...FILES, 'src/app.test.tsx': 'export const T = () => <p />\n' })
    expect(catchError(() => analyser.analyse({ root: ROOT, entry: 'src/app.test.tsx' }))).toMatchObject({
      code: 'NOTHING_MATCHED',
      message: 'The entry "src/app.test.tsx" is excluded by the default pattern "**/*.{test,spec}.*".',
    })
  })

  it('skips a file over 1 MiB with a note instead of parsing it', () => {
    const bundle = `export const data = "${'x'.repeat(1024 * 1024)}"\n`
    const { analyser } = createProject({ ...FILES, 'src/vendor/bundle.js': bundle })
    const result = analyser.analyse({ root: ROOT, entry: 'src/**' })
    expect(result.components.map((component) => component.component)).toEqual(['App'])
    expect(result.files_read).toBe(1)
    expect(result.note).toBe(
      '1 file is over 1 MiB and was not read (minified or generated code): src/vendor/bundle.js.',
    )
  })

  it('is an Error subclass callers can tell apart from bugs', () => {
    const error = new AnalyserError('ROOT_NOT_FOUND', 'm', 'h')
    expect(error).toBeInstanceOf(Error)
    expect(isAnalyserError(error)).toBe(true)
    expect(isAnalyserError(new Error('x'))).toBe(false)
  })
})
