import type { GenerateOptions, GenerationInput, TaskName } from '../../analyser/index.js'
import type { RunOptions, TestsBlock } from '../generate/run-suites.js'

/**
 * A built task (SPEC §4) on the CLI's side: it renders the suites its analyser unit
 * planned, and runs them. The generator writes the header, the files and the backups.
 */
export interface TaskGenerator {
  name: TaskName
  /** The body of one suite, below the header, from the input its analyser unit planned. */
  render(input: GenerationInput, options: GenerateOptions): string
  /** Runs the task's suites under `out/<name>` and counts them; `report` is the task's block in the --ci document. */
  run(options: RunOptions): Promise<TestsBlock & { report?: object }>
  /**
   * What the analyser cannot check without the network (it reads only files and the
   * environment): run before anything is written, its failures stop the run with exit 3.
   */
  probe?(environment: Environment): Promise<{ name: string; ok: boolean; detail: string }[]>
}

export type Environment = Readonly<Record<string, string | undefined>>

export function defineTaskGenerator(task: TaskGenerator): TaskGenerator {
  return task
}
