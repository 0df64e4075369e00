import { useClientExportStar } from '../../analyser/rules/use-client-export-star.js'
import { NEXT_PACKAGE, source, testRule } from '../helpers/rule-tester.js'

testRule(useClientExportStar, {
  valid: [
    {
      name: 'valid: a client module names what it re-exports',
      files: {
        'package.json': NEXT_PACKAGE,
        'components/ui.tsx': source`
          'use client'
          export { Dialog, DialogTrigger } from '@radix-ui/react-dialog'
        `,
      },
    },
    {
      name: 'valid: export * from a module without a directive',
      files: {
        'package.json': NEXT_PACKAGE,
        'components/index.ts': source`
          export * from './button'
        `,
        'components/button.tsx': source`
          export function Button() {
            return <button />
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: export * in a "use client" module',
      files: {
        'package.json': NEXT_PACKAGE,
        'components/ui.tsx': source`
          'use client'

          export * from '@radix-ui/react-dialog'
          export * from './tabs'
        `,
        'components/tabs.tsx': source`
          export function Tabs() {
            return <div />
          }
        `,
      },
      errors: [
        { file: 'components/ui.tsx', line: 3, column: 1, component: null },
        { file: 'components/ui.tsx', line: 4, column: 1, component: null },
      ],
    },
  ],
})
