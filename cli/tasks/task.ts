import type { GenerateOptions, SuiteInput, TaskName } from '../../analyser/index.js'
import type { RunOptions, TestsBlock } from '../generate/run-suites.js'

/**
 * A built task (SPEC §4) on the CLI's side: it renders the suites its analyser unit
 * planned, and runs them. The generator writes the header, the files and the backups.
 */
export interface TaskGenerator {
  name: TaskName
  /** The body of one suite, below the header. */
  render(input: SuiteInput, options: GenerateOptions): string
  /** Runs the task's suites under `out/<name>` and counts them. */
  run(options: RunOptions): Promise<TestsBlock>
}

export function defineTaskGenerator(task: TaskGenerator): TaskGenerator {
  return task
}
