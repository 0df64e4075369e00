import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { scanHeader } from '../../analyser/module/header.js'
import { WARM_UP_SOURCES } from '../../analyser/module/header-warm-up.js'
import { TokenScanner, Unreadable } from '../../analyser/module/token-scanner.js'
import { outlineModule } from '../../analyser/module/outline.js'
import { isTypeScriptParseFailure, parseTypeScript } from '../../analyser/parse/parse-typescript.js'
import { loadTypeScript } from '../../analyser/parse/typescript-module.js'
import { readFile } from '../../analyser/pipeline/read-file.js'
import type { ModuleHeader, ModuleOutline } from '../../analyser/summary/module-outline.js'
import { scenarios } from '../analyser/scenarios.js'
import { generateProject } from '../helpers/generated-project.js'
import { readSourceTree, source } from '../helpers/memfs-project.js'

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples')
const SOURCE = /\.(tsx|ts|jsx|js|mjs|cjs)$/
const ts = loadTypeScript()

/** What the header and the parse's outline share, maps as entry lists so order counts. */
function shared(reading: ModuleHeader | ModuleOutline): unknown {
  const { file, directive, imports, exports, exportAll, sideEffectImports } = reading
  return { file, directive, imports: [...imports], exports: [...exports], exportAll, sideEffectImports }
}

/** Every module the parse's outline loads by `import()`, each of which the header must name. */
function loadedByOutline(outline: ModuleOutline): string[] {
  return [...outline.bindings.values()].flatMap((binding) => [
    ...binding.dynamicImports.map((load) => load.specifier),
    ...(binding.lazyTarget ? [binding.lazyTarget.specifier] : []),
  ])
}

/** Checks each source the parse reads; returns how many the scan read itself, and how many it left to the parse. */
function checkProject(files: Record<string, string>): { scanned: number; parsed: number } {
  const counts = { scanned: 0, parsed: 0 }
  for (const [file, text] of Object.entries(files)) {
    if (!SOURCE.test(file)) continue
    const tree = parseTypeScript(file, text)
    if (isTypeScriptParseFailure(tree)) continue
    const header = scanHeader(file, text)
    if (header === null) {
      counts.parsed++
      continue
    }
    const outline = outlineModule(file, tree)
    expect(shared(header)).toEqual(shared(outline))
    expect({ file, loads: new Set(header.loads) }).toEqual({
      file,
      loads: new Set([...header.loads, ...loadedByOutline(outline)]),
    })
    counts.scanned++
  }
  return counts
}

/** Top levels the scan reads as the parse does, with bodies that would trip a scan counting braces. */
const FORMS: Record<string, string> = {
  'components/forms.tsx': source(`
    "use strict"; 'use client'
    import React, { lazy, type FC, default as Fallback, "quoted name" as quoted } from 'react'
    import type { Props } from './props'
    import type Whole from './whole'
    import * as api from './api'
    import type, { type as kind } from './type-named'
    import {} from './side-effect'
    import './styles.css'
    import legacy = require('./legacy')
    import data from './data.json' with { type: 'json' }
    export { kind as renamed, api, type Props as P, type }
    export { default, default as Other, type Hidden } from './other'
    export * from './all'
    export * as everything from './namespace'
    export type * from './types'
    export type Alias = { a: string }
    export interface Shape { b: number }
    export declare const declared: number
    export namespace Space { export const inner = 1 }
    export enum Kind { First }
    export const enum Fixed { One }
    export abstract class Base {}
    export class Derived<T> extends Base implements Shape { b = 1 }
    export async function load(): Promise<{ rows: Array<{ id: string }> }> {
      const text = \`a \${\`nested \${'}'}\`} } {\`
      const pattern = /[}{]/g.test(text) ? 1 / 2 : 3
      return { rows: [] }
    }
    export function overload(value: string): void
    export function overload(value: unknown): unknown {
      return value
    }
    export function* sequence<T extends { id: string } = { id: '' }>(items: T[]): Generator<T> {
      yield* items
    }
    export const Button = React.forwardRef<HTMLButtonElement, { label: string }>(({ label }, ref) => (
      <button ref={ref} aria-label="don't {close}" data-x={'}'}>
        {label} isn't {"}"} // not a comment
        <>{/* { */}</>
        <svg:rect xlink:href="#a" />
      </button>
    ))
    export const table: Record<string, { count: number }> = { a: { count: 1 } } as const satisfies Record<
      string,
      { count: number }
    >
    export const { first, second: [third, , fourth = 4], ...rest } = api.values
    export let later
    const Chart = lazy(() => import('./chart').then((module) => module.Chart))
    type Loaded = typeof import('./types-only')
    export default function Page({ id = Fallback }: { id?: string }) {
      return <Chart id={id} />
    }
    import('./module-level')
  `),
  'lib/default-name.ts': source(`
    const handler = () => null
    export default (handler)
  `),
  'lib/default-value.ts': source(`
    export default handler.bind(null)
  `),
  'lib/default-class.ts': source(`
    export default abstract class {}
  `),
  'lib/not-a-directive.ts': source(`
    'use client'
    ('not one')
  `),
  'lib/regex-after-not.ts': source(`
    export function isCode(key: string) {
      return !/^[0-9A-Z]{4}$/.test(key) && !!/\\s/.test(key) && key! / 2 > 1
    }
    export const after = 1
  `),
}

describe("a file's header from TypeScript's scanner (the token pass)", () => {
  it('equals the outline of its parse in forms a brace count would get wrong', () => {
    expect(checkProject(FORMS)).toEqual({ scanned: 6, parsed: 0 })
    const header = scanHeader('components/forms.tsx', FORMS['components/forms.tsx']!)!
    // A module-level import() is a load; a type's `typeof import()` is not.
    expect(header.loads).toEqual(['./chart', './module-level'])
    expect(header.directive).toBe('use client')
  })

  it('leaves to the parse a top level it cannot be sure of', () => {
    const unsure = {
      'lib/list.ts': 'export const a = 1, b = 2\n',
      'lib/flow.js': "import typeof Thing from './thing'\n",
      'lib/decorated.ts': 'export @sealed class Sealed {}\n',
      'lib/unbalanced.ts': 'export const broken = (\n',
      'components/generic.tsx': 'export const identity = <T,>(value: T) => value, other = 1\n',
    }
    for (const [file, text] of Object.entries(unsure))
      expect({ file, header: scanHeader(file, text) }).toEqual({ file, header: null })
  })

  it('equals it in every scenario project', () => {
    const counts = scenarios.map((scenario) => checkProject(scenario.files))
    expect(counts.reduce((sum, count) => sum + count.scanned, 0)).toBeGreaterThan(80)
    expect(counts.reduce((sum, count) => sum + count.parsed, 0)).toBe(0)
  })

  it('equals it in the example projects', () => {
    for (const name of ['next-dashboard', 'vite-shop', 'expo-notes'])
      expect(checkProject(readSourceTree(path.join(EXAMPLES, name))).scanned).toBeGreaterThan(5)
  })

  it('equals it in a generated project', () => {
    expect(checkProject(generateProject(7))).toEqual({ scanned: expect.any(Number), parsed: 0 })
  })

  it('equals it in the sources it warms up on, each read in full', () => {
    const sources = Object.fromEntries(WARM_UP_SOURCES.map(({ file, text }) => [file, text]))
    expect(checkProject(sources)).toEqual({ scanned: 2, parsed: 0 })
  })

  it('warms up on every kind of token the scenarios and examples hold', () => {
    const fixtures = [
      ...scenarios.map((scenario) => scenario.files),
      ...['next-dashboard', 'vite-shop', 'expo-notes'].map((name) => readSourceTree(path.join(EXAMPLES, name))),
    ].flatMap((files) => Object.entries(files).filter(([file]) => SOURCE.test(file)))
    const warmUp = tokenKinds(WARM_UP_SOURCES.map(({ file, text }) => [file, text]))
    const missing = [...tokenKinds(fixtures)].filter((kind) => !warmUp.has(kind)).map((kind) => ts.SyntaxKind[kind])
    expect(missing).toEqual([])
  })
})

/**
 * The kinds the token scanner gives on the sources' lines, each read as plain tokens up to
 * where it gives up (a plain scan reads no template, regular expression or JSX text as the
 * header does); keywords as one, since one lookup tells them all from names.
 */
function tokenKinds(sources: [string, string][]): Set<number> {
  const kinds = new Set<number>()
  for (const [file, line] of sources.flatMap(([file, text]) => text.split('\n').map((line) => [file, line]))) {
    const scanner = new TokenScanner(line!, !file!.endsWith('.ts'))
    try {
      for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan())
        kinds.add(
          kind >= ts.SyntaxKind.FirstKeyword && kind <= ts.SyntaxKind.LastKeyword ? ts.SyntaxKind.FirstKeyword : kind,
        )
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error
    }
  }
  return kinds
}

describe('the header of a file the call parses anyway', () => {
  /** Each source's header as a parsing read gives it, beside the scan's; how many came from the parse. */
  function checkParsedHeaders(files: Record<string, string>): number {
    let fromParse = 0
    for (const [file, text] of Object.entries(files)) {
      if (!SOURCE.test(file)) continue
      const scanned = scanHeader(file, text)
      for (const reads of ['full', 'outline'] as const) {
        const reading = readFile({ file, text, reads })
        if (scanned !== null) expect({ file, reads, header: reading.header }).toEqual({ file, reads, header: scanned })
        if (reading.outline && reading.header?.imports === reading.outline.imports) fromParse++
      }
    }
    return fromParse
  }

  it("is the scan's, taken from the parse where the scan would read the same", () => {
    const projects = [
      FORMS,
      ...scenarios.map((scenario) => scenario.files),
      ...['next-dashboard', 'vite-shop', 'expo-notes'].map((name) => readSourceTree(path.join(EXAMPLES, name))),
      generateProject(7),
    ]
    expect(projects.reduce((sum, files) => sum + checkParsedHeaders(files), 0)).toBeGreaterThan(150)
  })

  it('is scanned when the text may call import(): the outline misses one at module level', () => {
    const text = FORMS['components/forms.tsx']!
    for (const reads of ['full', 'outline'] as const)
      expect(readFile({ file: 'components/forms.tsx', text, reads }).header?.loads).toEqual([
        './chart',
        './module-level',
      ])
  })

  it('is scanned when the file does not parse, as a syntax error in a body leaves the top level readable', () => {
    const text = "import { a } from './a'\nexport function broken() {\n  return a +\n}\n"
    const reading = readFile({ file: 'lib/broken.ts', text, reads: 'outline' })
    expect(reading.outline).toBeNull()
    expect(reading.header?.imports.get('a')).toMatchObject({ specifier: './a' })
  })
})
