import { fetchEffectNoCleanup } from '../../analyser/rules/fetch-effect-no-cleanup.js'
import { source, testRule } from '../helpers/rule-tester.js'

// Written at the top level: its fetch line would pass 120 columns at a case's indentation.
const abortingUser = source`
  import { useEffect, useState } from 'react'

  export function User({ id }: { id: string }) {
    const [user, setUser] = useState(null)
    useEffect(() => {
      const controller = new AbortController()
      fetch(\`/api/users/\${id}\`, { signal: controller.signal }).then((response) => response.json()).then(setUser)
      return () => controller.abort()
    }, [id])
    return <p>{JSON.stringify(user)}</p>
  }
`

testRule(fetchEffectNoCleanup, {
  valid: [
    {
      name: 'valid: an AbortController aborted in the cleanup',
      files: {
        'src/user.tsx': abortingUser,
      },
    },
    {
      name: 'valid: an ignore flag set in the cleanup, through a project function',
      files: {
        'src/api.ts': source`
          export async function loadUser(id: string) {
            const response = await fetch(\`/api/users/\${id}\`)
            return response.json()
          }
        `,
        'src/user.tsx': source`
          import { useEffect, useState } from 'react'
          import { loadUser } from './api'

          export function User({ id }: { id: string }) {
            const [user, setUser] = useState(null)
            useEffect(() => {
              let ignore = false
              loadUser(id).then((loaded) => {
                if (!ignore) setUser(loaded)
              })
              return () => {
                ignore = true
              }
            }, [id])
            return <p>{JSON.stringify(user)}</p>
          }
        `,
      },
    },
    {
      name: 'valid: an effect that does not fetch',
      files: {
        'src/title.tsx': source`
          import { useEffect } from 'react'

          export function Title({ text }: { text: string }) {
            useEffect(() => {
              document.title = text
            }, [text])
            return null
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: fetch in an effect with no way to stop it',
      files: {
        'src/user.tsx': source`
          import { useEffect, useState } from 'react'

          export function User({ id }: { id: string }) {
            const [user, setUser] = useState(null)
            useEffect(() => {
              fetch(\`/api/users/\${id}\`).then((response) => response.json()).then(setUser)
            }, [id])
            return <p>{JSON.stringify(user)}</p>
          }
        `,
      },
      errors: [{ file: 'src/user.tsx', line: 5, column: 3, component: 'User' }],
    },
    {
      name: 'invalid: a custom hook fetches through a local function an effect calls',
      files: {
        'src/use-user.ts': source`
          import { useEffect, useState } from 'react'

          export function useUser(id: string) {
            const [user, setUser] = useState(null)
            async function load() {
              const response = await fetch(\`/api/users/\${id}\`)
              setUser(await response.json())
            }
            useEffect(() => {
              load()
            }, [id])
            return user
          }
        `,
      },
      errors: [{ file: 'src/use-user.ts', line: 9, column: 3, component: 'useUser' }],
    },
  ],
})
