import { anchorHref } from '../../analyser/rules/anchor-href.js'
import { testRule } from '../helpers/rule-tester.js'

testRule(anchorHref, {
  valid: [
    {
      name: 'valid: real URLs, fragments that name a target, and an href from a variable',
      files: {
        'src/nav.tsx': `export function Nav({ docs }: { docs: string }) {\n  return (\n    <nav>\n      <a href="/pricing">Pricing</a>\n      <a href="#faq">FAQ</a>\n      <a href={docs}>Docs</a>\n    </nav>\n  )\n}\n`,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: no href, "#" and a javascript: URL',
      files: {
        'src/nav.tsx': `export function Nav({ go }: { go: () => void }) {\n  return (\n    <nav>\n      <a onClick={go}>Home</a>\n      <a href="#" onClick={go}>Top</a>\n      <a href="javascript:void(0)">Nothing</a>\n    </nav>\n  )\n}\n`,
      },
      errors: [
        { file: 'src/nav.tsx', line: 4, column: 7, component: 'Nav' },
        { file: 'src/nav.tsx', line: 5, column: 10, component: 'Nav' },
        { file: 'src/nav.tsx', line: 6, column: 10, component: 'Nav' },
      ],
    },
  ],
})
