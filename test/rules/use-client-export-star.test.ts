import { useClientExportStar } from '../../analyser/rules/use-client-export-star.js'
import { NEXT_PACKAGE, testRule } from '../helpers/rule-tester.js'

testRule(useClientExportStar, {
  valid: [
    {
      name: 'valid: a client module names what it re-exports',
      files: {
        'package.json': NEXT_PACKAGE,
        'components/ui.tsx': `'use client'\nexport { Dialog, DialogTrigger } from '@radix-ui/react-dialog'\n`,
      },
    },
    {
      name: 'valid: export * from a module without a directive',
      files: {
        'package.json': NEXT_PACKAGE,
        'components/index.ts': `export * from './button'\n`,
        'components/button.tsx': 'export function Button() {\n  return <button />\n}\n',
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: export * in a "use client" module',
      files: {
        'package.json': NEXT_PACKAGE,
        'components/ui.tsx': `'use client'\n\nexport * from '@radix-ui/react-dialog'\nexport * from './tabs'\n`,
        'components/tabs.tsx': `export function Tabs() {\n  return <div />\n}\n`,
      },
      errors: [
        { file: 'components/ui.tsx', line: 3, column: 1, component: null },
        { file: 'components/ui.tsx', line: 4, column: 1, component: null },
      ],
    },
  ],
})
