import { asyncClientComponent } from '../../analyser/rules/async-client-component.js'
import { NEXT_PACKAGE, VITE_PACKAGE, source, testRule } from '../helpers/rule-tester.js'

testRule(asyncClientComponent, {
  valid: [
    {
      name: 'valid: an async server page',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          export default async function Page() {
            const data = await fetch('https://example.com').then((response) => response.text())
            return <p>{data}</p>
          }
        `,
      },
    },
    {
      name: 'valid: an async helper that is not a component',
      files: {
        'package.json': VITE_PACKAGE,
        'src/load.ts': source`
          export async function loadUser() {
            return fetch('/api/user')
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: an async component marked "use client"',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          export default function Page() {
            return <p>Home</p>
          }
        `,
        'app/profile.tsx': source`
          'use client'
          export async function Profile() {
            const user = await fetch('/api/user').then((response) => response.json())
            return <p>{user.name}</p>
          }
        `,
      },
      errors: [{ file: 'app/profile.tsx', line: 2, component: 'Profile' }],
    },
    {
      name: 'invalid: an async component in a Vite app',
      files: {
        'package.json': VITE_PACKAGE,
        'src/profile.tsx': source`
          export default async function Profile() {
            return <p>later</p>
          }
        `,
      },
      errors: [{ file: 'src/profile.tsx', line: 1, component: 'Profile' }],
    },
  ],
})
