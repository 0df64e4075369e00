import { describe, expect, it } from 'vitest'
import { findJsonError } from '../../analyser/project/json.js'

const VALID = [
  '{}',
  '[]',
  ' { "a": [1, -2.5e3, true, false, null, "x\\"\\u00e9"] , "b": {} }\n',
  '"text"',
  '0',
  '[[[[]]]]',
]
const INVALID: [string, { line: number; column: number }][] = [
  ['root:x:0:0:root:/root:/bin/bash\n', { line: 1, column: 1 }],
  ['{ "a": 1, }', { line: 1, column: 11 }],
  ['{\n  "a": 1\n  "b": 2\n}', { line: 3, column: 3 }],
  ['[1, 2', { line: 1, column: 6 }],
  ['{"a" 1}', { line: 1, column: 6 }],
  ['01', { line: 1, column: 2 }],
  ['"tab\there"', { line: 1, column: 1 }],
  ['{} {}', { line: 1, column: 4 }],
  ['', { line: 1, column: 1 }],
]

describe('findJsonError', () => {
  it('answers null exactly when JSON.parse accepts the text', () => {
    for (const text of VALID) expect(findJsonError(text), text).toBeNull()
    for (const [text] of INVALID) expect(() => JSON.parse(text), text).toThrow()
  })

  it('names the line and column where the text stops being JSON, and nothing of the text', () => {
    for (const [text, position] of INVALID) expect(findJsonError(text), text).toEqual(position)
  })

  it('reads nesting far past the call stack without a stack of its own calls', () => {
    expect(findJsonError(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)).toBeNull()
    expect(findJsonError('['.repeat(200_000))).toEqual({ line: 1, column: 200_001 })
  })
})
