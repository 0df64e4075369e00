import { describe, expect, it } from 'vitest'
import type { Finding, Rule } from '../../analyser/index.js'
import { createProject, ROOT } from './memfs-project.js'

export const NEXT_PACKAGE = JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0' } })
export const VITE_PACKAGE = JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5' } })

/**
 * A source file written as an indented template literal. The first line break and the common
 * indentation are dropped, so the line a case expects is the line a reader counts below the
 * opening backtick.
 */
export function source(strings: TemplateStringsArray): string {
  const lines = strings.join('').replace(/^\n/, '').split('\n')
  const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)![0].length))
  return lines.map((line) => line.slice(indent)).join('\n')
}

export interface RuleCase {
  name: string
  /** The project tree; a package.json is added when none is given (Vite: no server components). */
  files: Record<string, string>
  /** What to run the rule over; the whole project by default. */
  entry?: string
}

export interface InvalidCase extends RuleCase {
  errors: { file: string; line: number; column?: number; component?: string | null }[]
}

/** A case the rule should get right and does not yet, kept visible with why. */
export interface KnownMiss extends RuleCase {
  reason: string
}

function findingsOf(rule: Rule, testCase: RuleCase): Finding[] {
  const files = 'package.json' in testCase.files ? testCase.files : { 'package.json': VITE_PACKAGE, ...testCase.files }
  const { analyser } = createProject(files)
  return analyser.findings({ root: ROOT, rules: [rule.id], ...(testCase.entry ? { entry: testCase.entry } : {}) })
    .findings
}

/** A person's view of the findings: the rule's snapshot shows every message as the terminal would. */
function render(testCase: RuleCase, findings: Finding[]): string {
  return [
    `# ${testCase.name}`,
    ...findings.map(
      (finding) =>
        `${finding.file}:${finding.line}:${finding.column}  ${finding.severity}  ${finding.message}\n    ${finding.hint}`,
    ),
  ].join('\n')
}

/**
 * typescript-eslint's table form: valid cases must produce no finding of the rule,
 * invalid cases exactly the listed ones, and every message goes to the rule's snapshot.
 */
export function testRule(
  rule: Rule,
  cases: { valid: RuleCase[]; invalid: InvalidCase[]; knownMisses?: KnownMiss[] },
): void {
  describe(rule.id, () => {
    for (const testCase of cases.valid) {
      it(testCase.name, () => {
        expect(findingsOf(rule, testCase)).toEqual([])
      })
    }
    const rendered: string[] = []
    for (const testCase of cases.invalid) {
      it(testCase.name, () => {
        const findings = findingsOf(rule, testCase)
        expect(findings.map(({ file, line, column, component }) => ({ file, line, column, component }))).toEqual(
          testCase.errors.map((error) => ({ column: expect.any(Number), component: expect.anything(), ...error })),
        )
        for (const finding of findings) expect(finding).toMatchObject({ rule: rule.id, severity: rule.severity })
        rendered.push(render(testCase, findings))
      })
    }
    it('renders every invalid case as a person reads it', async () => {
      await expect(`${rendered.join('\n\n')}\n`).toMatchFileSnapshot(`../../snapshots/rules/${rule.id}.txt`)
    })
    for (const miss of cases.knownMisses ?? []) {
      it.fails(`known miss: ${miss.name} — ${miss.reason}`, () => {
        expect(findingsOf(rule, miss)).not.toEqual([])
      })
    }
  })
}
