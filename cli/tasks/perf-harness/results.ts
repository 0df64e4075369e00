import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import type { PerfRow } from '../../generate/run-report.js'

/** The fields of a results.jsonl line (written by the harness's expectWithinBaseline) that the report shows. */
export interface ResultLine {
  run: string | null
  key: string
  verdict: string
  median: number
  cpu_median: number
  commits: number
  baseline_median?: number
  change?: number
  baseline_commits?: number
  remeasured?: boolean
  reason?: string
  /** The suite file that measured it, relative to the project. */
  suite?: string
}

/**
 * One row per component profiled in the run `run`, read back from the lines its suites
 * appended to results.jsonl. A component measured again in a fresh process has two
 * lines; the second, which decided, is its row.
 */
export function readPerfRows(folder: string, run: string): PerfRow[] {
  return readRunLines(folder, run)
    .map((line) => ({
      component: line.key,
      verdict: line.verdict,
      median_ms: line.median,
      cpu_median_ms: line.cpu_median,
      baseline_median_ms: line.baseline_median ?? null,
      change: line.change ?? null,
      commits: line.commits,
      baseline_commits: line.baseline_commits ?? null,
      remeasured: line.remeasured === true,
      reason: line.reason ?? null,
    }))
    .sort((a, b) => a.component.localeCompare(b.component))
}

/** The run's last line per component, as written. */
export function readRunLines(folder: string, run: string): ResultLine[] {
  const file = path.join(folder, 'results.jsonl')
  if (!existsSync(file)) return []
  const lines = new Map<string, ResultLine>()
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    // Lines are appended by many processes; one cut short by a crash is skipped, not fatal.
    const line = parseLine(text)
    if (line !== null && line.run === run) lines.set(line.key, line)
  }
  return [...lines.values()]
}

function parseLine(text: string): ResultLine | null {
  if (text.trim() === '') return null
  try {
    return JSON.parse(text) as ResultLine
  } catch {
    return null
  }
}
