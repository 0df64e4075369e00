import { serverFunctionProp } from '../../analyser/rules/server-function-prop.js'
import { NEXT_PACKAGE, testRule } from '../helpers/rule-tester.js'

const dialog = `'use client'\nexport function Dialog({ onClose, title }: { onClose?: () => void; title: string }) {\n  return <dialog onClick={onClose}>{title}</dialog>\n}\n`

testRule(serverFunctionProp, {
  valid: [
    {
      name: 'valid: a server action passed to a client component',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/dialog.tsx': dialog,
        'app/actions.ts': `'use server'\nexport async function close() {}\n`,
        'app/page.tsx': `import { Dialog } from './dialog'\nimport { close } from './actions'\n\nexport default function Page() {\n  return <Dialog title="Hi" onClose={close} />\n}\n`,
      },
    },
    {
      name: 'valid: an inline server action',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/dialog.tsx': dialog,
        'app/page.tsx': `import { Dialog } from './dialog'\n\nexport default function Page() {\n  async function close() {\n    'use server'\n  }\n  return <Dialog title="Hi" onClose={close} />\n}\n`,
      },
    },
    {
      name: 'valid: a client component passes a handler to a client child',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/dialog.tsx': dialog,
        'app/page.tsx': `'use client'\nimport { Dialog } from './dialog'\n\nexport default function Page() {\n  return <Dialog title="Hi" onClose={() => {}} />\n}\n`,
      },
    },
    {
      name: 'valid: a server page passes plain data to a client child',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/dialog.tsx': dialog,
        'app/page.tsx': `import { Dialog } from './dialog'\n\nexport default function Page() {\n  return <Dialog title="Hi" />\n}\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: a server page passes an arrow and a local function to a client component',
      files: {
        'package.json': NEXT_PACKAGE,
        'app/dialog.tsx': dialog,
        'app/page.tsx': `import { Dialog } from './dialog'\n\nexport default function Page() {\n  function log() {}\n  return (\n    <>\n      <Dialog title="One" onClose={() => console.log('closed')} />\n      <Dialog title="Two" onClose={log} />\n    </>\n  )\n}\n`,
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
        'app/page.tsx': `import { track } from '../lib/track'\n\nexport default function Page() {\n  return <button onClick={track}>Buy</button>\n}\n`,
        'lib/track.ts': 'export function track() {}\n',
      },
      errors: [{ file: 'app/page.tsx', line: 4, component: 'Page' }],
    },
  ],
})
