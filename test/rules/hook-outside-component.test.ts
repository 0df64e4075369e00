import { hookOutsideComponent } from '../../analyser/rules/hook-outside-component.js'
import { testRule } from '../helpers/rule-tester.js'

testRule(hookOutsideComponent, {
  valid: [
    {
      name: 'valid: hooks in a component and a custom hook',
      files: {
        'src/app.tsx': `import { useState } from 'react'\n\nexport function useToggle() {\n  return useState(false)\n}\n\nexport function App() {\n  const [on] = useToggle()\n  return <p>{String(on)}</p>\n}\n`,
      },
    },
    {
      name: 'valid: a capitalised function that only runs an effect is a component rendering nothing',
      files: {
        'src/title.tsx': `import { useEffect } from 'react'\n\nexport function DocumentTitle({ title }: { title: string }) {\n  useEffect(() => {\n    document.title = title\n  }, [title])\n  return false\n}\n`,
      },
    },
    {
      name: 'valid: a regular function that calls no hook',
      files: {
        'src/format.ts': 'export function formatPrice(cents: number) {\n  return (cents / 100).toFixed(2)\n}\n',
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a regular function calls a hook',
      files: {
        'src/session.ts': `import { useContext } from 'react'\nimport { SessionContext } from './context'\n\nexport function getSession() {\n  return useContext(SessionContext)\n}\n`,
        'src/context.ts': `import { createContext } from 'react'\nexport const SessionContext = createContext(null)\n`,
      },
      errors: [{ file: 'src/session.ts', line: 5, component: 'getSession' }],
    },
    {
      name: 'invalid: a class component calls a hook',
      files: {
        'src/clock.tsx': `import { Component, useState } from 'react'\n\nexport class Clock extends Component {\n  render() {\n    const [now] = useState(Date.now())\n    return <p>{now}</p>\n  }\n}\n`,
      },
      errors: [{ file: 'src/clock.tsx', line: 5, component: 'Clock' }],
    },
  ],
})
