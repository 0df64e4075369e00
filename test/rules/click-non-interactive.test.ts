import { clickNonInteractive } from '../../analyser/rules/click-non-interactive.js'
import { source, testRule } from '../helpers/rule-tester.js'

testRule(clickNonInteractive, {
  valid: [
    {
      name: 'valid: a button, and a div with a role and a key handler',
      files: {
        'src/menu.tsx': source`
          export function Menu({ open }: { open: () => void }) {
            return (
              <>
                <button type="button" onClick={open}>Open</button>
                <div role="button" tabIndex={0} onClick={open} onKeyDown={open}>Open</div>
              </>
            )
          }
        `,
      },
    },
    {
      name: 'valid: a click handler on a component, which renders what it likes',
      files: {
        'src/menu.tsx': source`
          import { Card } from './card'

          export function Menu({ open }: { open: () => void }) {
            return <Card onClick={open} />
          }
        `,
        'src/card.tsx': source`
          export function Card({ onClick }: { onClick: () => void }) {
            return <button onClick={onClick} />
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: onClick on a div and on a li with a role but no key handler',
      files: {
        'src/menu.tsx': source`
          export function Menu({ open }: { open: () => void }) {
            return (
              <ul>
                <div onClick={open}>Open</div>
                <li role="menuitem" onClick={open}>Open</li>
              </ul>
            )
          }
        `,
      },
      errors: [
        { file: 'src/menu.tsx', line: 4, column: 7, component: 'Menu' },
        { file: 'src/menu.tsx', line: 5, column: 7, component: 'Menu' },
      ],
    },
  ],
})
