import { serverBrowserApi } from '../../analyser/rules/server-browser-api.js'
import { NEXT_PACKAGE, source, testRule } from '../helpers/rule-tester.js'

testRule(serverBrowserApi, {
  valid: [
    {
      name: 'valid: a client component reads localStorage',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          'use client'
          export default function Page() {
            return <p>{localStorage.getItem('name')}</p>
          }
        `,
      },
    },
    {
      name: 'valid: a typeof window guard is how code asks where it runs',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          export default function Page() {
            const onServer = typeof window === 'undefined'
            return <p>{String(onServer)}</p>
          }
        `,
      },
    },
    {
      name: 'valid: a local variable named location',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          export default function Page() {
            const location = { city: 'Lyon' }
            return <p>{location.city}</p>
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a server page reads window and document',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          export default function Page() {
            const width = window.innerWidth
            const title = document.title
            return <p>{width} {title}</p>
          }
        `,
      },
      errors: [
        { file: 'app/page.tsx', line: 2, column: 17, component: 'Page' },
        { file: 'app/page.tsx', line: 3, column: 17, component: 'Page' },
      ],
    },
  ],
})
