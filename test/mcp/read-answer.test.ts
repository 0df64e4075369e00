import { describe, expect, it } from 'vitest'
import { READ_ANSWER_BYTES } from '../../analyser/grammar/index.js'
import * as path from 'node:path'
import { Analyser, TASKS } from '../../analyser/index.js'
import { READ_OUTPUTS } from '../../mcp/output-schemas.js'
import { boundAnswer, type PageArguments } from '../../mcp/read-answer.js'
import { REPO } from '../helpers/cli.js'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'
import { joinNodes } from '../helpers/mcp.js'

/**
 * A Vite app of 240 components in 80 files, each file's three components rendering the
 * next file's, so both the analyse result and the render tree are far over the answer bound.
 */
function largeApp() {
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5' } }),
    'src/main.tsx': 'import { Panel0 } from \'./panels/panel-0\'\n\nexport const App = () => <Panel0 title="home" />\n',
  }
  for (let index = 0; index < 80; index++) {
    const next = index + 1 < 80 ? `import { Panel${index + 1}, Row${index + 1} } from './panel-${index + 1}'\n` : ''
    const children = index + 1 < 80 ? `<Panel${index + 1} title={title} /><Row${index + 1} label={title} />` : ''
    files[`src/panels/panel-${index}.tsx`] = source(`
      import { useState } from 'react'
      ${next}
      export function Panel${index}({ title, subtitle }: { title: string; subtitle?: string }) {
        const [open, setOpen] = useState(false)
        return <section onClick={() => setOpen(!open)}><h2>{title}{subtitle}</h2>${children}</section>
      }

      export function Row${index}({ label }: { label: string }) {
        return <Cell${index} text={label} />
      }

      export function Cell${index}({ text }: { text: string }) {
        return <span>{text}</span>
      }
    `)
  }
  return createProject(files).analyser
}

/** Every page from offset 0, each taking the previous page's next_offset. */
function pageThrough(tool: string, result: object, page: PageArguments = {}): Record<string, any>[] {
  const pages: Record<string, any>[] = []
  let offset: number | null = 0
  while (offset !== null) {
    const answer = boundAnswer(tool, result, { ...page, offset }) as Record<string, any>
    pages.push(answer)
    offset = answer.page.next_offset
    if (pages.length > 500) throw new Error('no end')
  }
  return pages
}

/** The answer as the frame carries it: its text (pretty JSON) and its structuredContent. */
function frameBytes(answer: object): number {
  return Buffer.byteLength(JSON.stringify(JSON.stringify(answer, null, 2))) + Buffer.byteLength(JSON.stringify(answer))
}

describe('bounded read answers', () => {
  const analyser = largeApp()
  const analysis = JSON.parse(JSON.stringify(analyser.analyse({ root: ROOT, entry: 'src' })))

  it('over the bound: a page holds what fits, says what it left out, and the pages hold it all', () => {
    expect(frameBytes(analysis)).toBeGreaterThan(4 * READ_ANSWER_BYTES)
    const pages = pageThrough('flawless_analyse', analysis)
    expect(pages.length).toBeGreaterThan(4)
    for (const page of pages) expect(frameBytes(page)).toBeLessThanOrEqual(READ_ANSWER_BYTES)
    // Nothing lost, nothing repeated, in order.
    expect(pages.flatMap((page) => page.components)).toEqual(analysis.components)
    expect(pages.flatMap((page) => page.errors)).toEqual(analysis.errors)
    const [first] = pages
    expect(Object.keys(first!).slice(0, 3)).toEqual(['note', 'summary', 'page'])
    expect(first!.summary).toEqual({
      components: 241,
      by_render_mode: { client: 241 },
      files_read: 81,
      errors: 0,
    })
    const returned = first!.page.returned
    expect(first!.page).toEqual({
      offset: 0,
      limit: null,
      returned,
      total: 241,
      next_offset: returned,
      lists: { components: { total: 241, from: 0, returned }, errors: { total: 0, from: 0, returned: 0 } },
    })
    expect(first!.note).toBe(
      `This answer holds items 1–${returned} of 241 (components 1–${returned} of 241), cut at about 50 KB. ` +
        `Call again with offset=${returned} for the rest, or pass fields (component, file are always kept) to fit ` +
        'more of each component in an answer.',
    )
    const last = pages.at(-1)!
    expect(last.note).toMatch(/^Items before offset=\d+ are left out, as asked; this page holds the rest \(components/)
    expect(last.page.next_offset).toBeNull()
  })

  it('fields keeps those fields and the ones that name an item, so a page holds more', () => {
    const pages = pageThrough('flawless_analyse', analysis, { fields: ['render_mode', 'prop_names'] })
    const items = pages.flatMap((page) => page.components)
    expect(items).toEqual(
      analysis.components.map(({ component, file, render_mode, prop_names }: Record<string, unknown>) => ({
        component,
        file,
        render_mode,
        prop_names,
      })),
    )
    expect(pages.length).toBeLessThan(pageThrough('flawless_analyse', analysis).length)
  })

  it('limit cuts a page at that many items, the note says so', () => {
    const pages = pageThrough('flawless_analyse', analysis, { limit: 10 })
    expect(pages.map((page) => page.page.returned)).toEqual([...Array(24).fill(10), 1])
    expect(pages.flatMap((page) => page.components)).toEqual(analysis.components)
    expect(pages[0]!.note).toContain('cut at limit=10.')
  })

  it('an offset past the end answers no items, and says so', () => {
    const answer = boundAnswer('flawless_analyse', analysis, { offset: 500 }) as Record<string, any>
    expect(answer.components).toEqual([])
    expect(answer.page).toMatchObject({ offset: 500, returned: 0, total: 241, next_offset: null })
    expect(answer.note).toBe('offset=500 is past the last of the 241 items; nothing is left.')
  })

  it('a tree is paged as nodes, depth first, each naming its parent; the pages join into the trees', () => {
    const tree = JSON.parse(JSON.stringify(analyser.tree({ root: ROOT, depth: 200 })))
    expect(frameBytes(tree)).toBeGreaterThan(2 * READ_ANSWER_BYTES)
    const pages = pageThrough('flawless_tree', tree)
    for (const page of pages) expect(frameBytes(page)).toBeLessThanOrEqual(READ_ANSWER_BYTES)
    const nodes = pages.flatMap((page) => page.nodes)
    expect(nodes.map((node) => node.index)).toEqual(nodes.map((_, index) => index))
    expect(joinNodes(nodes)).toEqual(tree.trees)
    expect(pages[0]!.summary).toEqual({ roots: 1, nodes: nodes.length, client_boundaries: 0, files_read: 81 })
    expect(pages[0]!.trees).toBeUndefined()
  })

  it('a status pages its inventory lists one after another, and keeps the rest of the status on every page', () => {
    const status = {
      root: ROOT,
      framework: { name: 'vite', version: '6.3.5', router: null },
      components: { total: 241, rsc: 0, client: 241, shared: 0 },
      inventory: {
        out: 'tests/flawless',
        generated: Array.from({ length: 300 }, (_, index) => ({
          task: 'perf-harness',
          file: `tests/flawless/perf-harness/src/panels/panel-${index}.Panel${index}.test.tsx`,
          source: `src/panels/panel-${index}.tsx`,
          component: `Panel${index}`,
          generator: '0.1.0',
          stale: index % 7 === 0,
          edited: index % 11 === 0,
          todo_markers: 1,
        })),
        by_task: { 'perf-harness': 300 },
        hand_written: ['src/app.test.tsx'],
        todo_markers: Array.from({ length: 300 }, (_, index) => ({
          file: `tests/flawless/perf-harness/src/panels/panel-${index}.Panel${index}.test.tsx`,
          line: 40,
          text: 'TODO(flawless): assert what Panel renders for these props.',
        })),
      },
      prerequisites: [],
      files_read: 81,
      errors: [],
    }
    const pages = pageThrough('flawless_project_status', status)
    expect(pages.length).toBeGreaterThan(2)
    for (const page of pages) {
      expect(frameBytes(page)).toBeLessThanOrEqual(READ_ANSWER_BYTES)
      expect(page.framework).toEqual(status.framework)
      expect(page.inventory.by_task).toEqual({ 'perf-harness': 300 })
    }
    for (const list of ['generated', 'todo_markers', 'hand_written'] as const)
      expect(pages.flatMap((page) => page.inventory[list])).toEqual(status.inventory[list])
    expect(pages[0]!.summary).toEqual({ generated: 300, stale: 43, edited: 28, todo_markers: 300, hand_written: 1 })
  })
})

describe('the output schemas hold what the tools answer', () => {
  // A memfs project with findings and a file that does not parse, beside the three examples on disk.
  const broken = createProject({
    'package.json': JSON.stringify({ dependencies: { react: '19.1.0' } }),
    'src/list.tsx': source(`
      import { useState } from 'react'

      export function List({ items, open }: { items: string[]; open: boolean }) {
        if (!open) return null
        const [selected, setSelected] = useState(0)
        return <ul>{items.map((item) => <li onClick={() => setSelected(1)}>{item}{selected}</li>)}</ul>
      }
    `),
    'src/broken.tsx': 'export const Broken = () => <div>\n',
  })
  const projects: [string, Analyser, string][] = [
    ...['next-dashboard', 'vite-shop', 'expo-notes'].map(
      (example) => [example, new Analyser(), path.join(REPO, 'examples', example)] as [string, Analyser, string],
    ),
    ['memfs', broken.analyser, ROOT],
  ]

  it.each(projects)('%s: every read tool’s answer, whole and paged, fits its schema', (_name, analyser, root) => {
    const results: Record<keyof typeof READ_OUTPUTS, object> = {
      flawless_analyse: analyser.analyse({ root, entry: '**/*.tsx' }),
      flawless_tree: analyser.tree({ root }),
      flawless_findings: analyser.findings({ root }),
      flawless_project_status: analyser.status({ root }),
      flawless_plan: analyser.plan({ root, tasks: [...TASKS] }),
      flawless_check_docs: analyser.checkDocs({ root }),
    }
    for (const [tool, result] of Object.entries(results)) {
      const schema = READ_OUTPUTS[tool as keyof typeof READ_OUTPUTS]
      for (const page of [{}, { limit: 1 }, { limit: 1, offset: 1, fields: ['file'] }]) {
        const answer = JSON.parse(JSON.stringify(boundAnswer(tool, result, page)))
        const parsed = schema.safeParse(answer)
        expect(parsed.error?.issues ?? [], `${tool} ${JSON.stringify(page)}`).toEqual([])
      }
    }
    if (root.endsWith('vite-shop')) {
      const suites = (results.flawless_plan as { suites: { spec?: object }[] }).suites
      expect(suites.filter((suite) => suite.spec).length).toBeGreaterThan(0)
    }
    if (root === ROOT) {
      expect((results.flawless_findings as { findings: unknown[] }).findings.length).toBeGreaterThan(1)
      expect((results.flawless_analyse as { errors: unknown[] }).errors.length).toBe(1)
    }
  })
})
