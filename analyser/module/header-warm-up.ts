/** Every token and top-level form a header is read from, in a module either file kind reads. */
const SHARED = [
  '#!/usr/bin/env node',
  "'use client'",
  "import React, { useState as useLocal, type FC } from 'react'",
  "import * as ns from './ns'",
  'import type Def from "./types"',
  "import './side.css'",
  "import legacy = require('legacy')",
  "export { a, b as c } from './ab'",
  "export * from './all'",
  "export * as every from './every'",
  "export type { T } from './t'",
  "export { default, default as Named } from './named'",
  'export const one = 1',
  "export const two = 'two'",
  'export let three: number | undefined',
  'export function four(x: number): number { return x ** 2 }',
  "export async function five() { await import('./lazy') }",
  'export class Six<T> extends Base<T> implements I { #secret = 0; @decorated method() { return this.#secret } }',
  'export abstract class Seven {}',
  'export interface Eight { a?: string }',
  'export type Nine = { [key: string]: number }',
  'export enum Ten { A = 1 << 2, B = 1 >> 1, C = 1 >>> 1 }',
  'export declare const eleven: number',
  'export namespace Twelve { export const x = 1 }',
  "const lazy = React.lazy(() => import('./page'))",
  'let v = 0; v += 1; v -= 1; v *= 2; v /= 2; v %= 3; v **= 2; v <<= 1; v >>= 1; v >>>= 1; v &= 1; v |= 1; v ^= 1',
  'v &&= 1; v ||= 1; v ??= 1; v++; v--; ++v; --v',
  'const w = !v && v || v ?? v; const y = v != 1 && v !== 2 && v == 3 && v === 4 && v < 5 && v <= 6 && v > 7 && v >= 8',
  'const z = ~v ^ v | v & v, q = v ? v : v, o = ns?.a?.[0] ?? ns.b!, s = [...[1, 2]], u = { ...{ a: 1 } }',
  'const numbers = [0, 1.5, .5, 1e10, 1E-5, 0x1F, 0b101, 0o17, 1_000, 10n, 0xFFn]',
  "const strings = ['\\n', \"\\x41\", '\\u0041', \"\\u{1F600}\", '\\0', '\\\\', \"\\t\\b\\f\\v\\r\", 'line\\",
  "continued', '\\'', \"\\\"\", 'é']",
  'const templates = [`plain`, `a${v}b${`c${v}d`}e`, `${v}`]',
  "const patterns = [/ab+c/gi, /[/]/, /\\//u, (/x/).test('x')]",
  'const divided = (v / 2 / 3) % 4',
  '// a line comment',
  '/* a block comment */',
  '/* a block',
  '   comment over lines */ const after = 1',
  'label: for (const item of numbers) { if (item) continue label; else break label }',
  'const meta = import.meta.url',
  'export = legacy',
]
/** A component rendering JSX: what only a .tsx (or .jsx) file holds. */
const COMPONENT = [
  'export default function App({ children }: { children?: React.ReactNode }): JSX.Element {',
  '  const [state, setState] = useLocal<number>(0)',
  '  return (',
  '    <>',
  "      <div className=\"a\" id='b' data-x={1} {...{ title: 't' }} hidden>",
  "        text don't {state} &amp; &#123; &#x41; more text",
  '        <ns.Item value={<span />} />',
  '        <svg:rect xlink:href="#a" />',
  '        {children}',
  '      </div>',
  '    </>',
  '  )',
  '}',
]
/** A type assertion: `<` where a .ts file reads a type, not a tag. */
const TYPE_ASSERTION = ['const asserted = <number>v']

/**
 * Sources the header scan reads once before a call's first file. V8 optimises the scan's
 * functions for the branches they have run; a branch first taken later (`>>>=`, a `\u{…}`
 * escape, `export * as`) throws the optimised code away, and the scan runs unoptimised for
 * the ~70 ms its largest function takes to compile again. Over a 3,400-file app that
 * happened a dozen times in a cold process. With these read first every common branch has
 * run, and the cold token pass took 0.07–0.09 s less, for under 0.01 s of reading here.
 * Only speed depends on them; the header test holds each one read in full.
 */
export const WARM_UP_SOURCES: readonly { file: string; text: string }[] = [
  { file: 'warm-up.tsx', text: [...SHARED, ...COMPONENT].join('\n') },
  { file: 'warm-up.ts', text: [...SHARED, ...TYPE_ASSERTION].join('\n') },
]
