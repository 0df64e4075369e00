import { indexKey } from '../../analyser/rules/index-key.js'
import { source, testRule } from '../helpers/rule-tester.js'

testRule(indexKey, {
  valid: [
    {
      name: 'valid: keyed by id',
      files: {
        'src/list.tsx': source`
          export function List({ items }: { items: { id: string }[] }) {
            return <ul>{items.map((item, index) => <li key={item.id}>{index}</li>)}</ul>
          }
        `,
      },
    },
    {
      name: 'valid: a name that merely contains the index name',
      files: {
        'src/list.tsx': source`
          export function List({ items }: { items: { indexId: string }[] }) {
            return <ul>{items.map((item, index) => <li key={item.indexId}>{index}</li>)}</ul>
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: the index as key, alone and in a template',
      files: {
        'src/list.tsx': source`
          export function List({ items }: { items: string[] }) {
            return (
              <>
                {items.map((item, i) => <li key={i}>{item}</li>)}
                {items.map((item, index) => <li key={\`row-\${index}\`}>{item}</li>)}
              </>
            )
          }
        `,
      },
      errors: [
        { file: 'src/list.tsx', line: 4, component: 'List' },
        { file: 'src/list.tsx', line: 5, component: 'List' },
      ],
    },
    {
      name: 'invalid: the index as the fallback of a missing id',
      files: {
        'src/table.tsx': source`
          export function Table({ rows }: { rows: { id?: string; name: string }[] }) {
            return <ul>{rows.map((row, rowIndex) => <li key={row.id || rowIndex}>{row.name}</li>)}</ul>
          }
        `,
      },
      errors: [{ file: 'src/table.tsx', line: 2, component: 'Table' }],
    },
  ],
})
