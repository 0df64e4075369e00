import { serverBrowserApi } from '../../analyser/rules/server-browser-api.js'
import { NEXT_PACKAGE, testRule } from '../helpers/rule-tester.js'

testRule(serverBrowserApi, {
  valid: [
    {
      name: 'valid: a client component reads localStorage',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `'use client'\nexport default function Page() {\n  return <p>{localStorage.getItem('name')}</p>\n}\n`,
      },
    },
    {
      name: 'valid: a typeof window guard is how code asks where it runs',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `export default function Page() {\n  const onServer = typeof window === 'undefined'\n  return <p>{String(onServer)}</p>\n}\n`,
      },
    },
    {
      name: 'valid: a local variable named location',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `export default function Page() {\n  const location = { city: 'Lyon' }\n  return <p>{location.city}</p>\n}\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a server page reads window and document',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': `export default function Page() {\n  const width = window.innerWidth\n  const title = document.title\n  return <p>{width} {title}</p>\n}\n`,
      },
      errors: [
        { file: 'app/page.tsx', line: 2, column: 17, component: 'Page' },
        { file: 'app/page.tsx', line: 3, column: 17, component: 'Page' },
      ],
    },
  ],
})
