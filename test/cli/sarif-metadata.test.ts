import { describe, expect, it } from 'vitest'
import { toInformationUri } from '../../cli/views/findings-sarif.js'
import { toRuleHelp } from '../../cli/views/rule-help.js'

/** A rule's page as docs/rules writes one: title, severity and source, what it finds, then the sections. */
const INDEX_KEY_PAGE = `# index-key

**Severity:** warning · **Source:** [https://react.dev/learn/rendering-lists](https://react.dev/learn/rendering-lists)

A list element is keyed by the \`.map()\` index.

## Why

An index key names a position, not an item: after an insert or a sort, state
and focus stay at the position while the items move.

Second paragraph of why, left out of the description.

## How to fix

Use an id the item **itself** carries.

See [Rendering lists](https://react.dev/learn/rendering-lists).

## Example

\`\`\`tsx title="src/todo-list.tsx"
## not a heading inside a fence

export const TodoList = () => null
\`\`\`
`

describe('a rule page as SARIF rule metadata', () => {
  it('takes what the rule finds and the first paragraph of why as fullDescription, how to fix as help', () => {
    expect(toRuleHelp(INDEX_KEY_PAGE)).toEqual({
      fullDescription: {
        text:
          'A list element is keyed by the .map() index.\n\nAn index key names a position, not an item: after an ' +
          'insert or a sort, state and focus stay at the position while the items move.',
        markdown:
          'A list element is keyed by the `.map()` index.\n\nAn index key names a position, not an item: after an ' +
          'insert or a sort, state\nand focus stay at the position while the items move.',
      },
      help: {
        text: 'Use an id the item itself carries.\n\nSee Rendering lists.',
        markdown: INDEX_KEY_PAGE.slice('# index-key\n\n'.length).trim(),
      },
    })
  })

  it.each([
    ['no opening paragraph', INDEX_KEY_PAGE.replace('A list element is keyed by the `.map()` index.\n', '')],
    ['no "Why"', INDEX_KEY_PAGE.replace('## Why', '## Reason')],
    ['no "How to fix"', INDEX_KEY_PAGE.replace('## How to fix', '## Fix')],
  ])('gives nothing for a page with %s, rather than half of it', (_name, page) => {
    expect(toRuleHelp(page)).toBeNull()
  })
})

describe('the SARIF driver’s informationUri, from the package’s own package.json', () => {
  it.each([
    [{ homepage: 'https://flawless-react.dev' }, 'https://flawless-react.dev'],
    [{ homepage: 'https://flawless-react.dev', repository: 'github:flawless/react' }, 'https://flawless-react.dev'],
    [
      { repository: { type: 'git', url: 'git+https://github.com/flawless/react.git' } },
      'https://github.com/flawless/react',
    ],
    [{ repository: 'git://github.com/flawless/react.git' }, 'https://github.com/flawless/react'],
    [{ repository: 'git@gitlab.com:flawless/react.git' }, 'https://gitlab.com/flawless/react'],
    [{ repository: 'flawless/react' }, 'https://github.com/flawless/react'],
    [{ repository: 'bitbucket:flawless/react' }, 'https://bitbucket.org/flawless/react'],
    [{}, undefined],
    [{ homepage: 'flawless-react.dev' }, undefined],
    [{ repository: { type: 'git' } }, undefined],
    [{ repository: 'file:../react' }, undefined],
  ])('%j: %s', (manifest, expected) => {
    expect(toInformationUri(manifest)).toBe(expected)
  })
})
