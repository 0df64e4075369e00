import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Analyser, getBackupPath, hashText, parseSuite } from '../../analyser/index.js'
import { type RunDocument, generate } from '../../cli/generate/generate.js'
import { LOCK_STALE_MS, replaceSuite } from '../../cli/generate/replace-suite.js'
import { BIN } from '../helpers/cli.js'
import { writeProject } from '../helpers/temp-project.js'

const OUT = 'tests/flawless'
const VERSION = '0.1.0'

/** A Vite project with one small component a file, named as the suites will be. */
function writeShop(components: string[]): string {
  return writeProject({
    'package.json': JSON.stringify({ dependencies: { react: '19.2.0', vite: '6.3.5' } }),
    ...Object.fromEntries(
      components.map((component) => [
        `src/${component.toLowerCase()}.tsx`,
        `export function ${component}({ label }: { label: string }) {\n  return <p>{label}</p>\n}\n`,
      ]),
    ),
  })
}

function suiteOf(component: string): string {
  return `${OUT}/perf-harness/src/${component.toLowerCase()}.${component}.flawless.tsx`
}

/** `flawless-react [--force]` in process, as the CLI runs it with --ci --json. */
function generateIn(folder: string, options: { force?: boolean; onProgress?: (file: string) => void } = {}) {
  return generate(
    { root: folder, force: options.force === true, runTests: false },
    {
      version: VERSION,
      onOutput: () => {},
      ...(options.onProgress ? { onProgress: (_done, _total, file) => options.onProgress!(file) } : {}),
    },
  )
}

/** The built binary, started without waiting, so several runs overlap. */
function startForcedRun(folder: string): Promise<RunDocument> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, '--force', '--ci', '--json'], { cwd: folder })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(stdout) as RunDocument) : reject(new Error(`exit ${code}: ${stderr}`)),
    )
  })
}

function read(folder: string, file: string): string {
  return readFileSync(path.join(folder, file), 'utf8')
}

function listFiles(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Each edit a person can make to a generated suite's header, as the text replaced in it. */
const HEADER_EDITS: { component: string; name: string; find: RegExp; replace: string }[] = [
  { component: 'Avatar', name: 'a line added in the header', find: /\n \* component:/, replace: '\n * reviewed\n$&' },
  { component: 'Badge', name: 'the source-hash line changed', find: /source-hash: \w+/, replace: 'source-hash: 0' },
  { component: 'Banner', name: 'the component line changed', find: /component: \w+/, replace: 'component: Promo' },
  { component: 'Chip', name: 'the version line changed', find: /flawless-react \S+/, replace: 'flawless-react 0.0.9' },
  { component: 'Dialog', name: 'the closing line changed', find: /\n \*\/\n/, replace: '\n */ // reviewed\n' },
  { component: 'Footer', name: 'a field line removed', find: /\n \* task: .*/, replace: '' },
  { component: 'Menu', name: 'line endings turned to CRLF', find: /\n/g, replace: '\r\n' },
]

describe('regenerating suites', () => {
  it('reports every kind of header edit as edited, and --force backs each up before replacing it', async () => {
    const components = [...HEADER_EDITS.map((edit) => edit.component), 'Tooltip']
    const folder = writeShop(components)
    await generateIn(folder)
    const planted = new Map<string, string>()
    for (const edit of HEADER_EDITS) {
      const file = suiteOf(edit.component)
      const text = read(folder, file).replace(edit.find, edit.replace)
      writeFileSync(path.join(folder, file), text)
      planted.set(file, text)
    }

    const generated = new Analyser().status({ root: folder }).inventory.generated
    expect(generated.map(({ file, task, edited }) => ({ file, task, edited }))).toEqual(
      components.map((component) => ({
        file: suiteOf(component),
        // The suite whose task line was removed is still listed, and edited.
        task: component === 'Footer' ? '' : 'perf-harness',
        edited: component !== 'Tooltip',
      })),
    )

    const forced = await generateIn(folder, { force: true })
    expect(forced.backups).toEqual(
      HEADER_EDITS.map((edit) => ({
        file: suiteOf(edit.component),
        backup: getBackupPath(OUT, suiteOf(edit.component), hashText(planted.get(suiteOf(edit.component))!)),
      })),
    )
    for (const { file, backup } of forced.backups) expect(read(folder, backup)).toBe(planted.get(file))
    expect(new Analyser().status({ root: folder }).inventory.generated.filter((suite) => suite.edited)).toEqual([])
  })

  it('judges each suite by the bytes it replaces, not by what the plan saw', async () => {
    const folder = writeShop(['Avatar', 'Badge'])
    await generateIn(folder)
    const avatar = suiteOf('Avatar')
    const edited = `${read(folder, avatar)}// kept by a person who saved while the run was planning\n`
    // The plan said "overwrite": the person saves just before the run reaches the suite.
    const forced = await generateIn(folder, {
      force: true,
      onProgress: (file) => {
        if (file === avatar) writeFileSync(path.join(folder, avatar), edited)
      },
    })
    expect(forced.backups).toEqual([{ file: avatar, backup: getBackupPath(OUT, avatar, hashText(edited)) }])
    expect(read(folder, forced.backups[0]!.backup)).toBe(edited)
    expect(forced.written.map(({ file, action }) => ({ file, action }))).toEqual([
      { file: avatar, action: 'overwrite-edited' },
      { file: suiteOf('Badge'), action: 'overwrite' },
    ])

    // Without --force, a suite another run created after the plan is kept, and said so.
    const fresh = writeShop(['Avatar'])
    const kept = await generateIn(fresh, {
      onProgress: (file) => {
        if (file !== avatar) return
        mkdirSync(path.dirname(path.join(fresh, avatar)), { recursive: true })
        writeFileSync(path.join(fresh, avatar), '// written by another run\n')
      },
    })
    expect({ written: kept.written, skipped: kept.skipped }).toEqual({
      written: [],
      skipped: [
        {
          task: 'perf-harness',
          component: 'Avatar',
          file: avatar,
          reason: 'The suite exists; --force regenerates it.',
        },
      ],
    })
    expect(read(fresh, avatar)).toBe('// written by another run\n')
  })

  it('never loses a hand edit to concurrent --force runs of the built binary', async () => {
    const components = ['Avatar', 'Badge', 'Banner', 'Chip', 'Dialog', 'Footer', 'Menu', 'Tooltip']
    const folder = writeShop(components)
    await generateIn(folder)
    const rounds = 2
    const concurrent = 3
    const lost: string[] = []
    const misreported: string[] = []
    const reportedOtherThanOnce: string[] = []
    for (let round = 1; round <= rounds; round++) {
      const planted = new Map<string, string>()
      for (const component of components) {
        const file = suiteOf(component)
        const text = read(folder, file).replace(/\n\}\)\n$/, `\n  // round ${round}: a check a person added\n})\n`)
        writeFileSync(path.join(folder, file), text)
        planted.set(file, text)
      }
      const documents = await Promise.all(Array.from({ length: concurrent }, () => startForcedRun(folder)))
      const backups = new Set(listFiles(path.join(folder, OUT, '.backups')).map((file) => readFileSync(file, 'utf8')))
      for (const [file, text] of planted) if (!backups.has(text)) lost.push(`round ${round}: ${file}`)
      const reported = documents.flatMap((document) => document.backups)
      for (const { file, backup } of reported)
        if (read(folder, backup) !== planted.get(file)) misreported.push(`round ${round}: ${backup}`)
      // One run replaced each edit, so one run reports its backup: the others found a generated suite.
      for (const file of planted.keys())
        if (reported.filter((item) => item.file === file).length !== 1)
          reportedOtherThanOnce.push(`round ${round}: ${file}`)
      for (const file of planted.keys()) expect(parseSuite(read(folder, file))?.edited).toBe(false)
    }
    expect({ lost, misreported, reportedOtherThanOnce }).toEqual({
      lost: [],
      misreported: [],
      reportedOtherThanOnce: [],
    })
    // No lock or temporary file is left beside the suites.
    expect(listFiles(path.join(folder, OUT, 'perf-harness')).filter((file) => !file.endsWith('.flawless.tsx'))).toEqual(
      [],
    )
  })
})

describe('the suite lock', () => {
  const AVATAR = suiteOf('Avatar')
  const LOCK = `${OUT}/perf-harness/src/.avatar.Avatar.flawless.tsx.lock`
  const WRITE = { out: OUT, file: AVATAR, force: true, text: '// the new suite\n' }

  it('is broken when the run that took it has died', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid
    const folder = writeProject({ [AVATAR]: '// a person wrote this\n', [LOCK]: `${dead} ${hostname()} token` })
    expect(await replaceSuite({ root: folder, ...WRITE })).toMatchObject({ action: 'overwrite-edited' })
    expect(read(folder, AVATAR)).toBe('// the new suite\n')
    expect(existsSync(path.join(folder, LOCK))).toBe(false)
  })

  it('is broken when it is older than a suite write could take, whoever holds it', async () => {
    const folder = writeProject({ [AVATAR]: '// a person wrote this\n', [LOCK]: `${process.pid} ${hostname()} token` })
    const then = (Date.now() - LOCK_STALE_MS - 1000) / 1000
    utimesSync(path.join(folder, LOCK), then, then)
    expect(await replaceSuite({ root: folder, ...WRITE })).toMatchObject({ action: 'overwrite-edited' })
    expect(existsSync(path.join(folder, LOCK))).toBe(false)
  })

  it('held by a live run, keeps the writer waiting until it is released', async () => {
    const folder = writeProject({ [AVATAR]: '// a person wrote this\n', [LOCK]: `${process.pid} ${hostname()} token` })
    const waiting = replaceSuite({ root: folder, ...WRITE })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(read(folder, AVATAR)).toBe('// a person wrote this\n')
    rmSync(path.join(folder, LOCK))
    expect(await waiting).toMatchObject({ action: 'overwrite-edited' })
    expect(read(folder, AVATAR)).toBe('// the new suite\n')
  })
})
