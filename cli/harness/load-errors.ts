import { writeFileSync } from 'node:fs'
import { type TaskTree, writeCollected, writeFinished } from './progress.js'

/** A suite file as vitest hands it to reporters: the errors it stopped on outside its tests. */
interface FileTask {
  filepath: string
  result?: { errors?: TaskError[] }
}

interface TaskError {
  message?: string
  stack?: string
  cause?: TaskError
}

/**
 * A reporter beside vitest's JSON one, for what that one leaves out: the stack of the error a suite file stopped
 * on outside its tests (the JSON report keeps its message alone), which says what threw as the file was imported.
 * Written to FLAWLESS_LOAD_ERRORS; vitest 3 and 4 call onTestRunEnd, vitest 2 onFinished.
 */
export default class LoadErrorsReporter {
  /**
   * vitest 3 and 4 tell the reporters, in Node, as each module ends, a module that did not load included: the line
   * that says a suite file finished (progress.ts) is written here when FLAWLESS_PROGRESS_REPORTER asks, and by the
   * setup's afterAll under vitest 2. In a browser no setup file runs in Node at all.
   */
  onTestModuleEnd(module: { task: TaskTree }): void {
    if (process.env.FLAWLESS_PROGRESS_REPORTER === '1') writeFinished(module.task)
  }

  /** When a suite file is loaded and what it holds, so a run can stop one that never ends (vitest-process.ts). */
  onTestModuleCollected(module: { task: TaskTree }): void {
    if (process.env.FLAWLESS_PROGRESS_REPORTER === '1') writeCollected(module.task)
  }

  onTestRunEnd(modules: readonly { task: FileTask }[]): void {
    writeLoadErrors(modules.map((module) => module.task))
  }

  onFinished(files: readonly FileTask[] = []): void {
    writeLoadErrors(files)
  }
}

function writeLoadErrors(files: readonly FileTask[]): void {
  const output = process.env.FLAWLESS_LOAD_ERRORS
  if (!output) return
  const errors = files.flatMap(({ filepath, result }) => {
    const error = unwrapImportFailure(result?.errors?.[0])
    return error ? [{ file: filepath, message: error.message ?? '', stack: error.stack ?? '' }] : []
  })
  writeFileSync(output, JSON.stringify(errors))
}

/**
 * In a browser vitest wraps what a suite file stopped on as it was imported in an error of its own ("Failed to import
 * test file …", thrown in its tester) whose cause is the module's error: the cause says what went wrong, and where.
 */
function unwrapImportFailure(error: TaskError | undefined): TaskError | undefined {
  if (error?.message?.startsWith('Failed to import test file') && error.cause?.message) return error.cause
  return error
}
