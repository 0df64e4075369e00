import * as path from 'node:path'

/**
 * Where a component's suite lives: the source path mirrored under the task's folder,
 * the component named in the file (`tests/flawless/perf-harness/components/
 * metric-card.MetricCard.flawless.tsx`), so a suite is found next to nothing but its peers.
 */
export function getSuitePath(out: string, task: string, source: string, component: string): string {
  const extension = path.posix.extname(source)
  return path.posix.join(out, task, `${source.slice(0, source.length - extension.length)}.${component}.flawless.tsx`)
}

/**
 * Where an edited suite is copied before --force replaces it. Named by the hash of the
 * whole file replaced — header included, since a header edit is an edit — so the path is
 * known before the run (plan and run agree while the file stays as it was), two different
 * edits never share a backup, and the same edit backed up twice is one file.
 */
export function getBackupPath(out: string, suitePath: string, contentHash: string): string {
  const inside = path.posix.relative(out, suitePath)
  return path.posix.join(out, '.backups', `${inside}.${contentHash}`)
}
