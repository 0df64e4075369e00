import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { Analyser, type FileReading, type StoredReading, type SummaryStore } from '../../analyser/index.js'
import { DiskSummaryStore } from '../../cli/disk-store.js'
import { createProject, ROOT } from '../helpers/memfs-project.js'

const FILES = {
  'package.json': JSON.stringify({ dependencies: { next: '15.3.2' } }),
  'app/page.tsx': `import { Greeting } from '../components/greeting'

export default function Page() {
  return <Greeting name="Ada" />
}
`,
  'components/greeting.tsx': `'use client'
export function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}
`,
  'components/broken.tsx': 'export function Broken() {\n  return <div>\n}\n',
}

/** A store in memory that counts what it is asked. */
function createMemoryStore(): SummaryStore & { entries: Map<string, StoredReading>; hits: number } {
  const entries = new Map<string, StoredReading>()
  return {
    entries,
    hits: 0,
    get(key) {
      const found = entries.get(key)
      if (found) this.hits++
      return found && structuredClone(found)
    },
    put(key, reading) {
      entries.set(key, structuredClone(reading))
    },
  }
}

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})
function createFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'flawless-react-store-'))
  folders.push(folder)
  return folder
}

describe('a summary store given to the analyser (SPEC 2.6, --cache)', () => {
  it('lets a new analyser answer a whole-project call as the first did, parsing nothing', () => {
    const store = createMemoryStore()
    const { fs } = createProject(FILES)
    const first = new Analyser({ fs, store }).analyse({ root: ROOT, entry: '.' })
    expect(store.entries.size).toBe(3)
    const again = new Analyser({ fs, store })
    const second = again.analyse({ root: ROOT, entry: '.' })
    expect(again.lastCall).toMatchObject({ filesParsed: 0, filesSummarised: 2 })
    expect(second).toEqual(first)
    // The file that does not parse is named from the store too.
    expect(second.errors.map((error) => error.file)).toEqual(['components/broken.tsx'])
  })

  it('keeps a file read in full as its summary alone, the outline and header made from it again', () => {
    const store = createMemoryStore()
    const { fs } = createProject(FILES)
    const first = new Analyser({ fs, store }).analyse({ root: ROOT, entry: '.' })
    const kept = [...store.entries.values()].map((reading) => Object.keys(reading).sort().join(' '))
    // broken.tsx has no summary (summaryError says why): its header and outline are kept as they are.
    expect(kept.sort()).toEqual(['error header outline summary summaryError', 'error summary', 'error summary'])
    const again = new Analyser({ fs, store })
    expect(again.tree({ root: ROOT })).toEqual(new Analyser({ fs }).tree({ root: ROOT }))
    expect(again.analyse({ root: ROOT, entry: '.' })).toEqual(first)
  })

  it('summarises a file the store holds only as far as its outline, and keeps the summary for the next', () => {
    const store = createMemoryStore()
    const { fs } = createProject(FILES)
    new Analyser({ fs, store }).analyse({ root: ROOT, entry: 'app/page.tsx' })
    const whole = new Analyser({ fs, store })
    const answer = whole.analyse({ root: ROOT, entry: '.' })
    expect(answer.components.map((component) => component.component)).toEqual(['Page', 'Greeting'])
    const third = new Analyser({ fs, store })
    third.analyse({ root: ROOT, entry: '.' })
    expect(third.lastCall?.filesParsed).toBe(0)
  })

  it('reads an edited file again: the key is its path and content', () => {
    const store = createMemoryStore()
    const { fs, volume } = createProject(FILES)
    new Analyser({ fs, store }).analyse({ root: ROOT, entry: '.' })
    volume.writeFileSync(
      `${ROOT}/components/greeting.tsx`,
      FILES['components/greeting.tsx'].replace("'use client'\n", ''),
    )
    const after = new Analyser({ fs, store })
    const greeting = after.analyse({ root: ROOT, entry: 'components' }).components[0]!
    expect(after.lastCall?.filesParsed).toBe(1)
    expect(greeting.render_mode).toBe('rsc')
  })
})

describe('a tsconfig kept in the store', () => {
  const ALIASED = {
    'package.json': JSON.stringify({ dependencies: { next: '15.3.2' } }),
    'tsconfig.json': JSON.stringify({ extends: './tsconfig.base.json' }),
    'tsconfig.base.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
    'app/page.tsx': `import { Greeting } from '@/greeting'

export default function Page() {
  return <Greeting />
}
`,
    'src/greeting.tsx': 'export function Greeting() {\n  return <p>src</p>\n}\n',
    'lib/greeting.tsx': 'export function Greeting() {\n  return <p>lib</p>\n}\n',
  }
  const childFile = (analyser: Analyser): string | null | undefined =>
    analyser.analyse({ root: ROOT, entry: 'app/page.tsx' }).components[0]?.children[0]?.file ?? null

  it('answers from the store while every file its parse read reads the same, a base it extends included', () => {
    const store = createMemoryStore()
    const { fs, volume } = createProject(ALIASED)
    expect(childFile(new Analyser({ fs, store }))).toBe('src/greeting.tsx')
    const configs = [...store.entries.values()].filter((reading) => 'trace' in reading)
    expect(configs).toHaveLength(1)
    const hits = store.hits
    expect(childFile(new Analyser({ fs, store }))).toBe('src/greeting.tsx')
    expect(store.hits).toBeGreaterThan(hits)
    // Only the base changes: the entry's trace holds the base's read, so the config is parsed again.
    volume.writeFileSync(
      `${ROOT}/tsconfig.base.json`,
      JSON.stringify({ compilerOptions: { paths: { '@/*': ['./lib/*'] } } }),
    )
    expect(childFile(new Analyser({ fs, store }))).toBe('lib/greeting.tsx')
    expect(childFile(new Analyser({ fs, store }))).toBe('lib/greeting.tsx')
  })

  it('parses again when a file its parse found absent appears, though every file it read reads the same', () => {
    const paths = (folder: string) => JSON.stringify({ compilerOptions: { paths: { '@/*': [`../../${folder}/*`] } } })
    const { 'tsconfig.base.json': _base, ...project } = ALIASED
    const store = createMemoryStore()
    const { fs, volume } = createProject({
      ...project,
      'tsconfig.json': JSON.stringify({ extends: 'shared-config' }),
      'node_modules/shared-config/tsconfig.json': paths('src'),
      'node_modules/shared-config/lib.json': paths('lib'),
    })
    expect(childFile(new Analyser({ fs, store }))).toBe('src/greeting.tsx')
    // The package's manifest now names another config: TypeScript takes it, and so must the store's reader.
    volume.writeFileSync(`${ROOT}/node_modules/shared-config/package.json`, JSON.stringify({ tsconfig: './lib.json' }))
    expect(childFile(new Analyser({ fs, store }))).toBe('lib/greeting.tsx')
  })

  it('parses again when a base it could not find appears', () => {
    const store = createMemoryStore()
    const { 'tsconfig.base.json': base, ...withoutBase } = ALIASED
    const { fs, volume } = createProject(withoutBase)
    expect(childFile(new Analyser({ fs, store }))).toBeNull()
    volume.writeFileSync(`${ROOT}/tsconfig.base.json`, base)
    expect(childFile(new Analyser({ fs, store }))).toBe('src/greeting.tsx')
  })
})

describe('the CLI’s store on disk', () => {
  const reading = (file: string): FileReading => ({
    header: null,
    outline: null,
    error: { file, line: 1, column: 1, message: 'x' },
  })

  it('reads back what it wrote, and nothing another build wrote', () => {
    const folder = createFolder()
    new DiskSummaryStore(folder, '1.0.0', () => {}).put('a'.repeat(64), reading('a.tsx'))
    expect(new DiskSummaryStore(folder, '1.0.0', () => {}).get('a'.repeat(64))).toEqual(reading('a.tsx'))
    expect(new DiskSummaryStore(folder, '1.0.1', () => {}).get('a'.repeat(64))).toBeUndefined()
  })

  it('takes an entry cut short, or not its format, as a miss, and the next put replaces it', () => {
    const folder = createFolder()
    const store = new DiskSummaryStore(folder, '1.0.0', () => {})
    store.put('b'.repeat(64), reading('b.tsx'))
    const entry = path.join(folder, 'b'.repeat(64))
    const whole = readFileSync(entry)
    writeFileSync(entry, whole.subarray(0, whole.length >> 1))
    expect(store.get('b'.repeat(64))).toBeUndefined()
    writeFileSync(entry, '{"build":"1.0.0"}')
    expect(store.get('b'.repeat(64))).toBeUndefined()
    store.put('b'.repeat(64), reading('b.tsx'))
    expect(store.get('b'.repeat(64))).toEqual(reading('b.tsx'))
    // Written to a file of its own and renamed: no temporary is left beside the entries.
    expect(readdirSync(folder)).toEqual(['b'.repeat(64)])
  })

  it('in a folder it cannot write, says so once and keeps answering', () => {
    // A path below a file: no folder can be made there, whoever runs the test (root ignores permissions).
    const blocked = path.join(createFolder(), 'a-file')
    writeFileSync(blocked, '')
    const warnings: string[] = []
    const store = new DiskSummaryStore(path.join(blocked, 'cache'), '1.0.0', (message) => warnings.push(message))
    const { fs } = createProject(FILES)
    const answer = new Analyser({ fs, store }).analyse({ root: ROOT, entry: '.' })
    expect(answer.components).toHaveLength(2)
    expect(warnings).toEqual([
      expect.stringMatching(/cache folder .* cannot be written \(ENOTDIR\): this run is not cached/),
    ])
  })
})
