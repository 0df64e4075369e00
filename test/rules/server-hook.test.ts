import { serverHook } from '../../analyser/rules/server-hook.js'
import { NEXT_PACKAGE, VITE_PACKAGE, testRule } from '../helpers/rule-tester.js'

const useCounter = `import { useState } from 'react'\n\nexport function useCounter() {\n  const [count, setCount] = useState(0)\n  return { count, increment: () => setCount(count + 1) }\n}\n`

testRule(serverHook, {
  valid: [
    {
      name: 'valid: the page is marked "use client"',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `'use client'\nimport { useState } from 'react'\n\nexport default function Page() {\n  const [open] = useState(false)\n  return <p>{String(open)}</p>\n}\n`,
      },
    },
    {
      name: 'valid: a server page calls use(), useId() and useMemo(), which the server build has',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `import { use, useId, useMemo } from 'react'\n\nexport default function Page({ data }: { data: Promise<string> }) {\n  const id = useId()\n  const text = use(data)\n  const upper = useMemo(() => text.toUpperCase(), [text])\n  return <p id={id}>{upper}</p>\n}\n`,
      },
    },
    {
      name: 'valid: a server page renders a client child that holds the state',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `import { Toggle } from './toggle'\n\nexport default function Page() {\n  return <Toggle />\n}\n`,
        'app/toggle.tsx': `'use client'\nimport { useState } from 'react'\n\nexport function Toggle() {\n  const [on, setOn] = useState(false)\n  return <button onClick={() => setOn(!on)}>{String(on)}</button>\n}\n`,
      },
    },
    {
      name: 'valid: a server page calls next-intl’s useTranslations, which has a server build',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `import { useTranslations } from 'next-intl'\n\nexport default function Page() {\n  const t = useTranslations('Home')\n  return <h1>{t('title')}</h1>\n}\n`,
      },
    },
    {
      name: 'valid: a client page calls useSWR',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `'use client'\nimport useSWR from 'swr'\n\nexport default function Page() {\n  const { data } = useSWR('/api/user')\n  return <p>{data}</p>\n}\n`,
      },
    },
    {
      name: 'valid: a Vite app has no server components',
      files: {
        'package.json': VITE_PACKAGE,
        'src/app.tsx': `import { useState } from 'react'\n\nexport function App() {\n  const [n] = useState(0)\n  return <p>{n}</p>\n}\n`,
      },
    },
    {
      name: 'valid: a component nothing renders from the server',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': 'export default function Page() {\n  return <p>Home</p>\n}\n',
        'components/counter.tsx': `import { useState } from 'react'\n\nexport function Counter() {\n  const [n] = useState(0)\n  return <p>{n}</p>\n}\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a server page calls useSWR, whose cache lives in client state',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `import useSWR from 'swr'\n\nexport default function Page() {\n  const { data } = useSWR('/api/user')\n  return <p>{data}</p>\n}\n`,
      },
      errors: [{ file: 'app/page.tsx', line: 4, component: 'Page' }],
    },
    {
      name: 'invalid: a server layout calls useQuery from @tanstack/react-query through a project hook',
      files: {
        'package.json': NEXT_PACKAGE,
        'hooks/use-user.ts': `import { useQuery } from '@tanstack/react-query'\n\nexport function useUser() {\n  return useQuery({ queryKey: ['user'], queryFn: () => fetch('/api/user').then((r) => r.json()) })\n}\n`,
        'app/layout.tsx': `import type { ReactNode } from 'react'\nimport { useUser } from '../hooks/use-user'\n\nexport default function Layout({ children }: { children: ReactNode }) {\n  const { data } = useUser()\n  return <body>{data?.name}{children}</body>\n}\n`,
      },
      errors: [{ file: 'app/layout.tsx', line: 5, component: 'Layout' }],
    },
    {
      name: 'invalid: a server page calls useState',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `import { useState } from 'react'\n\nexport default function Page() {\n  const [open, setOpen] = useState(false)\n  return <button onClick={() => setOpen(!open)}>Menu</button>\n}\n`,
      },
      errors: [{ file: 'app/page.tsx', line: 4, column: 27, component: 'Page' }],
    },
    {
      name: 'invalid: a component without a directive, imported by a layout, reads the router',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/layout.tsx': `import type { ReactNode } from 'react'\nimport { Header } from '../components/header'\n\nexport default function Layout({ children }: { children: ReactNode }) {\n  return <body><Header />{children}</body>\n}\n`,
        'components/header.tsx': `import { usePathname } from 'next/navigation'\n\nexport function Header() {\n  const pathname = usePathname()\n  return <h1>{pathname}</h1>\n}\n`,
      },
      errors: [{ file: 'components/header.tsx', line: 4, component: 'Header' }],
    },
    {
      name: 'invalid: a server page calls a project hook that keeps state',
      files: {
        'package.json': NEXT_PACKAGE,
        'hooks/use-counter.ts': useCounter,
        'app/page.tsx': `import { useCounter } from '../hooks/use-counter'\n\nexport default function Page() {\n  const { count } = useCounter()\n  return <p>{count}</p>\n}\n`,
      },
      errors: [{ file: 'app/page.tsx', line: 4, component: 'Page' }],
    },
    {
      name: 'invalid: React.useEffect in a server component',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `import React from 'react'\n\nexport default function Page() {\n  React.useEffect(() => {}, [])\n  return <p>Home</p>\n}\n`,
      },
      errors: [{ file: 'app/page.tsx', line: 4, component: 'Page' }],
    },
  ],
})
