/**
 * SPEC §4: the five tasks by name, in the order a run performs them. Apart from the task
 * units (`tasks/index.ts`) because the command grammar needs the names alone, and loading
 * the units loads TypeScript: the MCP server answers tools/list before that (SPEC 2.6).
 */
export const TASKS = ['perf-harness', 'a11y', 'react-rules', 'e2e', 'load'] as const

export type TaskName = (typeof TASKS)[number]

/** SPEC §3: a run without --tasks generates perf-harness alone. */
export const DEFAULT_TASK: TaskName = 'perf-harness'
