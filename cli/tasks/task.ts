import type { GenerateOptions, GenerationInput, Prerequisite, TaskName } from '../../analyser/index.js'
import type { RunOptions } from '../generate/run-options.js'
import type { TestsBlock } from '../generate/run-report.js'

/** What running one task gave. */
export interface TaskRun {
  /** The test runner's counts; null for a task that runs no tests (react-rules lints). */
  tests: TestsBlock | null
  /** The task's own block in the --ci document, under its name (`e2e`, `react_rules`). */
  report?: object
  /** The task's verdict: a failed task makes the run exit 1. */
  failed: boolean
  /** A prerequisite found broken only while the run used it (a Biome that wrote no report): exit 3. */
  broken?: Prerequisite[]
}

/**
 * A built task (SPEC §4) on the CLI's side: it renders the suites its analyser unit
 * planned, and runs them. The generator writes the header, the files and the backups.
 */
export interface TaskGenerator {
  name: TaskName
  /**
   * The body of one suite, below the header, from the input its analyser unit planned;
   * absent for a task whose plan holds its files whole (react-rules' biome.json).
   */
  render?(input: GenerationInput, options: GenerateOptions): string
  /** Runs the task's suites among `options.files` (all under `out/<name>`) and reports them. */
  run(options: RunOptions): Promise<TaskRun>
  /**
   * The task's blocks of the parts of a run spread over machines (`--shard`), as one: merge-reports calls it with
   * each part's block that has one. Absent: the one part that has the block gives it.
   */
  mergeReports?(reports: readonly object[]): object
  /**
   * What the analyser cannot check without the network or a child process (it reads only
   * files and the environment): run before anything is written, its failures stop the
   * run with exit 3.
   */
  probe?(environment: Environment, root: string): Promise<{ name: string; ok: boolean; detail: string }[]>
}

export type Environment = Readonly<Record<string, string | undefined>>

export function defineTaskGenerator(task: TaskGenerator): TaskGenerator {
  return task
}
