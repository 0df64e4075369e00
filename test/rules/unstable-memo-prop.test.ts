import { unstableMemoProp } from '../../analyser/rules/unstable-memo-prop.js'
import { source, testRule } from '../helpers/rule-tester.js'

const chart = source`
  import { memo } from 'react'

  export const Chart = memo(function Chart({ options, onPick }: { options: { color: string }; onPick?: () => void }) {
    return <svg onClick={onPick}>{options.color}</svg>
  })
`

testRule(unstableMemoProp, {
  valid: [
    {
      name: 'valid: memoised values passed to a memo component',
      files: {
        'src/chart.tsx': chart,
        'src/dashboard.tsx': source`
          import { useCallback, useMemo } from 'react'
          import { Chart } from './chart'

          export function Dashboard({ color }: { color: string }) {
            const options = useMemo(() => ({ color }), [color])
            const onPick = useCallback(() => {}, [])
            return <Chart options={options} onPick={onPick} />
          }
        `,
      },
    },
    {
      name: 'valid: an inline object to a component without memo',
      files: {
        'src/card.tsx': source`
          export function Card({ style }: { style: object }) {
            return <div style={style} />
          }
        `,
        'src/page.tsx': source`
          import { Card } from './card'

          export function Page() {
            return <Card style={{ margin: 0 }} />
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: an inline object and arrow passed to a memo component in another file',
      files: {
        'src/chart.tsx': chart,
        'src/dashboard.tsx': source`
          import { Chart } from './chart'

          export function Dashboard() {
            return <Chart options={{ color: 'red' }} onPick={() => {}} />
          }
        `,
      },
      errors: [
        { file: 'src/dashboard.tsx', line: 4, column: 17, component: 'Dashboard' },
        { file: 'src/dashboard.tsx', line: 4, column: 44, component: 'Dashboard' },
      ],
    },
  ],
})
