import type { LoadedProject } from '../../pipeline/load-project.js'
import { RULES } from '../../rules/index.js'
import { toFindingsResult } from '../../rules/findings.js'
import type { ComponentSummary } from '../../summary/module-summary.js'
import { BIOME_RULES, getBiomeRuleUrl } from './biome-rules.js'
import type { BiomeLocation } from './react-rules.js'

/** One diagnostic of Biome's JSON reporter, as the run read it. */
export interface BiomeDiagnostic {
  /** `lint/a11y/useAltText`; `parse` and others are not rules. */
  category: string
  severity: string
  message: string
  path: string
  line: number
  column: number
  endLine: number
}

/** What Biome's JSON reporter said about a run. */
export interface BiomeReport {
  filesLinted: number
  diagnostics: BiomeDiagnostic[]
}

export type Engine = 'biome' | 'flawless-react'

/** One problem, found by Biome, by the analyser, or by both — listed once. */
export interface ReactRulesDiagnostic {
  /** Biome's rule name (`useHookAtTopLevel`), or the analyser's rule id when Biome did not find it. */
  rule: string
  severity: 'error' | 'warning' | 'info'
  file: string
  line: number
  column: number
  message: string
  url: string
  /** The component the diagnostic falls in, by the analyser's component spans; null outside any. */
  component: string | null
  found_by: Engine[]
  /** The analyser's rule that found it too, when it did. */
  flawless_rule?: string
}

/** The `react_rules` block of the --ci --json document. */
export interface ReactRulesBlock {
  biome: { version: string; path: string; owner: BiomeLocation['owner']; passed_over: string | null }
  config: string
  files_linted: number
  duration_ms: number
  errors: number
  warnings: number
  diagnostics: ReactRulesDiagnostic[]
  /** Each rule with its count and the files with most of them, most frequent rule first. */
  by_rule: { rule: string; severity: string; count: number; files: { file: string; count: number }[] }[]
  /** What Biome said that is not a rule's diagnostic (a file it could not parse): reported, never a verdict. */
  not_linted: { file: string; category: string; message: string }[]
}

export interface ReactRulesRun {
  biome: ReactRulesBlock['biome']
  config: string
  durationMs: number
  /** The text Biome's JSON reporter wrote. */
  reportText: string
}

const WORST_FILES = 3

/**
 * Biome's JSON report (`--reporter=json`), read defensively: the format is marked
 * experimental by Biome, so a shape this version does not know is an error naming it.
 */
export function readBiomeReport(text: string): BiomeReport {
  const report = JSON.parse(text) as {
    summary?: { unchanged?: number; changed?: number }
    diagnostics?: {
      category?: string
      severity?: string
      message?: string
      location?: { path?: string; start?: { line: number; column: number }; end?: { line: number } }
    }[]
  }
  if (!report || !Array.isArray(report.diagnostics) || typeof report.summary !== 'object')
    throw new Error(
      'Biome’s JSON report has no summary or diagnostics: this Biome writes a format flawless-react does not read.',
    )
  return {
    filesLinted: (report.summary.unchanged ?? 0) + (report.summary.changed ?? 0),
    diagnostics: report.diagnostics.map((diagnostic) => ({
      category: diagnostic.category ?? '',
      severity: diagnostic.severity ?? 'error',
      message: diagnostic.message ?? '',
      path: (diagnostic.location?.path ?? '').split('\\').join('/'),
      line: diagnostic.location?.start?.line ?? 0,
      column: diagnostic.location?.start?.column ?? 0,
      endLine: diagnostic.location?.end?.line ?? diagnostic.location?.start?.line ?? 0,
    })),
  }
}

/**
 * The react_rules block: Biome's diagnostics placed in the components the analyser
 * found (by their spans), merged with the analyser's own findings of the same mistakes
 * — a finding of both engines on the same line is one entry naming both. `loaded` has
 * every source as an entry: Biome linted the whole project.
 */
export function toReactRulesReport(loaded: LoadedProject, run: ReactRulesRun): ReactRulesBlock {
  const report = readBiomeReport(run.reportText)
  const byName = new Map(BIOME_RULES.map((rule) => [rule.name, rule]))
  const diagnostics: ReactRulesDiagnostic[] = []
  const notLinted: ReactRulesBlock['not_linted'] = []
  const biomeSpans: { entry: ReactRulesDiagnostic; flawless: string | undefined; endLine: number }[] = []
  for (const diagnostic of report.diagnostics) {
    // The project's own biome-ignore comments name rules of its config, not of this one: "unused" says nothing here.
    if (diagnostic.category.startsWith('suppressions/')) continue
    const match = /^lint\/[a-zA-Z0-9]+\/([a-zA-Z0-9]+)$/.exec(diagnostic.category)
    if (!match) {
      notLinted.push({ file: diagnostic.path, category: diagnostic.category, message: diagnostic.message })
      continue
    }
    const rule = match[1]!
    const entry: ReactRulesDiagnostic = {
      rule,
      severity: toSeverity(diagnostic.severity),
      file: diagnostic.path,
      line: diagnostic.line,
      column: diagnostic.column,
      message: diagnostic.message,
      url: getBiomeRuleUrl(rule),
      component: findComponentAt(loaded, diagnostic.path, diagnostic.line),
      found_by: ['biome'],
    }
    diagnostics.push(entry)
    biomeSpans.push({ entry, flawless: byName.get(rule)?.flawless, endLine: diagnostic.endLine })
  }

  const overlapping = new Set(BIOME_RULES.flatMap((rule) => (rule.flawless ? [rule.flawless] : [])))
  // Each at its own severity: the cross-check asks which rule found a span, not how the project's config ranks it.
  const rules = RULES.filter((rule) => overlapping.has(rule.id)).map((rule) => ({ rule, severity: rule.severity }))
  for (const finding of toFindingsResult(loaded, rules, Number.MAX_SAFE_INTEGER).findings) {
    const same = biomeSpans.find(
      (span) =>
        span.flawless === finding.rule &&
        span.entry.file === finding.file &&
        span.entry.line <= finding.line &&
        finding.line <= span.endLine,
    )
    if (same) {
      if (!same.entry.found_by.includes('flawless-react')) {
        same.entry.found_by.push('flawless-react')
        same.entry.flawless_rule = finding.rule
      }
      continue
    }
    diagnostics.push({
      rule: finding.rule,
      severity: finding.severity,
      file: finding.file,
      line: finding.line,
      column: finding.column,
      message: finding.message,
      url: RULES.find((rule) => rule.id === finding.rule)!.docs.url,
      component: findComponentAt(loaded, finding.file, finding.line),
      found_by: ['flawless-react'],
    })
  }
  diagnostics.sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule),
  )
  return {
    biome: run.biome,
    config: run.config,
    files_linted: report.filesLinted,
    duration_ms: run.durationMs,
    errors: diagnostics.filter((entry) => entry.severity === 'error').length,
    warnings: diagnostics.filter((entry) => entry.severity === 'warning').length,
    diagnostics,
    by_rule: countByRule(diagnostics),
    not_linted: notLinted,
  }
}

/**
 * The innermost listed component whose span holds the line (a nested definition belongs
 * to its parent). A line outside every component — an import, a module constant — is the
 * file's when the file defines one component, since that code serves it; else null.
 */
function findComponentAt(loaded: LoadedProject, file: string, line: number): string | null {
  const module = loaded.project.symbols.modules.get(file)
  if (!module) return null
  let found: ComponentSummary | null = null
  for (const component of module.components) {
    if (component.line > line || component.end.line < line) continue
    if (found === null || component.line >= found.line) found = component
  }
  if (found === null && module.components.length === 1) return module.components[0]!.name
  return found?.name ?? null
}

function toSeverity(severity: string): ReactRulesDiagnostic['severity'] {
  if (severity === 'error' || severity === 'fatal') return 'error'
  if (severity === 'warning') return 'warning'
  return 'info'
}

function countByRule(diagnostics: readonly ReactRulesDiagnostic[]): ReactRulesBlock['by_rule'] {
  const rules = new Map<string, { severity: string; files: Map<string, number> }>()
  for (const entry of diagnostics) {
    const rule = rules.get(entry.rule) ?? { severity: entry.severity, files: new Map<string, number>() }
    rule.files.set(entry.file, (rule.files.get(entry.file) ?? 0) + 1)
    rules.set(entry.rule, rule)
  }
  return [...rules]
    .map(([rule, { severity, files }]) => ({
      rule,
      severity,
      count: [...files.values()].reduce((sum, count) => sum + count, 0),
      files: [...files]
        .sort(([a, left], [b, right]) => right - left || a.localeCompare(b))
        .slice(0, WORST_FILES)
        .map(([file, count]) => ({ file, count })),
    }))
    .sort((a, b) => b.count - a.count || a.rule.localeCompare(b.rule))
}
