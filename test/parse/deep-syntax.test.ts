import { describe, expect, it } from 'vitest'
import { type Node, findNodeDeeperThan, walk } from '../../analyser/parse/ast.js'
import { MAX_SYNTAX_DEPTH, parseSource } from '../../analyser/parse/parse-source.js'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'

/** `!!!…!ready`: one UnaryExpression a level, as deep as asked, built without a parser. */
function buildNegations(depth: number): Node {
  let node = { type: 'Identifier', name: 'ready' } as unknown as Node
  for (let level = 1; level < depth; level++)
    node = { type: 'UnaryExpression', operator: '!', prefix: true, argument: node } as unknown as Node
  return node
}

// The four files of the report: each exhausted the call stack and failed the whole project.
const DEEP_FILES = {
  'src/nested-divs.tsx': `export function NestedDivs() {\n  return ${'<div>'.repeat(700)}${'</div>'.repeat(700)}\n}\n`,
  'src/long-sum.ts': `export const total = ${Array.from({ length: 1000 }, (_, index) => `n${index}`).join(' + ')}\n`,
  'src/parentheses.ts': `export const one = ${'('.repeat(20_000)}1${')'.repeat(20_000)}\n`,
  'src/curried.ts': `export const curried = ${'() => '.repeat(5000)}1\n`,
  // Parses, but nests past the bound: refused by the depth guard, with the place it trips.
  'src/deep-sum.ts': `export const sum =\n  ${Array.from({ length: 600 }, (_, index) => `n${index}`).join(' + ')}\n`,
}
const PROJECT = {
  'package.json': '{ "dependencies": { "react": "19.0.0" } }',
  'src/app.tsx': source(`
    import { Badge } from './badge'

    export function App() {
      return <Badge />
    }
  `),
  'src/badge.tsx': 'export const Badge = () => <span>new</span>\n',
  ...DEEP_FILES,
}
const TOTAL = source(`
  import { load } from './sum'

  export async function Total() {
    const total = await load()
    return <p>{total}</p>
  }
`)
const OVERFLOW =
  'The file nests its syntax too deeply to parse (the parser ran out of call stack); nothing in it was analysed. ' +
  'Split the deepest expression or JSX tree: the analyser reads up to 500 levels.'
const EXPECTED_ERRORS = [
  { file: 'src/curried.ts', line: 0, column: 0, message: OVERFLOW },
  {
    file: 'src/deep-sum.ts',
    line: 2,
    column: 3,
    message:
      'The syntax here is nested more than 500 levels deep; nothing in the file was analysed. ' +
      'Split the expression or the JSX tree into smaller parts.',
  },
  { file: 'src/long-sum.ts', line: 0, column: 0, message: OVERFLOW },
  { file: 'src/nested-divs.tsx', line: 0, column: 0, message: OVERFLOW },
  { file: 'src/parentheses.ts', line: 0, column: 0, message: OVERFLOW },
]

describe('deep syntax', () => {
  it('walk keeps its own stack: a tree deeper than the call stack allows is walked, enter and leave in order', () => {
    const depth = 200_000
    const events: string[] = []
    let deepest = 0
    walk(
      buildNegations(depth),
      (node, ancestors) => {
        deepest = Math.max(deepest, ancestors.length)
        if (ancestors.length < 2) events.push(`enter ${node.type}`)
      },
      (node, ancestors) => {
        if (ancestors.length < 2) events.push(`leave ${node.type}`)
      },
    )
    expect(deepest).toBe(depth - 1)
    expect(events).toEqual([
      'enter UnaryExpression',
      'enter UnaryExpression',
      'leave UnaryExpression',
      'leave UnaryExpression',
    ])
  })

  it('findNodeDeeperThan names the first node past the bound, and null for a tree within it', () => {
    const tree = buildNegations(MAX_SYNTAX_DEPTH + 1)
    expect(findNodeDeeperThan(tree, MAX_SYNTAX_DEPTH)).toEqual({ type: 'Identifier', name: 'ready' })
    expect(findNodeDeeperThan(tree, MAX_SYNTAX_DEPTH + 1)).toBeNull()
  })

  it('parseSource answers a failure for a file the parser cannot finish and for one past the depth bound', () => {
    expect(parseSource('src/parentheses.ts', DEEP_FILES['src/parentheses.ts'])).toEqual({
      line: 0,
      column: 0,
      message: OVERFLOW,
    })
    expect(parseSource('src/deep-sum.ts', DEEP_FILES['src/deep-sum.ts'])).toEqual({
      line: 2,
      column: 3,
      message: EXPECTED_ERRORS[1]!.message,
    })
    // Nesting within the bound is analysed as ever.
    const within = `export const sum = ${Array.from({ length: 400 }, (_, index) => `n${index}`).join(' + ')}\n`
    expect(parseSource('src/sum.ts', within)).toMatchObject({ type: 'Program' })
  })

  it('each read operation lists a too-deep file in errors and analyses the rest of the project', () => {
    const { analyser } = createProject(PROJECT)
    const analysed = analyser.analyse({ root: ROOT, entry: 'src' })
    expect(analysed.errors).toEqual(EXPECTED_ERRORS)
    expect(analysed.components.map((component) => [component.component, component.children.length])).toEqual([
      ['App', 1],
      ['Badge', 0],
    ])
    const findings = analyser.findings({ root: ROOT })
    expect(findings.errors).toEqual(EXPECTED_ERRORS)
    // SPEC 2.6: a narrower call lists the errors of the files it read in full, and App's tree reaches none of them.
    const tree = analyser.tree({ root: ROOT, roots: ['src/app.tsx'] })
    expect(tree.errors).toEqual([])
    expect(tree.trees.map((node) => node.component)).toEqual(['App'])
    const status = analyser.status({ root: ROOT })
    expect(status.errors).toEqual(EXPECTED_ERRORS)
    expect(status.components).toEqual({ total: 2, rsc: 0, client: 2, shared: 0 })
    const plan = analyser.plan({ root: ROOT })
    expect(plan.suites.map((suite) => suite.component)).toEqual(['App', 'Badge'])
  })

  it('gives a one-entry call the errors of the files it read in full: none for App, its own for NestedDivs', () => {
    // 400 terms nest past the cheap pass's bound (200) but within the full parse's (500): read, not an error.
    const within =
      `export const sum = ${Array.from({ length: 400 }, (_, index) => `n${index}`).join(' + ')}\n` +
      "export const load = () => fetch('/api/total')\n"
    const { analyser } = createProject({ ...PROJECT, 'src/sum.ts': within, 'src/total.tsx': TOTAL })
    const app = analyser.analyse({ root: ROOT, entry: 'src/app.tsx' })
    expect(app.errors).toEqual([])
    expect(analyser.analyse({ root: ROOT, entry: 'src/nested-divs.tsx' }).errors).toEqual(
      EXPECTED_ERRORS.filter((error) => error.file === 'src/nested-divs.tsx'),
    )
    expect(app.components.map((component) => [component.component, component.children.length])).toEqual([['App', 1]])
    // A component whose request URL is built in the deep file still reads it.
    expect(analyser.analyse({ root: ROOT, entry: 'src/total.tsx' }).components[0]!.fetches).toMatchObject([
      { url: '/api/total', file: 'src/sum.ts', through: ['load'] },
    ])
    expect(analyser.lastCall!.filesRead).toBe(9)
  })
})
