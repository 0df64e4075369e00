import { appendFileSync } from 'node:fs'

/** A suite file or a describe block as the runner hands it to hooks and reporters, with its tests' results. */
export interface TaskTree {
  type?: string
  name?: string
  filepath?: string
  tasks?: TaskTree[]
  result?: { state?: string; duration?: number; errors?: { name?: string; message?: string }[] }
}

/** A finished test that failed: its full name, as vitest's JSON report writes it, and the start of its error. */
export interface FinishedFailure {
  name: string
  message: string
}

/**
 * One line per suite file as it finishes, which flawless-react reads to say on stderr what finished while vitest
 * works, and keeps in the out folder's results.jsonl: a run stopped halfway still knows what finished. The file, its
 * tests passed, failed and skipped, their failures, the error the file stopped on outside its tests (it did not
 * load), and the milliseconds its tests took. Written to FLAWLESS_PROGRESS.
 */
export function writeFinished(file: TaskTree): void {
  const progress = process.env.FLAWLESS_PROGRESS
  if (!progress || file.filepath === undefined) return
  const tests = (file.tasks ?? []).flatMap((task) => listTests(task, []))
  const failures = tests
    .filter(({ test }) => test.result?.state === 'fail')
    .map(({ test, name }) => ({ name, message: describeError(test.result?.errors?.[0]) }))
  const stoppedOn = file.result?.state === 'fail' ? describeError(file.result.errors?.[0]) : undefined
  const finished = {
    file: file.filepath,
    passed: tests.filter(({ test }) => test.result?.state === 'pass').length,
    failed: failures.length,
    skipped: tests.filter(({ test }) => !['pass', 'fail'].includes(test.result?.state ?? '')).length,
    ms: Math.round(tests.reduce((total, { test }) => total + (test.result?.duration ?? 0), 0)),
    failures,
    ...(stoppedOn === undefined ? {} : { error: stoppedOn }),
  }
  appendFileSync(progress, `${JSON.stringify(finished)}\n`)
}

/**
 * A suite file loaded, about to run its tests: a run can tell which file a stuck worker holds, and how many tests
 * bound how long it may take (vitest-process.ts).
 */
export function writeCollected(file: TaskTree): void {
  const progress = process.env.FLAWLESS_PROGRESS
  if (!progress || file.filepath === undefined) return
  const tests = (file.tasks ?? []).flatMap((task) => listTests(task, [])).length
  appendFileSync(progress, `${JSON.stringify({ collected: file.filepath, tests })}\n`)
}

/** The tests under a task, each with its full name: the describe blocks' names and its own, as vitest joins them. */
function listTests(task: TaskTree, names: string[]): { test: TaskTree; name: string }[] {
  if (task.type === 'test') return [{ test: task, name: [...names, task.name ?? ''].join(' ') }]
  const inner = task.type === 'suite' && task.name ? [...names, task.name] : names
  return (task.tasks ?? []).flatMap((child) => listTests(child, inner))
}

/** An error's first lines as vitest's JSON report words them: `Error: boom`. */
function describeError(error: { name?: string; message?: string } | undefined): string {
  const message = error?.message ?? ''
  const named = error?.name && !message.startsWith(error.name) ? `${error.name}: ${message}` : message
  return firstLines(named)
}

function firstLines(message: string): string {
  return message.split('\n').slice(0, 6).join('\n').trim()
}
