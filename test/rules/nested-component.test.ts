import { nestedComponent } from '../../analyser/rules/nested-component.js'
import { source, testRule } from '../helpers/rule-tester.js'

testRule(nestedComponent, {
  valid: [
    {
      name: 'valid: two components side by side',
      files: {
        'src/table.tsx': source`
          function Row({ value }: { value: string }) {
            return <tr><td>{value}</td></tr>
          }

          export function Table({ rows }: { rows: string[] }) {
            return <table><tbody>{rows.map((row) => <Row key={row} value={row} />)}</tbody></table>
          }
        `,
      },
    },
    {
      name: 'valid: a lowercase render helper inside a component',
      files: {
        'src/table.tsx': source`
          export function Table({ rows }: { rows: string[] }) {
            const renderRow = (row: string) => <tr key={row}><td>{row}</td></tr>
            return <table><tbody>{rows.map(renderRow)}</tbody></table>
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: an arrow and a function component defined inside a component',
      files: {
        'src/table.tsx': source`
          export function Table({ rows }: { rows: string[] }) {
            const Row = ({ value }: { value: string }) => <tr><td>{value}</td></tr>
            function Footer() {
              return <tfoot />
            }
            return <table><tbody>{rows.map((row) => <Row key={row} value={row} />)}</tbody><Footer /></table>
          }
        `,
      },
      errors: [
        { file: 'src/table.tsx', line: 2, component: 'Table' },
        { file: 'src/table.tsx', line: 3, component: 'Table' },
      ],
    },
  ],
})
