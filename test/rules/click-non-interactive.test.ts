import { clickNonInteractive } from '../../analyser/rules/click-non-interactive.js'
import { testRule } from '../helpers/rule-tester.js'

testRule(clickNonInteractive, {
  valid: [
    {
      name: 'valid: a button, and a div with a role and a key handler',
      files: {
        'src/menu.tsx': `export function Menu({ open }: { open: () => void }) {\n  return (\n    <>\n      <button type="button" onClick={open}>Open</button>\n      <div role="button" tabIndex={0} onClick={open} onKeyDown={open}>Open</div>\n    </>\n  )\n}\n`,
      },
    },
    {
      name: 'valid: a click handler on a component, which renders what it likes',
      files: {
        'src/menu.tsx': `import { Card } from './card'\n\nexport function Menu({ open }: { open: () => void }) {\n  return <Card onClick={open} />\n}\n`,
        'src/card.tsx':
          'export function Card({ onClick }: { onClick: () => void }) {\n  return <button onClick={onClick} />\n}\n',
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: onClick on a div and on a li with a role but no key handler',
      files: {
        'src/menu.tsx': `export function Menu({ open }: { open: () => void }) {\n  return (\n    <ul>\n      <div onClick={open}>Open</div>\n      <li role="menuitem" onClick={open}>Open</li>\n    </ul>\n  )\n}\n`,
      },
      errors: [
        { file: 'src/menu.tsx', line: 4, column: 7, component: 'Menu' },
        { file: 'src/menu.tsx', line: 5, column: 7, component: 'Menu' },
      ],
    },
  ],
})
