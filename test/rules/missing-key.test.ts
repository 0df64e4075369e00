import { missingKey } from '../../analyser/rules/missing-key.js'
import { source, testRule } from '../helpers/rule-tester.js'

testRule(missingKey, {
  valid: [
    {
      name: 'valid: keyed items',
      files: {
        'src/list.tsx': source`
          export function List({ items }: { items: { id: string; name: string }[] }) {
            return <ul>{items.map((item) => <li key={item.id}>{item.name}</li>)}</ul>
          }
        `,
      },
    },
    {
      name: 'valid: a spread may carry the key',
      files: {
        'src/list.tsx': source`
          export function List({ items }: { items: { key: string }[] }) {
            return <ul>{items.map((item) => <li {...item} />)}</ul>
          }
        `,
      },
    },
    {
      name: 'valid: an element inside a mapped item needs no key of its own',
      files: {
        'src/list.tsx': source`
          export function List({ items }: { items: string[] }) {
            return <ul>{items.map((item) => <li key={item}><span>{item}</span></li>)}</ul>
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: unkeyed items from an arrow, a return, a ternary and a fragment',
      files: {
        'src/list.tsx': source`
          export function List({ items }: { items: string[] }) {
            return (
              <div>
                {items.map((item) => <span>{item}</span>)}
                {items.map((item) => {
                  return <p>{item}</p>
                })}
                {items.map((item) => (item ? <b>{item}</b> : <i key="none">none</i>))}
                {items.map((item) => <>{item}</>)}
              </div>
            )
          }
        `,
      },
      errors: [
        { file: 'src/list.tsx', line: 4, component: 'List' },
        { file: 'src/list.tsx', line: 6, component: 'List' },
        { file: 'src/list.tsx', line: 8, component: 'List' },
        { file: 'src/list.tsx', line: 9, component: 'List' },
      ],
    },
    {
      name: 'invalid: a render helper function maps without keys',
      files: {
        'src/rows.tsx': source`
          export function renderRows(rows: string[]) {
            return rows.map((row) => <tr><td>{row}</td></tr>)
          }
        `,
      },
      errors: [{ file: 'src/rows.tsx', line: 2, component: 'renderRows' }],
    },
  ],
})
