import { GENERATE_OPTIONS, JSON_OPTION, MAX_ENTRIES_OPTION, type CommandSpec, ROOT_OPTION } from './options.js'

/** What `flawless-react [options]` runs: the generator. It has no name on the command line. */
export const GENERATE_COMMAND: CommandSpec = {
  name: 'generate',
  summary: 'Write test suites for the components (default task: perf-harness), and run them with --run-tests.',
  positionals: [],
  options: [...GENERATE_OPTIONS, JSON_OPTION],
}

export const COMMANDS: CommandSpec[] = [
  {
    name: 'analyse',
    summary: 'Map every component under an entry: render mode, props, hooks, state, fetches and children.',
    positionals: [
      {
        name: 'entry',
        required: true,
        description: 'A file, a folder or a glob relative to root, such as "app/**/*.tsx".',
      },
    ],
    options: [ROOT_OPTION, MAX_ENTRIES_OPTION, JSON_OPTION],
  },
  {
    name: 'findings',
    summary:
      'Run the static rules: server/client mistakes across files, rules of hooks, keys, effects, accessibility basics.',
    positionals: [
      {
        name: 'entry',
        required: false,
        description: 'A file, a folder or a glob relative to root (default: the whole project).',
      },
    ],
    options: [
      ROOT_OPTION,
      {
        name: 'rules',
        type: 'list',
        value: 'IDS',
        description: 'Run only these rules, comma-separated (default: all; see docs/rules).',
      },
      {
        name: 'max-findings',
        type: 'integer',
        value: 'N',
        description: 'Report at most N findings; the rest are counted (default 500).',
      },
      MAX_ENTRIES_OPTION,
      JSON_OPTION,
    ],
  },
  {
    name: 'tree',
    summary: 'Print the render tree from the pages and layouts (or the app entry), with client boundaries marked.',
    positionals: [],
    options: [
      ROOT_OPTION,
      {
        name: 'roots',
        type: 'list',
        value: 'GLOBS',
        description:
          'Start from the components in these files, comma-separated (default: app-router pages and layouts, else src/main.*, src/App.*, app/_layout.*).',
      },
      {
        name: 'depth',
        type: 'integer',
        value: 'N',
        description: 'Expand at most N levels below each root (default 8).',
      },
      MAX_ENTRIES_OPTION,
      JSON_OPTION,
    ],
  },
  {
    name: 'status',
    summary:
      'Say what the project has: framework, versions, test runners, components by render mode, generated suites, prerequisites.',
    positionals: [],
    options: [
      ROOT_OPTION,
      {
        name: 'out',
        type: 'string',
        value: 'DIR',
        description: 'Where generated suites live (default: tests/flawless).',
      },
      JSON_OPTION,
    ],
  },
  {
    name: 'plan',
    summary: 'Say what a generation with these options would write, file by file, and what it lacks. Writes nothing.',
    positionals: [],
    options: [ROOT_OPTION, ...GENERATE_OPTIONS, JSON_OPTION],
  },
  {
    name: 'test',
    summary: 'Run the generated suites with vitest and report what passed.',
    positionals: [],
    options: [
      GENERATE_OPTIONS.find((option) => option.name === 'tasks')!,
      GENERATE_OPTIONS.find((option) => option.name === 'out')!,
      GENERATE_OPTIONS.find((option) => option.name === 'ci')!,
      JSON_OPTION,
    ],
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
  {
    name: 'check-docs',
    summary: "Parse every flawless-react command in the project's Markdown with the CLI's own grammar.",
    positionals: [
      {
        name: 'files',
        required: false,
        variadic: true,
        description: 'Markdown files or globs relative to root (default: every .md and .mdx file).',
      },
    ],
    options: [ROOT_OPTION, JSON_OPTION],
  },
]

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((command) => command.name === name)
}

/** How a command is written on the command line: the generator has no name. */
export function invocationName(command: CommandSpec): string {
  return command === GENERATE_COMMAND ? 'flawless-react' : `flawless-react ${command.name}`
}
