import { AnalyserError, requirePositiveInteger } from '../errors.js'
import { describeGaps, sortErrors } from '../pipeline/gaps.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import type { AnalyseError } from '../types.js'
import { RULES } from './index.js'
import type { Finding, Report, Rule } from './rule.js'

export const DEFAULT_MAX_FINDINGS = 500

/** Said in every findings result: what a static pass cannot vouch for. */
export const NOT_CHECKED =
  'These are static findings only. ' +
  'Zero findings does not mean a component is accessible or lint-clean: ' +
  'accessibility needs axe-core in a real browser (the a11y task) and the full React, ' +
  'Next.js and accessibility lint rules need Biome (the react-rules task).'

export interface FindingsOptions {
  root: string
  /** A file, folder or glob; the whole project when left out. */
  entry?: string
  /** Rule ids to run; all when left out. */
  rules?: string[]
  maxFindings?: number
  maxEntries?: number
  out?: string
}

export interface FindingsResult {
  root: string
  files_read: number
  rules: string[]
  findings: Finding[]
  errors: AnalyseError[]
  findings_skipped?: number
  entries_skipped?: number
  note?: string
  not_checked: string
}

/** The rules a call asked for, or every rule; an unknown id is refused by name. */
export function selectRules(ids: string[] | undefined): Rule[] {
  if (ids === undefined) return [...RULES]
  const unknown = ids.filter((id) => !RULES.some((rule) => rule.id === id))
  if (unknown.length > 0) {
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `Unknown rule${unknown.length === 1 ? '' : 's'} ${unknown.map((id) => `"${id}"`).join(', ')}.`,
      `The rules are ${RULES.map((rule) => rule.id).join(', ')}.`,
      'rules',
    )
  }
  return RULES.filter((rule) => ids.includes(rule.id))
}

/**
 * SPEC 2.5 findings: each rule over the entry files' modules, components and functions,
 * with the facts linked across the whole project.
 */
export function toFindingsResult(
  loaded: LoadedProject,
  rules: Rule[],
  maxFindingsOption: number | undefined,
): FindingsResult {
  const maxFindings = requirePositiveInteger('max_findings', maxFindingsOption, DEFAULT_MAX_FINDINGS)
  const { project } = loaded
  const findings: Finding[] = []
  for (const file of loaded.analysed) {
    const module = project.symbols.modules.get(file)
    if (!module) continue
    for (const rule of rules) {
      const reporter =
        (component: string | null): Report =>
        (at, message, hint) =>
          findings.push({
            rule: rule.id,
            severity: rule.severity,
            message,
            file,
            line: at.line,
            column: at.column,
            component,
            hint,
          })
      rule.checkModule?.({ file, module, project }, reporter(null))
      for (const component of module.components) {
        rule.checkComponent?.({ file, module, project, component }, reporter(component.name))
        rule.checkElements?.(
          { file, module, project, owner: component.name, elements: component.elements, component },
          reporter(component.name),
        )
      }
      for (const [binding, fn] of module.functions) {
        rule.checkFunction?.({ file, module, project, binding, fn }, reporter(fn.name))
        rule.checkElements?.(
          { file, module, project, owner: fn.name, elements: fn.elements, component: null },
          reporter(fn.name),
        )
      }
    }
  }
  const byPosition = (a: Finding, b: Finding): number =>
    a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule)
  findings.sort(byPosition)
  // A cap never hides an error behind warnings: errors are kept first, so exit 1 still follows any error.
  const kept =
    findings.length > maxFindings
      ? [...findings]
          .sort((a, b) => Number(a.severity !== 'error') - Number(b.severity !== 'error'))
          .slice(0, maxFindings)
          .sort(byPosition)
      : findings
  const notes: string[] = []
  if (findings.length > maxFindings) {
    notes.push(
      `${findings.length - maxFindings} of ${findings.length} findings were left out ` +
        `because max_findings is ${maxFindings}; ` +
        'errors are kept before warnings, and those kept are listed by file and line. ' +
        'Narrow the entry or the rules, or raise max_findings.',
    )
  }
  const gaps = describeGaps(loaded, notes)
  return {
    root: loaded.projectRoot.root,
    files_read: loaded.indexed.filesRead,
    rules: rules.map((rule) => rule.id),
    findings: kept,
    errors: sortErrors(loaded.indexed.errors),
    ...(findings.length > maxFindings ? { findings_skipped: findings.length - maxFindings } : {}),
    ...gaps,
    not_checked: NOT_CHECKED,
  }
}
