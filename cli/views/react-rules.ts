import type { ReactRulesBlock } from '../../analyser/index.js'
import { plural } from './plural.js'

/** The errors listed one a line; past this many, the table and the --json document carry the rest. */
const LISTED_ERRORS = 20

/**
 * The react_rules block for people: which Biome ran, then a table of rule × count with
 * the files that have most of each, then every error with its component and the engines
 * that found it.
 */
export function formatReactRules(block: ReactRulesBlock): string[] {
  const owner =
    block.biome.owner === 'project'
      ? 'the project’s'
      : `flawless-react’s${block.biome.passed_over ? `; ${block.biome.passed_over}` : ''}`
  const lines = [
    `react-rules: Biome ${block.biome.version} (${owner}) with ${block.config} over ` +
      `${plural(block.files_linted, 'file')} in ${(block.duration_ms / 1000).toFixed(1)} s: ` +
      `${plural(block.errors, 'error')}, ${plural(block.warnings, 'warning')}.`,
  ]
  if (block.by_rule.length > 0) {
    const width = Math.max(4, ...block.by_rule.map((row) => row.rule.length))
    lines.push(`  ${'rule'.padEnd(width)}  severity  count  worst files`)
    for (const row of block.by_rule) {
      const files = row.files.map((file) => `${file.file} (${file.count})`).join(', ')
      lines.push(`  ${row.rule.padEnd(width)}  ${row.severity.padEnd(8)}  ${String(row.count).padStart(5)}  ${files}`)
    }
  }
  const errors = block.diagnostics.filter((entry) => entry.severity === 'error')
  for (const entry of errors.slice(0, LISTED_ERRORS)) {
    const where = entry.component === null ? '' : ` in ${entry.component}`
    lines.push(
      `  ✗ ${entry.file}:${entry.line}:${entry.column} ${entry.rule}${where}: ${entry.message} ` +
        `[${entry.found_by.join(', ')}]`,
    )
  }
  if (errors.length > LISTED_ERRORS)
    lines.push(`  … and ${errors.length - LISTED_ERRORS} more errors (--json lists them).`)
  for (const item of block.not_linted) lines.push(`  not linted: ${item.file} (${item.category}) ${item.message}`)
  return lines
}
