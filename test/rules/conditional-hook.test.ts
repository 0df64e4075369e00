import { conditionalHook } from '../../analyser/rules/conditional-hook.js'
import { testRule } from '../helpers/rule-tester.js'

testRule(conditionalHook, {
  valid: [
    {
      name: 'valid: hooks at the top level, then an early return',
      files: {
        'src/profile.tsx': `import { useEffect, useState } from 'react'\n\nexport function Profile({ id }: { id?: string }) {\n  const [name, setName] = useState('')\n  useEffect(() => setName(id ?? ''), [id])\n  if (!id) return null\n  return <p>{name}</p>\n}\n`,
      },
    },
    {
      name: 'valid: a hook that returns another hook call',
      files: {
        'src/use-user.ts': `import { useQuery } from '@tanstack/react-query'\n\nexport function useUser(id: string) {\n  return useQuery({ queryKey: ['user', id] })\n}\n`,
      },
    },
    {
      name: 'valid: a return inside a handler is not an early return',
      files: {
        'src/form.tsx': `import { useState } from 'react'\n\nexport function Form() {\n  const submit = () => {\n    if (!window.confirm('Sure?')) return\n  }\n  const [sent] = useState(false)\n  return <button onClick={submit}>{String(sent)}</button>\n}\n`,
      },
    },
    {
      name: 'valid: use() may be called conditionally',
      files: {
        'src/theme.tsx': `import { use } from 'react'\nimport { ThemeContext } from './theme-context'\n\nexport function Theme({ show }: { show: boolean }) {\n  if (show) {\n    const theme = use(ThemeContext)\n    return <p>{theme}</p>\n  }\n  return null\n}\n`,
        'src/theme-context.ts': `import { createContext } from 'react'\nexport const ThemeContext = createContext('light')\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a hook in a condition, in a loop, after an early return and in a callback',
      files: {
        'src/cart.tsx': `import { useEffect, useMemo, useState } from 'react'\n\nexport function Cart({ items, open }: { items: string[]; open: boolean }) {\n  if (open) {\n    useEffect(() => {}, [])\n  }\n  for (const item of items) {\n    useState(item)\n  }\n  const total = items.map(() => useMemo(() => 1, []))\n  if (items.length === 0) return null\n  const [count] = useState(0)\n  return <p>{count}{total.length}</p>\n}\n`,
      },
      errors: [
        { file: 'src/cart.tsx', line: 5, component: 'Cart' },
        { file: 'src/cart.tsx', line: 8, component: 'Cart' },
        { file: 'src/cart.tsx', line: 10, component: 'Cart' },
        { file: 'src/cart.tsx', line: 12, component: 'Cart' },
      ],
    },
    {
      name: 'invalid: a custom hook calls a hook conditionally',
      files: {
        'src/use-width.ts': `import { useState } from 'react'\n\nexport function useWidth(enabled: boolean) {\n  const width = enabled ? useState(0)[0] : 0\n  return width\n}\n`,
      },
      errors: [{ file: 'src/use-width.ts', line: 4, component: 'useWidth' }],
    },
    {
      name: 'invalid: a hook after a return in a catch block',
      files: {
        'src/panel.tsx': `import { useState } from 'react'\n\nexport function Panel({ hidden }: { hidden: boolean }) {\n  try {\n    if (hidden) throw new Error('hidden')\n  } catch {\n    return null\n  }\n  const [open] = useState(false)\n  return <p>{String(open)}</p>\n}\n`,
      },
      errors: [{ file: 'src/panel.tsx', line: 9, component: 'Panel' }],
    },
  ],
})
