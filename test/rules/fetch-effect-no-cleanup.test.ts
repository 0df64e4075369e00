import { fetchEffectNoCleanup } from '../../analyser/rules/fetch-effect-no-cleanup.js'
import { testRule } from '../helpers/rule-tester.js'

testRule(fetchEffectNoCleanup, {
  valid: [
    {
      name: 'valid: an AbortController aborted in the cleanup',
      files: {
        'src/user.tsx': `import { useEffect, useState } from 'react'\n\nexport function User({ id }: { id: string }) {\n  const [user, setUser] = useState(null)\n  useEffect(() => {\n    const controller = new AbortController()\n    fetch(\`/api/users/\${id}\`, { signal: controller.signal }).then((response) => response.json()).then(setUser)\n    return () => controller.abort()\n  }, [id])\n  return <p>{JSON.stringify(user)}</p>\n}\n`,
      },
    },
    {
      name: 'valid: an ignore flag set in the cleanup, through a project function',
      files: {
        'src/api.ts': `export async function loadUser(id: string) {\n  const response = await fetch(\`/api/users/\${id}\`)\n  return response.json()\n}\n`,
        'src/user.tsx': `import { useEffect, useState } from 'react'\nimport { loadUser } from './api'\n\nexport function User({ id }: { id: string }) {\n  const [user, setUser] = useState(null)\n  useEffect(() => {\n    let ignore = false\n    loadUser(id).then((loaded) => {\n      if (!ignore) setUser(loaded)\n    })\n    return () => {\n      ignore = true\n    }\n  }, [id])\n  return <p>{JSON.stringify(user)}</p>\n}\n`,
      },
    },
    {
      name: 'valid: an effect that does not fetch',
      files: {
        'src/title.tsx': `import { useEffect } from 'react'\n\nexport function Title({ text }: { text: string }) {\n  useEffect(() => {\n    document.title = text\n  }, [text])\n  return null\n}\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: fetch in an effect with no way to stop it',
      files: {
        'src/user.tsx': `import { useEffect, useState } from 'react'\n\nexport function User({ id }: { id: string }) {\n  const [user, setUser] = useState(null)\n  useEffect(() => {\n    fetch(\`/api/users/\${id}\`).then((response) => response.json()).then(setUser)\n  }, [id])\n  return <p>{JSON.stringify(user)}</p>\n}\n`,
      },
      errors: [{ file: 'src/user.tsx', line: 5, column: 3, component: 'User' }],
    },
    {
      name: 'invalid: a custom hook fetches through a local function an effect calls',
      files: {
        'src/use-user.ts': `import { useEffect, useState } from 'react'\n\nexport function useUser(id: string) {\n  const [user, setUser] = useState(null)\n  async function load() {\n    const response = await fetch(\`/api/users/\${id}\`)\n    setUser(await response.json())\n  }\n  useEffect(() => {\n    load()\n  }, [id])\n  return user\n}\n`,
      },
      errors: [{ file: 'src/use-user.ts', line: 9, column: 3, component: 'useUser' }],
    },
  ],
})
