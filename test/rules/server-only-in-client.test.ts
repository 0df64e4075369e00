import { serverOnlyInClient } from '../../analyser/rules/server-only-in-client.js'
import { NEXT_PACKAGE, testRule } from '../helpers/rule-tester.js'

const page = 'export default function Page() {\n  return <p>Home</p>\n}\n'

const secrets = `import 'server-only'\nimport { cookies } from 'next/headers'\n\nexport async function getToken() {\n  return (await cookies()).get('token')?.value\n}\n`

testRule(serverOnlyInClient, {
  valid: [
    {
      name: 'valid: only server code loads the server-only module',
      files: {
        'package.json': NEXT_PACKAGE,
        'lib/secrets.ts': secrets,
        'app/page.tsx': `import { getToken } from '../lib/secrets'\n\nexport default async function Page() {\n  return <p>{await getToken()}</p>\n}\n`,
      },
    },
    {
      name: 'valid: a client component imports only a type from it',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': page,
        'lib/secrets.ts': `${secrets}export type Token = string\n`,
        'app/badge.tsx': `'use client'\nimport type { Token } from '../lib/secrets'\n\nexport function Badge({ token }: { token: Token }) {\n  return <span>{token}</span>\n}\n`,
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
        'app/badge.tsx': `'use client'\nimport { getToken } from '../lib/secrets'\n\nexport function Badge() {\n  return <button onClick={() => getToken()}>Token</button>\n}\n`,
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
        'app/theme.tsx': `'use client'\nimport { headers } from 'next/headers'\n\nexport function Theme() {\n  return <p>{String(headers)}</p>\n}\n`,
      },
      errors: [{ file: 'app/theme.tsx', line: 2, column: 1, component: null }],
    },
  ],
})
