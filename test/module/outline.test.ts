import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { outlineModule } from '../../analyser/module/outline.js'
import { summariseModule } from '../../analyser/module/summarise-module.js'
import { isParseFailure, parseSource } from '../../analyser/parse/parse-source.js'
import { isTypeScriptParseFailure, parseTypeScript } from '../../analyser/parse/parse-typescript.js'
import { type ModuleOutline, toModuleOutline } from '../../analyser/summary/module-outline.js'
import { scenarios } from '../analyser/scenarios.js'
import { generateProject } from '../helpers/generated-project.js'
import { readSourceTree, source } from '../helpers/memfs-project.js'

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples')
const SOURCE = /\.(tsx|ts|jsx|js|mjs|cjs)$/

/**
 * Forms whose ESTree and TypeScript trees differ, each read the way the references
 * walk reads ESTree: abstract members keep their key as a read name, an overload's
 * parameters are names read, an `accessor` property's function is not a nested
 * component, enum members and `import =` parts are read, parentheses vanish.
 */
const EDGE_CASES: Record<string, string> = {
  'components/edge-forms.tsx': source(`
    'use strict'
    'use client'
    import React, { lazy, type FC } from 'react'
    import * as api from './api'
    import {} from './side-effect'
    import def, { a as b, type c } from './module'
    import legacy = require('./legacy')
    export { b as renamed, def }
    export * from './all'
    export * as everything from './namespace'
    export declare const declared: number
    export function overload(value: string): void
    export function overload(value: unknown) {
      return api.get(value)
    }
    export default function Page({ id = def }: { id?: string }) {
      const Inner = () => <div>{id}</div>
      function Nested() {
        return <b.Item />
      }
      class Local {
        [key: string]: unknown
        Foo = () => renamed
        accessor Bar = () => api.accessed
        method(parameter = api.fallback) {
          return parameter
        }
      }
      enum Kind { First = 1, Second = First }
      outer: for (const item of [b]) {
        if (item) break outer
      }
      if (typeof window !== 'undefined' && typeof (api).ready) legacy()
      const meta = import.meta.url
      const Chart = lazy(() => import('./chart').then((module) => module.Chart))
      const loaded = import('./other').then(({ Thing }) => Thing)
      return (
        <>
          <Inner />
          <Nested />
          <Local.Thing />
          <api.Widget slot={<b />} {...def} />
          <motion.div />
        </>
      )
    }
    export const Wrapped = React.memo(
      React.forwardRef<HTMLDivElement, { a: string }>(function Wrapped(props, ref) {
        return <div ref={ref} />
      }),
    )
    export const Lazy = lazy(() => import('./lazy'))
    export const Reloading = lazyWithReload(() => import('./lazy').then((module) => module.Named))
    export class Legacy extends React.PureComponent<{ a: string }> {
      static Foo = () => <b />
      state = { value: api.initial }
      handle = () => {
        const Inside = () => 1
        return Inside
      }
      render() {
        return <b.Y onClick={this.handle} />
      }
    }
    class Failure extends Error {
      constructor(private readonly cause_ = def) {
        super()
      }
    }
    export abstract class Shape {
      abstract readonly renamed: string
      abstract def(width: number): void
      scaled(factor: string): void
      scaled(factor: unknown) {}
    }
    export const Icons = { Logo: () => <svg />, helper: () => api.help(), 'x-y': () => null, alias: Page }
    Icons.Extra = function Extra() {
      return <Page />
    }
    Legacy.defaultProps = { a: def }
    export const { first, second: [third = api.fallback] } = def
    ;(function () {
      api.init()
    })()
    export const routes = { [b]: 1, 1.5: 2, 0x10: () => 4, ...def }
    try {
      legacy()
    } catch ({ message = b }) {
      void message
    }
    export = Failure
  `),
  'lib/route.ts': source(`
    import { db } from './db'
    export async function GET(request: Request) {
      return Response.json(await db.find(request.url))
    }
    export const POST = withAuth(async () => new Response(null))
  `),
}

function checkFile(file: string, text: string): void {
  const full = parseSource(file, text)
  const cheap = parseTypeScript(file, text)
  if (isParseFailure(full) || isTypeScriptParseFailure(cheap)) {
    expect({ file, failure: cheap }).toEqual({ file, failure: full })
    return
  }
  const summary = summariseModule(file, text, full)
  const fromSummary = toModuleOutline(summary)
  const outline = outlineModule(file, cheap)
  // A file the outline says defines no component must not define one.
  if (summary.components.length > 0)
    expect({ file, mayDefineComponents: outline.mayDefineComponents }).toEqual({ file, mayDefineComponents: true })
  expect(comparable(outline)).toEqual(comparable(fromSummary))
}

/** Maps as entry lists, so their order is compared too; the component hint is checked apart. */
function comparable(outline: ModuleOutline): unknown {
  const { mayDefineComponents: _, ...fields } = outline
  return JSON.parse(JSON.stringify(fields, (_key, value) => (value instanceof Map ? [...value] : value)))
}

function checkProject(files: Record<string, string>): number {
  let checked = 0
  for (const [file, text] of Object.entries(files)) {
    if (!SOURCE.test(file)) continue
    checkFile(file, text)
    checked++
  }
  return checked
}

describe("a file's outline from TypeScript's parser", () => {
  it('equals the outline of its full summary in forms where the two trees differ', () => {
    expect(checkProject(EDGE_CASES)).toBe(2)
    const outline = outlineModule('lib/route.ts', parseTypeScript('lib/route.ts', EDGE_CASES['lib/route.ts']!) as never)
    expect(outline.mayDefineComponents).toBe(false)
  })

  it('equals it in every scenario project', () => {
    expect(scenarios.reduce((count, scenario) => count + checkProject(scenario.files), 0)).toBeGreaterThan(80)
  })

  it('equals it in the example projects', () => {
    for (const name of ['next-dashboard', 'vite-shop', 'expo-notes'])
      expect(checkProject(readSourceTree(path.join(EXAMPLES, name)))).toBeGreaterThan(5)
  })

  it('equals it in a generated project', () => {
    expect(checkProject(generateProject(7))).toBeGreaterThan(200)
  })

  it('fails where the full parse fails, with the same message and position', () => {
    checkFile('components/broken.tsx', 'export function Broken() {\n  return <div>\n}\n')
    checkFile('lib/broken.ts', 'export const total = (\n')
    expect(parseTypeScript('lib/broken.ts', 'export const total = (\n')).toEqual({
      line: 1,
      column: 23,
      message: 'Expression expected.',
    })
  })
})
