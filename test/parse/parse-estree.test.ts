import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from '@typescript-eslint/typescript-estree'
import { describe, expect, it } from 'vitest'
import { PARSE_OPTIONS } from '../../analyser/parse/parse-source.js'
import { parseEstree } from '../../analyser/parse/typescript-estree-module.js'
import { scenarios } from '../analyser/scenarios.js'
import { generateProject } from '../helpers/generated-project.js'
import { readSourceTree, source } from '../helpers/memfs-project.js'

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples')

/** Files whose parse depends on its settings: module or script, JSX in .js, errors, positions past a BOM. */
const SETTINGS: Record<string, string> = {
  'lib/module.mjs': 'await Promise.resolve(1)\n',
  'lib/script.js': 'var a = 1\nfunction f() { return <div>{a}</div> }\n',
  'lib/types.ts': source(`
    enum Kind { A = 1 }
    export abstract class Base<T extends object = {}> { protected abstract get value(): T }
    declare module 'x' { export const y: number }
    export type Mapped<T> = { readonly [K in keyof T]?: T[K] }
    const shape = { a: 1 } satisfies Record<string, number> as const
  `),
  'components/view.tsx': '\uFEFF"use client"\nexport const View = () => <><a href="x">{/* c */}</a></>\n',
  'lib/broken.ts': 'export const a = (\n',
  'lib/invalid.ts': 'export default interface {}\nlet x: = 1\n',
}

/** What a parse gives: its tree with positions, or its error where it stops. */
function outcome(run: () => unknown): unknown {
  try {
    return run()
  } catch (error) {
    const { lineNumber, column, message } = error as { lineNumber: number; column: number; message: string }
    return { lineNumber, column, message }
  }
}

function checkProject(files: Record<string, string>): number {
  let checked = 0
  for (const [file, text] of Object.entries(files)) {
    if (!/\.(tsx|ts|jsx|js|mjs|cjs)$/.test(file)) continue
    const expected = outcome(() => parse(text, { ...PARSE_OPTIONS, filePath: file }))
    expect({ file, tree: outcome(() => parseEstree(file, text, PARSE_OPTIONS)) }).toEqual({ file, tree: expected })
    checked++
  }
  return checked
}

describe("the full parse, from typescript-estree's converter", () => {
  it("gives typescript-estree's parse, tree for tree and error for error, where its settings matter", () => {
    expect(checkProject(SETTINGS)).toBe(Object.keys(SETTINGS).length)
    // The two files with errors fail, so errors were compared too.
    for (const file of ['lib/broken.ts', 'lib/invalid.ts'])
      expect(outcome(() => parseEstree(file, SETTINGS[file]!, PARSE_OPTIONS))).toMatchObject({
        message: expect.any(String),
      })
  })

  it('gives it over every scenario, the examples and a generated project', () => {
    const projects = [
      ...scenarios.map((scenario) => scenario.files),
      ...['next-dashboard', 'vite-shop', 'expo-notes'].map((name) => readSourceTree(path.join(EXAMPLES, name))),
      generateProject(7),
    ]
    expect(projects.map(checkProject).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(300)
  })

  it('leaves out positions a caller does not ask for', () => {
    const program = parseEstree('shape.ts', 'type __Shape = { a: string }', { loc: false, range: true })
    expect(program.body[0]).not.toHaveProperty('loc')
    expect(program.body[0]!.range).toEqual([0, 28])
  })
})
