import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as TS from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scanHeader } from '../../analyser/module/header.js'
import { TokenScanner, Unreadable } from '../../analyser/module/token-scanner.js'
import { isTypeScriptParseFailure, parseTypeScript } from '../../analyser/parse/parse-typescript.js'
import { loadTypeScript } from '../../analyser/parse/typescript-module.js'
import { scenarios } from '../analyser/scenarios.js'
import { generateProject } from '../helpers/generated-project.js'
import { readSourceTree, source } from '../helpers/memfs-project.js'

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples')
const ts = loadTypeScript()
const k = ts.SyntaxKind

/** Texts whose tokens are easy to get wrong: numbers, escapes, templates, regular expressions, JSX, comments. */
const TRICKY: Record<string, string> = {
  'lib/numbers.ts': source(`
    export const numbers = [1_000, 0x1F, 0b1010, 0o17, 10n, 0x1Fn, .5, 1.5e-3, 2E+10, 0, 0.0, 7.]
    export const member = 1..toString() + 2 .toFixed() + obj?.a ?? x?.5:1
  `),
  'lib/strings.ts': source(`
    export const strings = ['a\\'b', "c\\"d", '\\x41\\u0042\\u{1F600}\\n\\t\\0', 'line \\
    continued', "\\d"]
    export const templates = [\`plain\`, \`a \${1} b \${\`in \${2}\`} c\`, \`esc \\\` \\\${x}\`, \`\\u{41}\`]
  `),
  'lib/regex.ts': source(`
    export const tests = [/[/]/g, /a\\/b/i, x / 2 / y, !/^\\d$/.test(v), (a) / 2, a! / 3, /=/.test(s), a /= 2]
    export const nested = \`\${/}/.source}\`
  `),
  'lib/comments.ts':
    '#!/usr/bin/env node\n/* a\n b */ export const a = 1 // c\n/** d */\nexport const b = a\n' +
    'export class C { #hidden = 1; get value() { return this.#hidden } }\n',
  'lib/crlf.ts': 'export const a = 1\r\nexport const t = `x\r\ny`\r\nexport const b = 2\r\n',
  'components/jsx.tsx': source(`
    export function View({ items }: { items: string[] }) {
      return (
        <div className="a" data-x='b' aria-label={"c"} {...rest} svg:href="#x">
          don't {items.map((item) => <Item key={item} value={item} />)}
          <Foo.Bar.Baz attr=<b>bold</b> />
          <>text &amp; more</>
          {/* a { comment */}
        </div>
      )
    }
  `),
}

let twins: WeakMap<TokenScanner, TS.Scanner>
let compared: number
let inside = false
const patched: [string, unknown][] = []

/**
 * For the tests of this file, every TokenScanner does what TypeScript's scanner does beside it
 * on the same text, call for call, and each call's kind, start, end, line break and value
 * must be TypeScript's. A scanner that throws Unreadable stops there: its file goes to the parse.
 */
beforeAll(() => {
  twins = new WeakMap()
  compared = 0
  const prototype = TokenScanner.prototype as unknown as Record<string, (...args: unknown[]) => unknown>
  const twinOf = (scanner: TokenScanner): TS.Scanner => {
    let twin = twins.get(scanner)
    if (twin === undefined) {
      const { text, jsx } = scanner as unknown as { text: string; jsx: boolean }
      twin = ts.createScanner(
        ts.ScriptTarget.Latest,
        true,
        jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
        text,
      )
      twins.set(scanner, twin)
    }
    return twin
  }
  for (const method of [
    'scan',
    'reScanSlashToken',
    'reScanTemplateToken',
    'scanJsxToken',
    'scanJsxIdentifier',
    'scanJsxAttributeValue',
  ]) {
    const original = prototype[method]!
    patched.push([method, original])
    prototype[method] = function (this: TokenScanner, ...args: unknown[]) {
      // A call from inside another (scanJsxAttributeValue scans on) is TypeScript's to make inside its own.
      if (inside) return original.apply(this, args)
      const twin = twinOf(this)
      inside = true
      let kind: TS.SyntaxKind
      try {
        kind = original.apply(this, args) as TS.SyntaxKind
      } finally {
        inside = false
      }
      const expected = (twin[method as keyof TS.Scanner] as (...args: unknown[]) => TS.SyntaxKind)(...args)
      expect(describeToken(this, kind)).toEqual(describeToken(twin, expected))
      compared++
      return kind
    }
  }
  const lookAhead = prototype.lookAhead!
  patched.push(['lookAhead', lookAhead])
  prototype.lookAhead = function (this: TokenScanner, callback: unknown) {
    return lookAhead.call(this, () => twinOf(this).lookAhead(callback as () => unknown))
  }
})

afterAll(() => {
  const prototype = TokenScanner.prototype as unknown as Record<string, unknown>
  for (const [method, original] of patched) prototype[method] = original
})

type Scanned = Pick<TokenScanner, 'getTokenStart' | 'getTokenEnd' | 'getTokenValue' | 'hasPrecedingLineBreak'>

function describeToken(scanner: Scanned, kind: TS.SyntaxKind) {
  // Text between tags is JsxText for the header, white space or not.
  const token = kind === k.JsxTextAllWhiteSpaces ? k.JsxText : kind
  const named = token === k.Identifier || (token >= k.FirstKeyword && token <= k.LastKeyword)
  const valued = named || token === k.PrivateIdentifier || (token >= k.StringLiteral && token <= k.TemplateTail)
  return {
    kind: k[token],
    start: scanner.getTokenStart(),
    end: scanner.getTokenEnd(),
    lineBreak: scanner.hasPrecedingLineBreak(),
    value: valued ? scanner.getTokenValue() : null,
  }
}

/** Scans the header of each source TypeScript parses: how many the scan read, and how many it left to the parse. */
function scanAll(files: Record<string, string>): { read: number; left: number } {
  const counts = { read: 0, left: 0 }
  for (const [file, text] of Object.entries(files)) {
    if (!/\.(tsx|ts|jsx|js|mjs|cjs)$/.test(file) || isTypeScriptParseFailure(parseTypeScript(file, text))) continue
    if (scanHeader(file, text) === null) counts.left++
    else counts.read++
  }
  return counts
}

describe("the header's token scanner", () => {
  it("gives TypeScript's tokens, call for call, on texts whose tokens are easy to get wrong", () => {
    const before = compared
    expect(scanAll(TRICKY)).toEqual({ read: Object.keys(TRICKY).length, left: 0 })
    expect(compared - before).toBeGreaterThan(300)
  })

  it("gives TypeScript's tokens over every scenario, the examples and a generated project", () => {
    const before = compared
    const projects = [
      ...scenarios.map((scenario) => scenario.files),
      ...['next-dashboard', 'vite-shop', 'expo-notes'].map((name) => readSourceTree(path.join(EXAMPLES, name))),
      generateProject(7),
    ]
    const counts = projects.map(scanAll)
    expect(counts.reduce((sum, count) => sum + count.left, 0)).toBe(0)
    expect(compared - before).toBeGreaterThan(20_000)
  })

  it('stops where TypeScript would read on by rules of its own, and the file goes to the parse', () => {
    const unsure = {
      'lib/unicode-name.ts': 'export const café = 1\n',
      'lib/escaped-name.ts': 'export const \\u0061b = 1\n',
      'lib/octal.js': "export const a = '\\01'\n",
      'lib/open-string.ts': "export const a = 'never closed\n",
      'lib/open-comment.ts': 'export const a = 1 /* never closed\n',
      'lib/conflict.ts':
        'export const a = 1\n<<<<<<< HEAD\nexport const b = 1\n=======\nexport const b = 2\n>>>>>>> x\n',
      'lib/name-after-number.ts': 'export const a = 3in\n',
    }
    for (const [file, text] of Object.entries(unsure)) {
      expect(() => {
        const scanner = new TokenScanner(text, false)
        while (scanner.scan() !== k.EndOfFileToken);
      }, file).toThrow(Unreadable)
      expect({ file, header: scanHeader(file, text) }).toEqual({ file, header: null })
    }
  })
})
