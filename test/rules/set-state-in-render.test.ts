import { setStateInRender } from '../../analyser/rules/set-state-in-render.js'
import { source, testRule } from '../helpers/rule-tester.js'

testRule(setStateInRender, {
  valid: [
    {
      name: 'valid: a setter in an event handler and an effect',
      files: {
        'src/counter.tsx': source`
          import { useEffect, useState } from 'react'

          export function Counter() {
            const [count, setCount] = useState(0)
            useEffect(() => setCount(1), [])
            return <button onClick={() => setCount(count + 1)}>{count}</button>
          }
        `,
      },
    },
    {
      name: 'valid: adjusting state when a prop changes, inside a condition',
      files: {
        'src/list.tsx': source`
          import { useState } from 'react'

          export function List({ items }: { items: string[] }) {
            const [previous, setPrevious] = useState(items)
            const [selected, setSelected] = useState<string | null>(null)
            if (items !== previous) {
              setPrevious(items)
              setSelected(null)
            }
            return <p>{selected}</p>
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a setter called while rendering',
      files: {
        'src/greeting.tsx': source`
          import { useState } from 'react'

          export function Greeting({ name }: { name: string }) {
            const [label, setLabel] = useState('')
            setLabel(\`Hello \${name}\`)
            return <p>{label}</p>
          }
        `,
      },
      errors: [{ file: 'src/greeting.tsx', line: 5, column: 3, component: 'Greeting' }],
    },
  ],
})
