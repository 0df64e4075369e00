import { setStateInRender } from '../../analyser/rules/set-state-in-render.js'
import { testRule } from '../helpers/rule-tester.js'

testRule(setStateInRender, {
  valid: [
    {
      name: 'valid: a setter in an event handler and an effect',
      files: {
        'src/counter.tsx': `import { useEffect, useState } from 'react'\n\nexport function Counter() {\n  const [count, setCount] = useState(0)\n  useEffect(() => setCount(1), [])\n  return <button onClick={() => setCount(count + 1)}>{count}</button>\n}\n`,
      },
    },
    {
      name: 'valid: adjusting state when a prop changes, inside a condition',
      files: {
        'src/list.tsx': `import { useState } from 'react'\n\nexport function List({ items }: { items: string[] }) {\n  const [previous, setPrevious] = useState(items)\n  const [selected, setSelected] = useState<string | null>(null)\n  if (items !== previous) {\n    setPrevious(items)\n    setSelected(null)\n  }\n  return <p>{selected}</p>\n}\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a setter called while rendering',
      files: {
        'src/greeting.tsx': `import { useState } from 'react'\n\nexport function Greeting({ name }: { name: string }) {\n  const [label, setLabel] = useState('')\n  setLabel(\`Hello \${name}\`)\n  return <p>{label}</p>\n}\n`,
      },
      errors: [{ file: 'src/greeting.tsx', line: 5, column: 3, component: 'Greeting' }],
    },
  ],
})
