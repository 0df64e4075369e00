import { serverFunctionProp } from '../../analyser/rules/server-function-prop.js'
import { NEXT_PACKAGE, source, testRule } from '../helpers/rule-tester.js'

const dialog = source`
  'use client'
  export function Dialog({ onClose, title }: { onClose?: () => void; title: string }) {
    return <dialog onClick={onClose}>{title}</dialog>
  }
`

testRule(serverFunctionProp, {
  valid: [
    {
      name: 'valid: a server action passed to a client component',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/dialog.tsx': dialog,
        'app/actions.ts': source`
          'use server'
          export async function close() {}
        `,
        'app/page.tsx': source`
          import { Dialog } from './dialog'
          import { close } from './actions'

          export default function Page() {
            return <Dialog title="Hi" onClose={close} />
          }
        `,
      },
    },
    {
      name: 'valid: an inline server action',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/dialog.tsx': dialog,
        'app/page.tsx': source`
          import { Dialog } from './dialog'

          export default function Page() {
            async function close() {
              'use server'
            }
            return <Dialog title="Hi" onClose={close} />
          }
        `,
      },
    },
    {
      name: 'valid: a client component passes a handler to a client child',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/dialog.tsx': dialog,
        'app/page.tsx': source`
          'use client'
          import { Dialog } from './dialog'

          export default function Page() {
            return <Dialog title="Hi" onClose={() => {}} />
          }
        `,
      },
    },
    {
      name: 'valid: a server page passes plain data to a client child',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/dialog.tsx': dialog,
        'app/page.tsx': source`
          import { Dialog } from './dialog'

          export default function Page() {
            return <Dialog title="Hi" />
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a server page passes an arrow and a local function to a client component',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/dialog.tsx': dialog,
        'app/page.tsx': source`
          import { Dialog } from './dialog'

          export default function Page() {
            function log() {}
            return (
              <>
                <Dialog title="One" onClose={() => console.log('closed')} />
                <Dialog title="Two" onClose={log} />
              </>
            )
          }
        `,
      },
      errors: [
        { file: 'app/page.tsx', line: 7, component: 'Page' },
        { file: 'app/page.tsx', line: 8, component: 'Page' },
      ],
    },
    {
      name: 'invalid: a server page puts an event handler on a DOM element',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/page.tsx': source`
          import { track } from '../lib/track'

          export default function Page() {
            return <button onClick={track}>Buy</button>
          }
        `,
        'lib/track.ts': source`
          export function track() {}
        `,
      },
      errors: [{ file: 'app/page.tsx', line: 4, component: 'Page' }],
    },
  ],
})
