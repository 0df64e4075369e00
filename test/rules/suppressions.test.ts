import { describe, expect, it } from 'vitest'
import { readSuppressions } from '../../analyser/module/suppressions.js'
import { createProject, ROOT } from '../helpers/memfs-project.js'
import { source, VITE_PACKAGE } from '../helpers/rule-tester.js'

/** Two index keys on lines 5 and 6; line 4 asks to ignore the first. */
const SUPPRESSED_LIST = source`
  export function Lists({ items }: { items: string[] }) {
    return (
      <>
        {/* flawless-ignore-next-line index-key -- the list never reorders */}
        {items.map((item, index) => <li key={index}>{item}</li>)}
        {items.map((item, index) => <b key={index}>{item}</b>)}
      </>
    )
  }
`

function findings(files: Record<string, string>, options: { rules?: string[] } = {}) {
  const { analyser } = createProject({ 'package.json': VITE_PACKAGE, ...files })
  return analyser.findings({ root: ROOT, ...options })
}

const at = (result: ReturnType<typeof findings>) =>
  result.findings.map(({ rule, severity, line, column }) => ({ rule, severity, line, column }))

describe('flawless-ignore comments', () => {
  it('a next-line comment hides exactly the finding on the line below it', () => {
    const result = findings({ 'src/lists.tsx': SUPPRESSED_LIST })
    expect(at(result)).toEqual([{ rule: 'index-key', severity: 'warning', line: 6, column: 38 }])
    expect(result.suppressed).toBe(1)
  })

  it('a file comment hides every finding of its rules in the file, and nothing of another rule', () => {
    const result = findings({
      'src/lists.tsx': source`
        // flawless-ignore-file index-key, missing-key
        export function Lists({ items }: { items: string[] }) {
          return <>{items.map((item, index) => <li key={index}>{item}</li>)}{items.map((item) => <p>{item}</p>)}</>
        }
      `,
    })
    expect(at(result)).toEqual([])
    expect(result.suppressed).toBe(2)
  })

  it('reports a comment that hides nothing, at the comment, as an unused-suppression warning', () => {
    const result = findings({
      'src/lists.tsx': source`
        export function Lists({ items }: { items: string[] }) {
          // flawless-ignore-next-line missing-key -- keyed below
          return <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>
        }
      `,
    })
    expect(result.findings).toEqual([
      {
        rule: 'unused-suppression',
        severity: 'warning',
        message: 'The comment "flawless-ignore-next-line" hides no "missing-key" finding: there is none on line 3.',
        file: 'src/lists.tsx',
        line: 2,
        column: 3,
        component: null,
        hint:
          'Remove it, or name the rule of the finding it is meant for and put it on the line above that finding ' +
          '(flawless-ignore-file covers the whole file).',
      },
    ])
    expect(result.suppressed).toBeUndefined()
  })

  it('reports a comment that names no rule, or a rule that does not exist', () => {
    const result = findings({
      'src/page.tsx': source`
        // flawless-ignore-file
        /* flawless-ignore-next-line index-keys */
        export const Page = () => <main />
      `,
    })
    expect(result.findings.map(({ line, message }) => ({ line, message }))).toEqual([
      { line: 1, message: 'The comment "flawless-ignore-file" names no rule.' },
      { line: 2, message: 'The comment "flawless-ignore-next-line" names "index-keys", which is not a rule.' },
    ])
  })

  it('leaves alone a comment for a rule the call did not run', () => {
    expect(at(findings({ 'src/lists.tsx': SUPPRESSED_LIST }, { rules: ['missing-key'] }))).toEqual([])
  })

  it('follows the config: "unused-suppression" off silences the report, "error" raises it', () => {
    const unused = source`
      // flawless-ignore-next-line missing-key
      export const Page = () => <main />
    `
    const off = findings({ 'src/page.tsx': unused, 'flawless.config.json': '{"rules":{"unused-suppression":"off"}}' })
    expect(off.findings).toEqual([])
    const raised = findings({
      'src/page.tsx': unused,
      'flawless.config.json': '{"rules":{"unused-suppression":"error"}}',
    })
    expect(at(raised)).toEqual([{ rule: 'unused-suppression', severity: 'error', line: 1, column: 1 }])
  })
})

describe('readSuppressions', () => {
  it('reads line and block comments: their rules, reason, position and the line a next-line comment covers', () => {
    const text = [
      "import { useState } from 'react'",
      '/* flawless-ignore-next-line conditional-hook,',
      '   set-state-in-render -- guarded above */',
      'const x = 1 // flawless-ignore-file img-alt',
      "const note = 'flawless-ignore-next-line is only a word here'",
    ].join('\n')
    expect(readSuppressions(text)).toEqual([
      {
        kind: 'next-line',
        rules: ['conditional-hook', 'set-state-in-render'],
        reason: 'guarded above',
        line: 2,
        column: 1,
        covers: 4,
      },
      { kind: 'file', rules: ['img-alt'], reason: null, line: 4, column: 13, covers: null },
    ])
  })
})
