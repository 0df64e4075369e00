import { nestedComponent } from '../../analyser/rules/nested-component.js'
import { testRule } from '../helpers/rule-tester.js'

testRule(nestedComponent, {
  valid: [
    {
      name: 'valid: two components side by side',
      files: {
        'src/table.tsx': `function Row({ value }: { value: string }) {\n  return <tr><td>{value}</td></tr>\n}\n\nexport function Table({ rows }: { rows: string[] }) {\n  return <table><tbody>{rows.map((row) => <Row key={row} value={row} />)}</tbody></table>\n}\n`,
      },
    },
    {
      name: 'valid: a lowercase render helper inside a component',
      files: {
        'src/table.tsx': `export function Table({ rows }: { rows: string[] }) {\n  const renderRow = (row: string) => <tr key={row}><td>{row}</td></tr>\n  return <table><tbody>{rows.map(renderRow)}</tbody></table>\n}\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: an arrow and a function component defined inside a component',
      files: {
        'src/table.tsx': `export function Table({ rows }: { rows: string[] }) {\n  const Row = ({ value }: { value: string }) => <tr><td>{value}</td></tr>\n  function Footer() {\n    return <tfoot />\n  }\n  return <table><tbody>{rows.map((row) => <Row key={row} value={row} />)}</tbody><Footer /></table>\n}\n`,
      },
      errors: [
        { file: 'src/table.tsx', line: 2, component: 'Table' },
        { file: 'src/table.tsx', line: 3, component: 'Table' },
      ],
    },
  ],
})
