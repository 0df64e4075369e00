import { serverOnlyInClient } from '../../analyser/rules/server-only-in-client.js'
import { NEXT_PACKAGE, source, testRule } from '../helpers/rule-tester.js'

const page = source`
  export default function Page() {
    return <p>Home</p>
  }
`

const secrets = source`
  import 'server-only'
  import { cookies } from 'next/headers'

  export async function getToken() {
    return (await cookies()).get('token')?.value
  }
`

testRule(serverOnlyInClient, {
  valid: [
    {
      name: 'valid: only server code loads the server-only module',
      files: {
        'package.json': NEXT_PACKAGE,
        'lib/secrets.ts': secrets,
        'app/page.tsx': source`
          import { getToken } from '../lib/secrets'

          export default async function Page() {
            return <p>{await getToken()}</p>
          }
        `,
      },
    },
    {
      name: 'valid: a client component imports only a type from it',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': page,
        'lib/secrets.ts': `${secrets}export type Token = string\n`,
        'app/badge.tsx': source`
          'use client'
          import type { Token } from '../lib/secrets'

          export function Badge({ token }: { token: Token }) {
            return <span>{token}</span>
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a client component loads a module that imports server-only and next/headers',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': page,
        'lib/secrets.ts': secrets,
        'app/badge.tsx': source`
          'use client'
          import { getToken } from '../lib/secrets'

          export function Badge() {
            return <button onClick={() => getToken()}>Token</button>
          }
        `,
      },
      errors: [
        { file: 'lib/secrets.ts', line: 1, column: 1, component: null },
        { file: 'lib/secrets.ts', line: 2, column: 1, component: null },
      ],
    },
    {
      name: 'invalid: a "use client" module imports next/headers itself',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': page,
        'app/theme.tsx': source`
          'use client'
          import { headers } from 'next/headers'

          export function Theme() {
            return <p>{String(headers)}</p>
          }
        `,
      },
      errors: [{ file: 'app/theme.tsx', line: 2, column: 1, component: null }],
    },
  ],
})
