import {
  CI_OPTION,
  type CommandSpec,
  GENERATE_OPTIONS,
  JSON_OPTION,
  LOAD_ALLOW_REMOTE_OPTION,
  A11Y_IMPACT_OPTION,
  OUT_OPTION,
  ROOT_OPTION,
  RUN_LIMIT_OPTIONS,
  TASKS_OPTION,
} from './options.js'
import { ANALYSE, CHECK_DOCS, FINDINGS, PLAN, ROUTES, STATUS, TREE } from './read-operations.js'

/** What `flawless-react [options]` runs: the generator. It has no name on the command line. */
export const GENERATE_COMMAND: CommandSpec = {
  name: 'generate',
  summary: 'Write test suites for the components (default task: perf-harness), and run them with --run-tests.',
  positionals: [],
  options: [...GENERATE_OPTIONS, ...RUN_LIMIT_OPTIONS, JSON_OPTION],
}

/** Every named command, in the order help lists them. */
export const COMMANDS: CommandSpec[] = [
  ANALYSE.command,
  FINDINGS.command,
  TREE.command,
  ROUTES.command,
  STATUS.command,
  PLAN.command,
  {
    name: 'test',
    summary: 'Run the generated suites with vitest, all or those named, and report what passed.',
    positionals: [
      {
        name: 'paths',
        required: false,
        variadic: true,
        description:
          'Suite files or folders, or source files or folders whose components have suites, or globs; ' +
          'relative to root (default: every suite).',
      },
    ],
    options: [
      ROOT_OPTION,
      TASKS_OPTION,
      OUT_OPTION,
      LOAD_ALLOW_REMOTE_OPTION,
      A11Y_IMPACT_OPTION,
      ...RUN_LIMIT_OPTIONS,
      CI_OPTION,
      JSON_OPTION,
    ],
  },
  {
    name: 'merge-reports',
    summary: "Join the reports of a run's shards into one report and one exit code.",
    positionals: [
      {
        name: 'reports',
        required: true,
        variadic: true,
        description:
          "Each part's out folder (where its run wrote results.jsonl), its results.jsonl, or the document its " +
          '--json printed.',
      },
    ],
    options: [JSON_OPTION],
  },
  {
    name: 'guide',
    summary: 'Print the agent guide, whole or one topic: what each tool is for and what to call first.',
    positionals: [
      {
        name: 'topic',
        required: false,
        description: 'overview, tools, read-plane, run-plane, safe-regeneration or limits.',
      },
    ],
    options: [],
  },
  {
    name: 'mcp',
    summary: 'Serve the MCP server on stdin and stdout (it takes no options).',
    positionals: [],
    options: [],
  },
  CHECK_DOCS.command,
]

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((command) => command.name === name)
}

/** How a command is written on the command line: the generator has no name. */
export function invocationName(command: CommandSpec): string {
  return command === GENERATE_COMMAND ? 'flawless-react' : `flawless-react ${command.name}`
}
