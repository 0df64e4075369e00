import { describe, expect, it } from 'vitest'
import { UsageError, parseInvocation, splitList } from '../../analyser/grammar/index.js'

function roots(value: string): unknown {
  try {
    const invocation = parseInvocation(['plan', '--roots', value])
    return invocation.kind === 'command' ? invocation.parsed.options.roots : invocation.kind
  } catch (error) {
    if (error instanceof UsageError) return error.message
    throw error
  }
}

describe('list options', () => {
  it('split at commas outside braces: a glob keeps its alternatives', () => {
    expect(roots('{a,b}/**')).toEqual(['{a,b}/**'])
    expect(roots('app/page.tsx, {src,lib}/*.{ts,tsx},pages')).toEqual(['app/page.tsx', '{src,lib}/*.{ts,tsx}', 'pages'])
    expect(roots('{a,{b,c}}/x,y')).toEqual(['{a,{b,c}}/x', 'y'])
    expect(splitList('a\\,b,c')).toEqual(['a\\,b', 'c'])
    // A brace left open holds the rest of the value, as the glob reads it literally.
    expect(splitList('{a,b')).toEqual(['{a,b'])
    expect(splitList('a},b')).toEqual(['a}', 'b'])
  })

  it('still refuse an empty item, inside braces or out', () => {
    expect(roots('{a,b},')).toBe('The option "--roots" needs a comma-separated list without empty items, not "{a,b},".')
    expect(roots('a,,b')).toBe('The option "--roots" needs a comma-separated list without empty items, not "a,,b".')
  })
})
