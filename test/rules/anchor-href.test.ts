import { anchorHref } from '../../analyser/rules/anchor-href.js'
import { source, testRule } from '../helpers/rule-tester.js'

testRule(anchorHref, {
  valid: [
    {
      name: 'valid: real URLs, fragments that name a target, and an href from a variable',
      files: {
        'src/nav.tsx': source`
          export function Nav({ docs }: { docs: string }) {
            return (
              <nav>
                <a href="/pricing">Pricing</a>
                <a href="#faq">FAQ</a>
                <a href={docs}>Docs</a>
              </nav>
            )
          }
        `,
      },
    },
  ],
  invalid: [
    {
      name: 'invalid: no href, "#" and a javascript: URL',
      files: {
        'src/nav.tsx': source`
          export function Nav({ go }: { go: () => void }) {
            return (
              <nav>
                <a onClick={go}>Home</a>
                <a href="#" onClick={go}>Top</a>
                <a href="javascript:void(0)">Nothing</a>
              </nav>
            )
          }
        `,
      },
      errors: [
        { file: 'src/nav.tsx', line: 4, column: 7, component: 'Nav' },
        { file: 'src/nav.tsx', line: 5, column: 10, component: 'Nav' },
        { file: 'src/nav.tsx', line: 6, column: 10, component: 'Nav' },
      ],
    },
  ],
})
