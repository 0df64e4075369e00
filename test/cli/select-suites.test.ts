import { describe, expect, it } from 'vitest'
import type { GeneratedSuite } from '../../analyser/index.js'
import { selectSuites } from '../../cli/generate/select-suites.js'

const ROOT = '/srv/shop'
const suite = (source: string, component: string): GeneratedSuite => ({
  task: 'perf-harness',
  file: `tests/flawless/perf-harness/${source.replace(/\.tsx$/, '')}.${component}.flawless.tsx`,
  source,
  component,
  generator: '0.1.0',
  stale: false,
  edited: false,
  todo_markers: 1,
})
const SUITES = [
  suite('src/cart/cart-page.tsx', 'CartPage'),
  suite('src/cart/cart-item.tsx', 'CartItem'),
  suite('src/app/(shop)/[slug]/page.tsx', 'ProductPage'),
  suite('src/badge.tsx', 'Badge'),
]
const components = (paths: string[]): string[] =>
  selectSuites(ROOT, SUITES, paths).map((selected) => selected.component)

describe('selectSuites', () => {
  it.each([
    ['no path: every suite', [], ['CartPage', 'CartItem', 'ProductPage', 'Badge']],
    ['a suite file', ['tests/flawless/perf-harness/src/badge.Badge.flawless.tsx'], ['Badge']],
    ['a folder of suites', ['tests/flawless/perf-harness/src/cart'], ['CartPage', 'CartItem']],
    ['a source file', ['src/cart/cart-item.tsx'], ['CartItem']],
    ['a source folder, with a trailing slash', ['src/cart/'], ['CartPage', 'CartItem']],
    ['a route path taken literally', ['src/app/(shop)/[slug]/page.tsx'], ['ProductPage']],
    ['a glob over sources', ['src/**/cart-*.tsx'], ['CartPage', 'CartItem']],
    ['an absolute path inside the root', ['/srv/shop/src/badge.tsx'], ['Badge']],
    [
      'several paths, each suite once, in inventory order',
      ['src/badge.tsx', 'src/cart', 'src/badge.tsx'],
      ['CartPage', 'CartItem', 'Badge'],
    ],
  ])('selects %s', (_name, paths, expected) => {
    expect(components(paths)).toEqual(expected)
  })

  it('refuses a path outside the root', () => {
    expect(() => selectSuites(ROOT, SUITES, ['../other/src/badge.tsx'])).toThrow(
      expect.objectContaining({ code: 'PATH_OUTSIDE_ROOT' }),
    )
  })

  it('refuses a path that selects nothing, naming it, rather than running fewer suites than asked for', () => {
    expect(() => selectSuites(ROOT, SUITES, ['src/badge.tsx', 'src/checkout'])).toThrow(
      expect.objectContaining({ code: 'NOTHING_MATCHED', message: 'No generated suite matches "src/checkout".' }),
    )
  })
})
