import * as fs from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  Analyser,
  type AnalyserFileSystem,
  type CallProgress,
  type ComponentRecord,
  type Finding,
} from '../../analyser/index.js'
import { generateProject } from '../helpers/generated-project.js'
import { ROOT, createProject, source } from '../helpers/memfs-project.js'

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples')
const SOURCE = /\.(tsx|ts|jsx|js|mjs|cjs)$/
const ALL = Number.MAX_SAFE_INTEGER

interface Project {
  name: string
  root: string
  fs: AnalyserFileSystem | undefined
  /** The files asked about one by one. */
  entries: string[]
}

function exampleProject(name: string): Project {
  const root = path.join(EXAMPLES, name)
  const sources = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !file.includes('node_modules'))
    .sort()
  return { name, root, fs: undefined, entries: sources }
}

/** Its pages, layouts and route handlers, and every fourth other source: asking about each costs minutes. */
function generatedProject(): Project {
  const files = generateProject(11)
  const sources = Object.keys(files)
    .filter((file) => SOURCE.test(file))
    .sort()
  return {
    name: 'a generated project',
    root: ROOT,
    fs: createProject(files).fs,
    entries: sources.filter((file, index) => file.startsWith('app/') || index % 4 === 0),
  }
}

function groupByFile<T extends { file: string | null }>(items: T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>()
  for (const item of items) grouped.set(item.file!, [...(grouped.get(item.file!) ?? []), item])
  return grouped
}

/**
 * SPEC 2.6: a call summarises only the files its answer reaches, and its answer is the
 * one a whole-project summary gives. Each entry is asked of an analyser whose cache
 * never saw the whole project, so nothing it answers can come from a full summary the
 * entry did not itself reach.
 */
describe('cost follows the question, the answer does not change', () => {
  for (const project of [...['next-dashboard', 'vite-shop', 'expo-notes'].map(exampleProject), generatedProject()]) {
    it(`${project.name}: each file's components and findings as the whole project has them`, () => {
      const whole = new Analyser({ fs: project.fs })
      const everything = whole.analyse({ root: project.root, entry: '.', maxEntries: ALL })
      expect(everything.errors).toEqual([])
      const allFindings = whole.findings({ root: project.root, maxEntries: ALL, maxFindings: ALL }).findings
      const components = groupByFile<ComponentRecord>(everything.components)
      const findings = groupByFile<Finding>(allFindings)
      expect(components.size).toBeGreaterThan(5)

      const single = new Analyser({ fs: project.fs })
      for (const file of project.entries) {
        expect({ file, components: single.analyse({ root: project.root, entry: file }).components }).toEqual({
          file,
          components: components.get(file) ?? [],
        })
        const entryFindings = single.findings({ root: project.root, entry: file, maxFindings: ALL }).findings
        expect({ file, findings: entryFindings }).toEqual({ file, findings: findings.get(file) ?? [] })
      }
    })
  }

  /**
   * Render modes flow over the files asked about and their importers, and grow as later
   * calls ask about more: an edge cut while its end was not covered (a client module's
   * import through a barrel, a page that re-exports its view) is flowed along once it is.
   */
  it('gives the same render modes and server entries whatever order the files are asked about in', () => {
    const files = {
      'package.json': JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0' } }),
      'app/page.tsx': "export { default } from '../views/home'\n",
      'views/home.tsx': source(`
        import { Panel } from '../components/panel'
        import { Card } from '../components'
        export default function Home() {
          return <main><Panel /><Card /></main>
        }
      `),
      'components/index.ts': "export { Card } from './card'\n",
      'components/card.tsx': 'export function Card() {\n  return <b>card</b>\n}\n',
      'components/panel.tsx': source(`
        'use client'
        import { Card } from '.'
        import { Hint } from './hint'
        export function Panel() {
          return <section><Card /><Hint /></section>
        }
      `),
      'components/hint.tsx': 'export function Hint() {\n  return <i>window: {window.innerWidth}</i>\n}\n',
    }
    const { fs } = createProject(files)
    const whole = new Analyser({ fs }).analyse({ root: ROOT, entry: '.', maxEntries: ALL }).components
    expect(whole.map((component) => [component.component, component.render_mode])).toEqual([
      ['Card', 'shared'],
      ['Hint', 'client'],
      ['Panel', 'client'],
      ['Home', 'rsc'],
    ])
    const wholeFindings = new Analyser({ fs }).findings({ root: ROOT, maxEntries: ALL, maxFindings: ALL }).findings
    const orders = [
      ['app/page.tsx', 'views/home.tsx', 'components/panel.tsx', 'components/card.tsx', 'components/hint.tsx'],
      ['components/hint.tsx', 'components/card.tsx', 'components/panel.tsx', 'views/home.tsx'],
    ]
    for (const order of orders) {
      const analyser = new Analyser({ fs })
      for (const file of order) {
        const components = analyser.analyse({ root: ROOT, entry: file }).components
        expect({ order, components }).toEqual({ order, components: whole.filter((each) => each.file === file) })
        const findings = analyser.findings({ root: ROOT, entry: file, maxFindings: ALL }).findings
        expect({ order, findings }).toEqual({ order, findings: wholeFindings.filter((each) => each.file === file) })
      }
    }
  })

  it('summarises a page, its subtree and the modules its requests go through, and outlines the rest', () => {
    const { root, fs: projectFs } = generatedProject()
    const analyser = new Analyser({ fs: projectFs })
    const page = analyser.analyse({ root, entry: 'app/dashboard/page.tsx' })
    const stats = analyser.lastCall!
    expect(page.files_read).toBe(stats.filesRead)
    expect(stats.filesParsed).toBe(stats.filesRead)
    expect(page.components[0]!.descendants).toBeGreaterThan(5)
    expect(stats.filesSummarised).toBeLessThan(stats.filesRead / 3)

    // The whole project afterwards parses in full only what the page did not reach.
    const whole = analyser.analyse({ root, entry: '.', maxEntries: ALL })
    expect(analyser.lastCall!.filesParsed).toBeLessThan(analyser.lastCall!.filesSummarised)
    expect(whole.components.length).toBeGreaterThan(100)
    analyser.analyse({ root, entry: 'app/dashboard/page.tsx' })
    expect(analyser.lastCall).toEqual({ ...stats, filesParsed: 0 })
  })

  /**
   * SPEC 2.6: a call lists the syntax errors of the files it read in full, as tsc and ESLint
   * report on the files they are given; a file whose top level only a parse can read is one.
   */
  it('reports a file the token pass cannot read, and the errors of a file read in full, not of every file', () => {
    const files = {
      'package.json': '{}',
      'src/app.tsx': source(`
        import { Title } from './title'

        export function App() {
          return <Title />
        }
      `),
      'src/title.tsx': 'export const Title = () => <h1>Shop</h1>\n',
      'src/unused/broken.ts': 'export const total = (\n',
      // The token pass reads its top level; only a parse finds the error.
      'src/unused/typo.ts': 'export const sum = 1 +;\n',
    }
    const { analyser } = createProject(files)
    const result = analyser.analyse({ root: ROOT, entry: 'src/app.tsx' })
    const broken = { file: 'src/unused/broken.ts', line: 1, column: 23, message: 'Expression expected.' }
    const typo = { file: 'src/unused/typo.ts', line: 1, column: 23, message: 'Expression expected.' }
    expect(result.errors).toEqual([broken])
    expect(result.components.map(({ component, children }) => [component, children[0]?.file])).toEqual([
      ['App', 'src/title.tsx'],
    ])
    // Every text is new to the cache, read by the token pass or a parse; two are summarised.
    expect(analyser.lastCall).toEqual({ filesRead: 4, filesParsed: 4, filesSummarised: 2 })
    expect(analyser.analyse({ root: ROOT, entry: 'src/unused/typo.ts' }).errors).toEqual([broken, typo])
    expect(analyser.analyse({ root: ROOT, entry: '.' }).errors).toEqual([broken, typo])
  })

  it('reads each file once a call, so a file edited between the two passes is seen as first read', () => {
    const { fs: projectFs, volume } = createProject({
      'package.json': '{}',
      'src/app.tsx': source(`
        import { Title } from './title'

        export function App() {
          return <Title />
        }
      `),
      'src/title.tsx': 'export const Title = () => <h1>Shop</h1>\n',
    })
    const reads: string[] = []
    // Every read of the title finds it edited again: two readings of one call would disagree.
    const editing: AnalyserFileSystem = {
      ...projectFs,
      readFileSync: (file, encoding) => {
        reads.push(file)
        const text = projectFs.readFileSync(file, encoding)
        if (file.endsWith('title.tsx')) volume.writeFileSync(file, `\n${text}`)
        return text
      },
    }
    const analyser = new Analyser({ fs: editing })
    // The title is outlined, then summarised when App's child is resolved: from the one text read.
    const app = analyser.analyse({ root: ROOT, entry: 'src/app.tsx' })
    expect(app.components[0]!.children.map(({ component, file }) => [component, file])).toEqual([
      ['Title', 'src/title.tsx'],
    ])
    expect(analyser.lastCall!.filesSummarised).toBe(2)
    expect(reads.filter((file) => file.endsWith('title.tsx'))).toEqual([`${ROOT}/src/title.tsx`])
    // Each later call reads it once more, and answers from that reading.
    expect(analyser.analyse({ root: ROOT, entry: 'src/title.tsx' }).components[0]!.line).toBe(2)
    expect(
      analyser.analyse({ root: ROOT, entry: 'src' }).components.map(({ component, line }) => [component, line]),
    ).toEqual([
      ['App', 3],
      ['Title', 3],
    ])
    expect(reads.filter((file) => file.endsWith('title.tsx'))).toHaveLength(3)
  })

  it("tells onProgress of every file read and every file summarised, in order, up to the call's own counts", () => {
    const { root, fs: projectFs } = generatedProject()
    const heard: CallProgress[] = []
    const analyser = new Analyser({ fs: projectFs, onProgress: (progress) => heard.push(progress) })
    analyser.analyse({ root, entry: 'app/dashboard/page.tsx' })
    const stats = analyser.lastCall!
    // One report a file read, then one a file summarised; each count grows by one at a time.
    expect(heard).toHaveLength(stats.filesRead + stats.filesSummarised)
    expect(heard.every(({ filesTotal }) => filesTotal === stats.filesRead)).toBe(true)
    expect(heard.at(-1)).toEqual({
      filesRead: stats.filesRead,
      filesTotal: stats.filesRead,
      filesSummarised: stats.filesSummarised,
    })
    for (const [index, progress] of heard.entries()) {
      const before = heard[index - 1] ?? { filesRead: 0, filesSummarised: 0 }
      expect(progress.filesRead + progress.filesSummarised).toBe(before.filesRead + before.filesSummarised + 1)
    }

    // A warm call reports as a cold one: the counts are the call's, not the parses'.
    heard.length = 0
    analyser.analyse({ root, entry: 'app/dashboard/page.tsx' })
    expect(heard).toHaveLength(stats.filesRead + stats.filesSummarised)
  })
})
