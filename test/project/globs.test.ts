import { describe, expect, it } from 'vitest'
import { isAnalyserError } from '../../analyser/index.js'
import { countBraceExpansion } from '../../analyser/project/globs.js'
import { createProject, ROOT } from '../helpers/memfs-project.js'

function refusal(run: () => unknown): { code: string; field: string | undefined; message: string } | 'answered' {
  try {
    run()
  } catch (error) {
    if (isAnalyserError(error)) return { code: error.code, field: error.field, message: error.message }
    throw error
  }
  return 'answered'
}

const FILES = {
  'package.json': '{ "dependencies": { "react": "19.0.0" } }',
  'src/app.tsx': 'export const App = () => <main />\n',
  'src/cart/cart-button.tsx': 'export const CartButton = () => <button>Cart</button>\n',
}

describe('brace expansion is counted before fast-glob expands it', () => {
  it('counts groups, nesting, ranges, escapes and literal braces as the braces package expands them', () => {
    const counts = Object.fromEntries(
      [
        'src/**/*.tsx',
        '{app,src}/**/*.{ts,tsx}',
        '{a,{b,c}}/x',
        '{a,b}{,x}',
        '{1..20}',
        '{a..e}/{0..100..10}',
        '{a}/b',
        '\\{a,b}',
        '{a,b',
        '{a,b}'.repeat(40),
        `${'{'.repeat(40)}a,b${'}'.repeat(40)}`,
      ].map((pattern) => [pattern, countBraceExpansion(pattern)]),
    )
    expect(counts).toEqual({
      'src/**/*.tsx': { patterns: 1, depth: 0 },
      '{app,src}/**/*.{ts,tsx}': { patterns: 4, depth: 1 },
      '{a,{b,c}}/x': { patterns: 3, depth: 2 },
      '{a,b}{,x}': { patterns: 4, depth: 1 },
      '{1..20}': { patterns: 20, depth: 1 },
      '{a..e}/{0..100..10}': { patterns: 55, depth: 1 },
      '{a}/b': { patterns: 1, depth: 1 },
      '\\{a,b}': { patterns: 1, depth: 0 },
      '{a,b': { patterns: 2, depth: 1 },
      ['{a,b}'.repeat(40)]: { patterns: 2 ** 40, depth: 1 },
      [`${'{'.repeat(40)}a,b${'}'.repeat(40)}`]: { patterns: 2, depth: 40 },
    })
  })

  it('refuses {a,b} written 40 times (2^40 patterns) at once, naming the field and the bound', () => {
    const { analyser } = createProject(FILES)
    const entry = `src/${'{a,b}'.repeat(40)}/*.tsx`
    const started = performance.now()
    expect(refusal(() => analyser.analyse({ root: ROOT, entry }))).toEqual({
      code: 'INVALID_ARGUMENT',
      field: 'entry',
      message:
        'The entry "src/{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,…" ' +
        'expands to 1,099,511,627,776 patterns through its braces; the bound is 1,024.',
    })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(refusal(() => analyser.tree({ root: ROOT, roots: ['{1..100000}/*.tsx'] }))).toEqual({
      code: 'INVALID_ARGUMENT',
      field: 'entry',
      message: 'The entry "{1..100000}/*.tsx" expands to 100,000 patterns through its braces; the bound is 1,024.',
    })
    const nested = `${'{'.repeat(2000)}src,app${'}'.repeat(2000)}/*.tsx`
    expect(refusal(() => analyser.analyse({ root: ROOT, entry: nested }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'entry',
      message: expect.stringMatching(/nests braces 2000 levels deep; the bound is 32\.$/),
    })
    expect(refusal(() => analyser.analyse({ root: ROOT, entry: `src/${'x'.repeat(5000)}*` }))).toEqual({
      code: 'INVALID_ARGUMENT',
      field: 'entry',
      message: 'The entry is 5005 characters long, longer than any path or glob can be (4096 at most).',
    })
    expect(refusal(() => analyser.checkDocs({ root: ROOT, files: ['{a,b}'.repeat(11)] }))).toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'files',
    })
  })

  it('answers a glob within the bound as before', () => {
    const { analyser } = createProject(FILES)
    const entry = `src/{cart,${Array.from({ length: 500 }, (_, index) => `f${index}`).join(',')}}/*.tsx`
    expect(analyser.analyse({ root: ROOT, entry }).components.map((component) => component.component)).toEqual([
      'CartButton',
    ])
  })

  it('takes an out folder with braces or brackets in its name as a path, not a pattern to expand', () => {
    const { analyser } = createProject(FILES)
    const out = `tests/${'{a,b}'.repeat(40)}`
    expect(analyser.status({ root: ROOT, out }).inventory.out).toBe(out)
    expect(analyser.analyse({ root: ROOT, entry: 'src', out }).components).toHaveLength(2)
  })
})
