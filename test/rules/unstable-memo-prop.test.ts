import { unstableMemoProp } from '../../analyser/rules/unstable-memo-prop.js'
import { testRule } from '../helpers/rule-tester.js'

const chart = `import { memo } from 'react'\n\nexport const Chart = memo(function Chart({ options, onPick }: { options: { color: string }; onPick?: () => void }) {\n  return <svg onClick={onPick}>{options.color}</svg>\n})\n`

testRule(unstableMemoProp, {
  valid: [
    {
      name: 'valid: memoised values passed to a memo component',
      files: {
        'src/chart.tsx': chart,
        'src/dashboard.tsx': `import { useCallback, useMemo } from 'react'\nimport { Chart } from './chart'\n\nexport function Dashboard({ color }: { color: string }) {\n  const options = useMemo(() => ({ color }), [color])\n  const onPick = useCallback(() => {}, [])\n  return <Chart options={options} onPick={onPick} />\n}\n`,
      },
    },
    {
      name: 'valid: an inline object to a component without memo',
      files: {
        'src/card.tsx': 'export function Card({ style }: { style: object }) {\n  return <div style={style} />\n}\n',
        'src/page.tsx': `import { Card } from './card'\n\nexport function Page() {\n  return <Card style={{ margin: 0 }} />\n}\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: an inline object and arrow passed to a memo component in another file',
      files: {
        'src/chart.tsx': chart,
        'src/dashboard.tsx': `import { Chart } from './chart'\n\nexport function Dashboard() {\n  return <Chart options={{ color: 'red' }} onPick={() => {}} />\n}\n`,
      },
      errors: [
        { file: 'src/dashboard.tsx', line: 4, column: 17, component: 'Dashboard' },
        { file: 'src/dashboard.tsx', line: 4, column: 44, component: 'Dashboard' },
      ],
    },
  ],
})
