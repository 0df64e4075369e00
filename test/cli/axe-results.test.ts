import { describe, expect, it } from 'vitest'
import { type A11yViolation, judgeViolations } from '../../cli/harness/axe-results.js'
import { renderA11ySuite } from '../../cli/tasks/a11y/render.js'
import { ROOT, createProject, source } from '../helpers/memfs-project.js'

const BUTTON_NAME: A11yViolation = {
  rule: 'button-name',
  impact: 'critical',
  help: 'Buttons must have discernible text',
  help_url: 'https://dequeuniversity.com/rules/axe/4.11/button-name',
  targets: ['button'],
  review: false,
}

describe('an a11y verdict names the props the suite made up', () => {
  it('valid: a failing scan says which props no fixture and no site gave', () => {
    expect(() => judgeViolations('src/icon.tsx#Icon', [BUTTON_NAME], 'serious', ['label'])).toThrow(
      'src/icon.tsx#Icon has 1 axe violation of impact serious or worse:\n' +
        'button-name (critical): Buttons must have discernible text at button\n' +
        'The suite made up label (no --props fixture, no usage site writes them): ' +
        'where the app always gives a value there, a fixture with it may change this verdict.',
    )
  })

  it('invalid: no note when nothing was made up, and no verdict below the run’s impact', () => {
    expect(() => judgeViolations('src/icon.tsx#Icon', [BUTTON_NAME], 'serious')).toThrow(/at button$/)
    expect(() =>
      judgeViolations('src/icon.tsx#Icon', [{ ...BUTTON_NAME, impact: 'minor' }], 'serious', ['label']),
    ).not.toThrow()
  })

  it('the suite passes the props it made up to the scan', () => {
    const { analyser } = createProject({
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0' } }),
      'src/icon-button.tsx': source(`
        export function IconButton({ label, tone }: { label: string; tone: 'dark' | 'light' }) {
          return <button className={tone}>{label}</button>
        }
      `),
      'src/bar.tsx': source(`
        import { IconButton } from './icon-button'

        export function Bar() {
          return <IconButton tone="dark" label={String(1)} />
        }
      `),
    })
    const input = analyser
      .prepareGeneration({ root: ROOT, tasks: ['a11y'] })
      .inputs.find((candidate) => candidate.suite.component === 'IconButton')!
    // A typed prop is built from its type (tone's first literal), a site's value taken only for an untyped one.
    expect(renderA11ySuite(input as never)).toContain("      invented: ['label', 'tone'],\n      task,\n")
  })
})
