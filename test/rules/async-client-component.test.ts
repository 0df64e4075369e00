import { asyncClientComponent } from '../../analyser/rules/async-client-component.js'
import { NEXT_PACKAGE, VITE_PACKAGE, testRule } from '../helpers/rule-tester.js'

testRule(asyncClientComponent, {
  valid: [
    {
      name: 'valid: an async server page',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `export default async function Page() {\n  const data = await fetch('https://example.com').then((response) => response.text())\n  return <p>{data}</p>\n}\n`,
      },
    },
    {
      name: 'valid: an async helper that is not a component',
      files: {
        'package.json': VITE_PACKAGE,
        'src/load.ts': `export async function loadUser() {\n  return fetch('/api/user')\n}\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: an async component marked "use client"',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': 'export default function Page() {\n  return <p>Home</p>\n}\n',
        'app/profile.tsx': `'use client'\nexport async function Profile() {\n  const user = await fetch('/api/user').then((response) => response.json())\n  return <p>{user.name}</p>\n}\n`,
      },
      errors: [{ file: 'app/profile.tsx', line: 2, component: 'Profile' }],
    },
    {
      name: 'invalid: an async component in a Vite app',
      files: {
        'package.json': VITE_PACKAGE,
        'src/profile.tsx': `export default async function Profile() {\n  return <p>later</p>\n}\n`,
      },
      errors: [{ file: 'src/profile.tsx', line: 1, component: 'Profile' }],
    },
  ],
})
