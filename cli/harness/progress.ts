import { appendFileSync } from 'node:fs'

/** A suite file or a describe block as the runner hands it to hooks and reporters, with its tests' results. */
export interface TaskTree {
  type?: string
  filepath?: string
  tasks?: TaskTree[]
  result?: { state?: string; duration?: number }
}

/**
 * One line per suite file as it finishes, which flawless-react reads to say on stderr what finished while vitest
 * works: the file, how many of its tests failed, and the milliseconds its tests took. Written to FLAWLESS_PROGRESS.
 */
export function writeFinished(file: TaskTree): void {
  const progress = process.env.FLAWLESS_PROGRESS
  if (!progress || file.filepath === undefined) return
  const finished = { file: file.filepath, failed: count(file, 'fail'), ms: Math.round(sumDurations(file)) }
  appendFileSync(progress, `${JSON.stringify(finished)}\n`)
}

function count(task: TaskTree, state: string): number {
  const own = task.type === 'test' && task.result?.state === state ? 1 : 0
  return own + (task.tasks ?? []).reduce((total, child) => total + count(child, state), 0)
}

function sumDurations(task: TaskTree): number {
  if (task.type === 'test') return task.result?.duration ?? 0
  return (task.tasks ?? []).reduce((total, child) => total + sumDurations(child), 0)
}
