import { type TSESTree, parse } from '@typescript-eslint/typescript-estree'
import { visitorKeys } from '@typescript-eslint/visitor-keys'
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

/** The rule's findings over a case's project; a Vite package.json is added when the case gives none. */
export function runRule(rule: Rule, testCase: Omit<RuleCase, 'name'>): Finding[] {
  const files = 'package.json' in testCase.files ? testCase.files : { 'package.json': VITE_PACKAGE, ...testCase.files }
  const { analyser } = createProject(files)
  const entry = testCase.entry ? { entry: testCase.entry } : {}
  return analyser.findings({ root: ROOT, rules: [rule.id], ...entry }).findings
}

/**
 * How many columns to underline at a finding: the widest syntax node that starts there and ends on
 * the same line (`useSWR('/api/user')`, `<img src="/hero.png" />`), else the rest of the line when
 * every node starting there runs on (`export async function Profile() {`), else one caret.
 */
function getSpanWidth(text: string, file: string, line: number, column: number): number {
  const lineText = text.split('\n')[line - 1] ?? ''
  let width = 0
  let startsHere = false
  const visit = (node: TSESTree.Node): void => {
    const { start, end } = node.loc
    if (start.line > line || end.line < line) return
    if (start.line === line && start.column === column - 1) {
      startsHere = true
      if (end.line === line) width = Math.max(width, end.column - start.column)
    }
    for (const key of visitorKeys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key]
      for (const item of Array.isArray(child) ? child : [child])
        if (item && typeof item === 'object' && 'type' in item) visit(item as TSESTree.Node)
    }
  }
  visit(parse(text, { filePath: file, jsx: /\.[jt]sx$/.test(file), loc: true }))
  if (width > 0) return width
  return startsHere ? Math.max(lineText.trimEnd().length - (column - 1), 1) : 1
}

/**
 * A finding as oxc's linter prints it: severity, rule and message; the line with a gutter and the
 * reported span underlined; then the help, which says why and how to fix it.
 */
function renderFinding(finding: Finding, text: string): string {
  const gutter = ' '.repeat(String(finding.line).length + 2)
  const lineText = text.split('\n')[finding.line - 1] ?? ''
  const width = getSpanWidth(text, finding.file, finding.line, finding.column)
  return [
    `  ${finding.severity === 'error' ? '×' : '⚠'} ${finding.severity}[${finding.rule}]: ${finding.message}`,
    `${gutter}╭─[${finding.file}:${finding.line}:${finding.column}]`,
    ` ${finding.line} │ ${lineText}`.trimEnd(),
    `${gutter}· ${' '.repeat(finding.column - 1)}${'─'.repeat(width)}`,
    `${gutter}╰────`,
    `  help: ${finding.hint}`,
  ].join('\n')
}

/** The rule's snapshot: each invalid case by name, then its findings as a terminal shows them. */
function render(testCase: RuleCase, findings: Finding[]): string {
  return [
    `# ${testCase.name}`,
    ...findings.map((finding) => renderFinding(finding, testCase.files[finding.file]!)),
  ].join('\n\n')
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
        expect(runRule(rule, testCase)).toEqual([])
      })
    }
    const rendered: string[] = []
    for (const testCase of cases.invalid) {
      it(testCase.name, () => {
        const findings = runRule(rule, testCase)
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
        expect(runRule(rule, miss)).not.toEqual([])
      })
    }
  })
}
