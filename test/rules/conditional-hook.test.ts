import { conditionalHook } from '../../analyser/rules/conditional-hook.js'
import { source, testRule } from '../helpers/rule-tester.js'

testRule(conditionalHook, {
  valid: [
    {
      name: 'valid: hooks at the top level, then an early return',
      files: {
        'src/profile.tsx': source`
          import { useEffect, useState } from 'react'

          export function Profile({ id }: { id?: string }) {
            const [name, setName] = useState('')
            useEffect(() => setName(id ?? ''), [id])
            if (!id) return null
            return <p>{name}</p>
          }
        `,
      },
    },
    {
      name: 'valid: a hook that returns another hook call',
      files: {
        'src/use-user.ts': source`
          import { useQuery } from '@tanstack/react-query'

          export function useUser(id: string) {
            return useQuery({ queryKey: ['user', id] })
          }
        `,
      },
    },
    {
      name: 'valid: a return inside a handler is not an early return',
      files: {
        'src/form.tsx': source`
          import { useState } from 'react'

          export function Form() {
            const submit = () => {
              if (!window.confirm('Sure?')) return
            }
            const [sent] = useState(false)
            return <button onClick={submit}>{String(sent)}</button>
          }
        `,
      },
    },
    {
      name: 'valid: use() may be called conditionally',
      files: {
        'src/theme.tsx': source`
          import { use } from 'react'
          import { ThemeContext } from './theme-context'

          export function Theme({ show }: { show: boolean }) {
            if (show) {
              const theme = use(ThemeContext)
              return <p>{theme}</p>
            }
            return null
          }
        `,
        'src/theme-context.ts': source`
          import { createContext } from 'react'
          export const ThemeContext = createContext('light')
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a hook in a condition, in a loop, after an early return and in a callback',
      files: {
        'src/cart.tsx': source`
          import { useEffect, useMemo, useState } from 'react'

          export function Cart({ items, open }: { items: string[]; open: boolean }) {
            if (open) {
              useEffect(() => {}, [])
            }
            for (const item of items) {
              useState(item)
            }
            const total = items.map(() => useMemo(() => 1, []))
            if (items.length === 0) return null
            const [count] = useState(0)
            return <p>{count}{total.length}</p>
          }
        `,
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
        'src/use-width.ts': source`
          import { useState } from 'react'

          export function useWidth(enabled: boolean) {
            const width = enabled ? useState(0)[0] : 0
            return width
          }
        `,
      },
      errors: [{ file: 'src/use-width.ts', line: 4, component: 'useWidth' }],
    },
    {
      name: 'invalid: a hook after a return in a catch block',
      files: {
        'src/panel.tsx': source`
          import { useState } from 'react'

          export function Panel({ hidden }: { hidden: boolean }) {
            try {
              if (hidden) throw new Error('hidden')
            } catch {
              return null
            }
            const [open] = useState(false)
            return <p>{String(open)}</p>
          }
        `,
      },
      errors: [{ file: 'src/panel.tsx', line: 9, component: 'Panel' }],
    },
  ],
})
