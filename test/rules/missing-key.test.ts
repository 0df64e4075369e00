import { missingKey } from '../../analyser/rules/missing-key.js'
import { testRule } from '../helpers/rule-tester.js'

testRule(missingKey, {
  valid: [
    {
      name: 'valid: keyed items',
      files: {
        'src/list.tsx': `export function List({ items }: { items: { id: string; name: string }[] }) {\n  return <ul>{items.map((item) => <li key={item.id}>{item.name}</li>)}</ul>\n}\n`,
      },
    },
    {
      name: 'valid: a spread may carry the key',
      files: {
        'src/list.tsx': `export function List({ items }: { items: { key: string }[] }) {\n  return <ul>{items.map((item) => <li {...item} />)}</ul>\n}\n`,
      },
    },
    {
      name: 'valid: an element inside a mapped item needs no key of its own',
      files: {
        'src/list.tsx': `export function List({ items }: { items: string[] }) {\n  return <ul>{items.map((item) => <li key={item}><span>{item}</span></li>)}</ul>\n}\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: unkeyed items from an arrow, a return, a ternary and a fragment',
      files: {
        'src/list.tsx': `export function List({ items }: { items: string[] }) {\n  return (\n    <div>\n      {items.map((item) => <span>{item}</span>)}\n      {items.map((item) => {\n        return <p>{item}</p>\n      })}\n      {items.map((item) => (item ? <b>{item}</b> : <i key="none">none</i>))}\n      {items.map((item) => <>{item}</>)}\n    </div>\n  )\n}\n`,
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
        'src/rows.tsx': `export function renderRows(rows: string[]) {\n  return rows.map((row) => <tr><td>{row}</td></tr>)\n}\n`,
      },
      errors: [{ file: 'src/rows.tsx', line: 2, component: 'renderRows' }],
    },
  ],
})
