import { type RuleSetting, UNUSED_SUPPRESSION } from '../config/schema.js'
import { AnalyserError, requirePositiveInteger } from '../errors.js'
import { describeGaps, sortErrors } from '../pipeline/gaps.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import type { SuppressionDirective } from '../summary/module-summary.js'
import type { AnalyseError } from '../types.js'
import { RULES } from './index.js'
import type { Finding, Report, Rule, Severity } from './rule.js'

export const DEFAULT_MAX_FINDINGS = 500

/** Said in every findings result: what a static pass cannot vouch for. */
export const NOT_CHECKED =
  'These are static findings only. ' +
  'Zero findings does not mean a component is accessible or lint-clean: ' +
  'accessibility needs axe-core in a real browser (the a11y task) and the full React, ' +
  'Next.js and accessibility lint rules need Biome (the react-rules task).'

/** How a suppression comment that hides nothing is reported, unless the config turns it off or up. */
export const UNUSED_SUPPRESSION_RULE = {
  id: UNUSED_SUPPRESSION,
  severity: 'warning',
  summary: 'A flawless-ignore comment hides no finding, or names no rule.',
  help:
    'Remove it, or name the rule of the finding it is meant for and put it on the line above that finding ' +
    '(flawless-ignore-file covers the whole file).',
} as const satisfies { id: string; severity: Severity; summary: string; help: string }

export interface FindingsOptions {
  root: string
  /** A file, folder or glob; the whole project when left out. */
  entry?: string
  /** Rule ids to run; all when left out. */
  rules?: string[]
  maxFindings?: number
  maxEntries?: number
  /**
   * Check every entry file unless `maxEntries`, or the project config's, caps them: what the
   * CLI's findings and the flawless_findings tool ask, since a verdict over part of a project
   * would pass what it never read.
   */
  allEntries?: boolean
  out?: string
}

export interface FindingsResult {
  /** First, so a reader of a partial check learns it before the findings. */
  note?: string
  entries_skipped?: number
  root: string
  files_read: number
  rules: string[]
  findings: Finding[]
  errors: AnalyseError[]
  findings_skipped?: number
  /** Entry files the config's `ignores` left unchecked. */
  entries_ignored?: number
  /** Findings hidden by flawless-ignore comments. */
  suppressed?: number
  not_checked: string
}

/** A rule as this call runs it: the project's config may have changed its severity. */
export interface ActiveRule {
  rule: Rule
  severity: Severity
}

/** What the project's config asks of a findings pass beyond its rules. */
export interface FindingsScope {
  /** How many entry files its `ignores` left unchecked. */
  ignored: number
  /** Its setting for unused suppressions. */
  unusedSuppression: RuleSetting
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
 * The rules a call runs, at the severity the project's config gives them. A rule the config
 * turns off is left out unless the call names it: a flag overrides the file.
 */
export function activateRules(
  ids: string[] | undefined,
  settings: Readonly<Record<string, RuleSetting>>,
): ActiveRule[] {
  return selectRules(ids)
    .filter((rule) => ids !== undefined || settings[rule.id] !== 'off')
    .map((rule) => {
      const setting = settings[rule.id]
      return { rule, severity: setting === undefined || setting === 'off' ? rule.severity : setting }
    })
}

/**
 * SPEC 2.5 findings: each rule over the entry files' modules, components and functions,
 * with the facts linked across the whole project; then the flawless-ignore comments.
 */
export function toFindingsResult(
  loaded: LoadedProject,
  rules: ActiveRule[],
  maxFindingsOption: number | undefined,
  scope: FindingsScope = { ignored: 0, unusedSuppression: UNUSED_SUPPRESSION_RULE.severity },
): FindingsResult {
  const maxFindings = requirePositiveInteger('max_findings', maxFindingsOption, DEFAULT_MAX_FINDINGS)
  const { project } = loaded
  const found: Finding[] = []
  for (const file of loaded.analysed) {
    const module = project.symbols.modules.get(file)
    if (!module) continue
    for (const { rule, severity } of rules) {
      const reporter =
        (component: string | null): Report =>
        (at, message, hint) =>
          found.push({ rule: rule.id, severity, message, file, line: at.line, column: at.column, component, hint })
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
  const { findings, suppressed } = applySuppressions(loaded, found, rules, scope.unusedSuppression)
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
  if (scope.ignored > 0)
    notes.push(
      `${scope.ignored} entry ${scope.ignored === 1 ? 'file matches' : 'files match'} the config's ignores and ` +
        `${scope.ignored === 1 ? 'was' : 'were'} not checked.`,
    )
  if (findings.length > maxFindings) {
    notes.push(
      `${findings.length - maxFindings} of ${findings.length} findings were left out ` +
        `because max_findings is ${maxFindings}; ` +
        'errors are kept before warnings, and those kept are listed by file and line. ' +
        'Narrow the entry or the rules, or raise max_findings.',
    )
  }
  const { note, entries_skipped } = describeGaps(loaded, notes)
  return {
    ...(note !== undefined ? { note } : {}),
    ...(entries_skipped !== undefined ? { entries_skipped } : {}),
    root: loaded.projectRoot.root,
    files_read: loaded.indexed.filesRead,
    rules: rules.map(({ rule }) => rule.id),
    findings: kept,
    errors: sortErrors(loaded.indexed.errors),
    ...(findings.length > maxFindings ? { findings_skipped: findings.length - maxFindings } : {}),
    ...(scope.ignored > 0 ? { entries_ignored: scope.ignored } : {}),
    ...(suppressed > 0 ? { suppressed } : {}),
    not_checked: NOT_CHECKED,
  }
}

/**
 * Hides the findings a flawless-ignore comment names (its next line, or its whole file),
 * and reports each comment, rule by rule, that hid nothing, as ESLint's
 * --report-unused-disable-directives does. A rule this call did not run cannot be judged,
 * so its comments are left alone.
 */
function applySuppressions(
  loaded: LoadedProject,
  found: Finding[],
  rules: ActiveRule[],
  unusedSetting: RuleSetting,
): { findings: Finding[]; suppressed: number } {
  const hidden = new Set<Finding>()
  const unused: Finding[] = []
  for (const file of loaded.analysed) {
    const directives = loaded.project.symbols.modules.get(file)?.suppressions ?? []
    for (const directive of directives) {
      if (directive.rules.length === 0) {
        unused.push(toUnused(file, directive, `names no rule`, unusedSetting))
        continue
      }
      for (const id of directive.rules) {
        if (!RULES.some((rule) => rule.id === id)) {
          unused.push(toUnused(file, directive, `names "${id}", which is not a rule`, unusedSetting))
          continue
        }
        if (!rules.some(({ rule }) => rule.id === id)) continue
        const covered = found.filter(
          (finding) =>
            finding.file === file &&
            finding.rule === id &&
            (directive.kind === 'file' || finding.line === directive.covers),
        )
        for (const finding of covered) hidden.add(finding)
        if (covered.length === 0) {
          const where = directive.kind === 'file' ? 'in this file' : `on line ${directive.covers}`
          unused.push(toUnused(file, directive, `hides no "${id}" finding: there is none ${where}`, unusedSetting))
        }
      }
    }
  }
  const findings = found.filter((finding) => !hidden.has(finding))
  if (unusedSetting !== 'off') findings.push(...unused)
  return { findings, suppressed: hidden.size }
}

function toUnused(file: string, directive: SuppressionDirective, problem: string, severity: RuleSetting): Finding {
  return {
    rule: UNUSED_SUPPRESSION_RULE.id,
    severity: severity === 'off' ? UNUSED_SUPPRESSION_RULE.severity : severity,
    message: `The comment "flawless-ignore-${directive.kind}" ${problem}.`,
    file,
    line: directive.line,
    column: directive.column,
    component: null,
    hint: UNUSED_SUPPRESSION_RULE.help,
  }
}
