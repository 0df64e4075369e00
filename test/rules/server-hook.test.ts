import { serverHook } from '../../analyser/rules/server-hook.js'
import { NEXT_PACKAGE, VITE_PACKAGE, source, testRule } from '../helpers/rule-tester.js'

const useCounter = source`
  import { useState } from 'react'

  export function useCounter() {
    const [count, setCount] = useState(0)
    return { count, increment: () => setCount(count + 1) }
  }
`

testRule(serverHook, {
  valid: [
    {
      name: 'valid: the page is marked "use client"',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          'use client'
          import { useState } from 'react'

          export default function Page() {
            const [open] = useState(false)
            return <p>{String(open)}</p>
          }
        `,
      },
    },
    {
      name: 'valid: a server page calls use(), useId() and useMemo(), which the server build has',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          import { use, useId, useMemo } from 'react'

          export default function Page({ data }: { data: Promise<string> }) {
            const id = useId()
            const text = use(data)
            const upper = useMemo(() => text.toUpperCase(), [text])
            return <p id={id}>{upper}</p>
          }
        `,
      },
    },
    {
      name: 'valid: a server page renders a client child that holds the state',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          import { Toggle } from './toggle'

          export default function Page() {
            return <Toggle />
          }
        `,
        'app/toggle.tsx': source`
          'use client'
          import { useState } from 'react'

          export function Toggle() {
            const [on, setOn] = useState(false)
            return <button onClick={() => setOn(!on)}>{String(on)}</button>
          }
        `,
      },
    },
    {
      name: 'valid: a server page calls next-intl’s useTranslations, which has a server build',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          import { useTranslations } from 'next-intl'

          export default function Page() {
            const t = useTranslations('Home')
            return <h1>{t('title')}</h1>
          }
        `,
      },
    },
    {
      name: 'valid: a client page calls useSWR',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          'use client'
          import useSWR from 'swr'

          export default function Page() {
            const { data } = useSWR('/api/user')
            return <p>{data}</p>
          }
        `,
      },
    },
    {
      name: 'valid: a Vite app has no server components',
      files: {
        'package.json': VITE_PACKAGE,
        'src/app.tsx': source`
          import { useState } from 'react'

          export function App() {
            const [n] = useState(0)
            return <p>{n}</p>
          }
        `,
      },
    },
    {
      name: 'valid: a component nothing renders from the server',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          export default function Page() {
            return <p>Home</p>
          }
        `,
        'components/counter.tsx': source`
          import { useState } from 'react'

          export function Counter() {
            const [n] = useState(0)
            return <p>{n}</p>
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a server page calls useSWR, whose cache lives in client state',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          import useSWR from 'swr'

          export default function Page() {
            const { data } = useSWR('/api/user')
            return <p>{data}</p>
          }
        `,
      },
      errors: [{ file: 'app/page.tsx', line: 4, component: 'Page' }],
    },
    {
      name: 'invalid: a server layout calls useQuery from @tanstack/react-query through a project hook',
      files: {
        'package.json': NEXT_PACKAGE,
        'hooks/use-user.ts': source`
          import { useQuery } from '@tanstack/react-query'

          export function useUser() {
            return useQuery({ queryKey: ['user'], queryFn: () => fetch('/api/user').then((r) => r.json()) })
          }
        `,
        'app/layout.tsx': source`
          import type { ReactNode } from 'react'
          import { useUser } from '../hooks/use-user'

          export default function Layout({ children }: { children: ReactNode }) {
            const { data } = useUser()
            return <body>{data?.name}{children}</body>
          }
        `,
      },
      errors: [{ file: 'app/layout.tsx', line: 5, component: 'Layout' }],
    },
    {
      name: 'invalid: a server page calls useState',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          import { useState } from 'react'

          export default function Page() {
            const [open, setOpen] = useState(false)
            return <button onClick={() => setOpen(!open)}>Menu</button>
          }
        `,
      },
      errors: [{ file: 'app/page.tsx', line: 4, column: 27, component: 'Page' }],
    },
    {
      name: 'invalid: a component without a directive, imported by a layout, reads the router',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/layout.tsx': source`
          import type { ReactNode } from 'react'
          import { Header } from '../components/header'

          export default function Layout({ children }: { children: ReactNode }) {
            return <body><Header />{children}</body>
          }
        `,
        'components/header.tsx': source`
          import { usePathname } from 'next/navigation'

          export function Header() {
            const pathname = usePathname()
            return <h1>{pathname}</h1>
          }
        `,
      },
      errors: [{ file: 'components/header.tsx', line: 4, component: 'Header' }],
    },
    {
      name: 'invalid: a server page calls a project hook that keeps state',
      files: {
        'package.json': NEXT_PACKAGE,
        'hooks/use-counter.ts': useCounter,
        'app/page.tsx': source`
          import { useCounter } from '../hooks/use-counter'

          export default function Page() {
            const { count } = useCounter()
            return <p>{count}</p>
          }
        `,
      },
      errors: [{ file: 'app/page.tsx', line: 4, component: 'Page' }],
    },
    {
      name: 'invalid: React.useEffect in a server component',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          import React from 'react'

          export default function Page() {
            React.useEffect(() => {}, [])
            return <p>Home</p>
          }
        `,
      },
      errors: [{ file: 'app/page.tsx', line: 4, component: 'Page' }],
    },
  ],
})
