/**
 * The read operations, each once: the CLI command that asks it (its options and help),
 * the MCP read tool that asks it (its arguments are the command's, named in snake_case),
 * and the one function that turns either's arguments into the analyser's options.
 */

import * as path from 'node:path'
import type { AnalyseOptions } from '../analyse.js'
import type { FindingsOptions } from '../rules/findings.js'
import type { RoutesOptions } from '../routes/routes.js'
import type { StatusOptions } from '../status/status.js'
import type { GenerateOptions } from '../generation/plan.js'
import type { A11yImpact } from '../tasks/a11y/impacts.js'
import type { TreeOptions } from '../tree/tree.js'
import type { CheckDocsOptions } from '../types.js'
import {
  CACHE_OPTIONS,
  type CommandSpec,
  GENERATE_OPTIONS,
  JSON_OPTION,
  MAX_ENTRIES_OPTION,
  type OptionSpec,
  type ParsedCommand,
  ROOT_OPTION,
} from './options.js'

/** A read operation's arguments by their tool names (`max_entries`), from a tool call or a command line. */
export interface ReadArguments {
  /** Absolute: the CLI resolves `--root` against its working directory first. */
  root: string
  entry?: string
  max_entries?: number
  rules?: string[]
  max_findings?: number
  roots?: string[]
  depth?: number
  out?: string
  tasks?: string[]
  force?: boolean
  /** Files, relative to root: the CLI asks git for those changed since `--changed REF`. */
  changed?: string[]
  props?: string
  routes?: string
  load_fixtures?: string
  load_duration?: number
  load_connections?: number
  load_p99_ms?: number
  load_allow_remote?: boolean
  a11y_impact?: A11yImpact
  heaps?: boolean
  nextjs?: boolean
  expo?: boolean
  files?: string[]
  api?: boolean
}

/** The environment a run would get, for the prerequisites: the CLI's own, or the server's with the call's over it. */
export type Environment = Readonly<Record<string, string | undefined>>

/** An argument a tool takes in a form of its own, or that only a tool takes. */
export interface ToolArgument {
  name: string
  type: 'string' | 'list' | 'record' | 'integer'
  required: boolean
  /** An integer's floor (1 when left out) and ceiling, when it has one. */
  min?: number
  max?: number
  default?: number
  /** A list that may be empty, because an empty one is an answer (no file changed). */
  emptyList?: boolean
  description: string
}

/** A read operation the command line asks: its command, and how its arguments become the analyser's options. */
export interface CommandOperation<Options> {
  command: CommandSpec
  toOptions(args: ReadArguments, environment: Environment): Options
}

export interface ReadOperation<Options> extends CommandOperation<Options> {
  /** The MCP read tool that answers the same question. */
  tool: string
  /** Command-line options no tool takes: what shapes the CLI's output, or only a run does. */
  cliOnly: readonly string[]
  /** Replaces the command's argument of the same name, or adds one. */
  toolArguments: readonly ToolArgument[]
}

// A server has no working directory to resolve a relative root against.
const TOOL_ROOT: ToolArgument = {
  name: 'root',
  type: 'string',
  required: true,
  description: 'Absolute path of the project folder; every path argument resolves against it.',
}
const TOOL_ENV: ToolArgument = {
  name: 'env',
  type: 'record',
  required: false,
  description:
    'The env you would pass to flawless_run (FLAWLESS_E2E_BASEURL, LOAD_BASE, …), merged over the server’s ' +
    'when prerequisites are checked.',
}

/** A read runs in the server's process: the read plane stops it at this bound, as the run plane stops a run. */
export const READ_TIMEOUT_S = 600
const TOOL_TIMEOUT: ToolArgument = {
  name: 'timeout_s',
  type: 'integer',
  required: false,
  max: 86_400,
  default: READ_TIMEOUT_S,
  description:
    'Stop the call after this many seconds and answer TIMEOUT; the analyser’s thread restarts for the next call ' +
    `(default ${READ_TIMEOUT_S}).`,
}

/** A read answer's size, text and structuredContent together: about what an agent can hold beside its work. */
export const READ_ANSWER_BYTES = 50_000

/**
 * The arguments that page through a read answer's lists: an answer holds what fits in
 * READ_ANSWER_BYTES, says what it left out, and the next call takes the rest.
 */
function pageArguments(item: string, lists: string): ToolArgument[] {
  return [
    {
      name: 'limit',
      type: 'integer',
      required: false,
      description:
        `Return at most this many items of the answer's lists (${lists}); ` +
        `fewer when they would not fit in about ${READ_ANSWER_BYTES / 1000} KB (default: as many as fit).`,
    },
    {
      name: 'offset',
      type: 'integer',
      required: false,
      min: 0,
      default: 0,
      description: 'Skip this many items first: the page.next_offset of the answer before (default 0).',
    },
    {
      name: 'fields',
      type: 'list',
      required: false,
      description: `Keep only these fields of each ${item}, so more fit in an answer (default: every field).`,
    },
  ]
}

export const ANALYSE: ReadOperation<AnalyseOptions> = {
  command: {
    name: 'analyse',
    summary: 'Map every component under an entry: render mode, props, hooks, state, fetches and children.',
    positionals: [
      {
        name: 'entry',
        required: true,
        description: 'A file, a folder or a glob relative to root, such as "app/**/*.tsx".',
      },
    ],
    options: [ROOT_OPTION, MAX_ENTRIES_OPTION, ...CACHE_OPTIONS, JSON_OPTION],
  },
  tool: 'flawless_analyse',
  cliOnly: ['cache', 'cache-location', 'json'],
  toolArguments: [TOOL_ROOT, TOOL_TIMEOUT, ...pageArguments('component', 'components, then errors')],
  toOptions: (args) => ({ root: args.root, entry: args.entry!, ...given('maxEntries', args.max_entries) }),
}

/** The views `flawless-react tree --format` prints. */
export const TREE_FORMATS = ['text', 'json', 'mermaid', 'dot'] as const

/** The reports `flawless-react findings --format` writes. */
export const FINDINGS_FORMATS = ['stylish', 'json', 'sarif', 'github', 'markdown'] as const

export const FINDINGS: ReadOperation<FindingsOptions> = {
  command: {
    name: 'findings',
    summary:
      'Run the static rules: server/client mistakes across files, rules of hooks, keys, effects, ' +
      'accessibility basics.',
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
        default: 500,
        description: 'Report at most N findings; the rest are counted (default 500).',
      },
      {
        ...MAX_ENTRIES_OPTION,
        default: undefined,
        description:
          'Check at most N entry files in full; the rest are counted and named, and the run exits 1 unless ' +
          '--allow-partial (default: the whole project).',
      },
      {
        name: 'allow-partial',
        type: 'boolean',
        description: 'Exit 0 though --max-entries (or the config’s maxEntries) left entry files unchecked.',
      },
      {
        name: 'format',
        type: 'string',
        value: 'NAME',
        choices: FINDINGS_FORMATS,
        conflicts: ['json'],
        description:
          'stylish (default), json, sarif (SARIF 2.1.0 for code scanning), github (workflow annotations) or ' +
          'markdown.',
      },
      { name: 'output', short: 'o', type: 'string', value: 'FILE', description: 'Write the report to FILE.' },
      {
        name: 'max-warnings',
        type: 'integer',
        value: 'N',
        min: 0,
        description: 'Exit 1 when more than N warnings are reported.',
      },
      { name: 'quiet', type: 'boolean', description: 'Report errors only.' },
      ...CACHE_OPTIONS,
      JSON_OPTION,
    ],
  },
  tool: 'flawless_findings',
  cliOnly: ['allow-partial', 'format', 'output', 'max-warnings', 'quiet', 'cache', 'cache-location', 'json'],
  toolArguments: [
    TOOL_ROOT,
    {
      name: 'max_entries',
      type: 'integer',
      required: false,
      description:
        'Check at most this many entry files in full; the rest are counted and named in the note, which comes ' +
        'first in the answer (default: the whole project, as the command line checks it).',
    },
    TOOL_TIMEOUT,
    ...pageArguments('finding', 'findings, then errors'),
  ],
  // Every entry file unless a cap is given, from the command line and the tool alike: an agent told "no
  // findings" of a project checked in part would take it for the CI's verdict.
  toOptions: (args) => ({
    root: args.root,
    ...given('entry', args.entry),
    ...given('rules', args.rules),
    ...given('maxFindings', args.max_findings),
    ...given('maxEntries', args.max_entries),
    allEntries: true,
  }),
}

export const TREE: ReadOperation<TreeOptions> = {
  command: {
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
          'Start from the components in these files, comma-separated (default: app-router pages and layouts, ' +
          'else src/main.*, src/App.*, app/_layout.*).',
      },
      {
        name: 'depth',
        type: 'integer',
        value: 'N',
        default: 8,
        description: 'Expand at most N levels below each root (default 8).',
      },
      MAX_ENTRIES_OPTION,
      {
        name: 'format',
        type: 'string',
        value: 'NAME',
        choices: TREE_FORMATS,
        conflicts: ['json'],
        description:
          'text (default), json, mermaid (a flowchart for Markdown) or dot (Graphviz); with --roots, a ' +
          'component’s subtree.',
      },
      ...CACHE_OPTIONS,
      JSON_OPTION,
    ],
  },
  tool: 'flawless_tree',
  cliOnly: ['format', 'cache', 'cache-location', 'json'],
  toolArguments: [
    TOOL_ROOT,
    TOOL_TIMEOUT,
    ...pageArguments('node', 'the nodes of every tree, depth first, each naming its parent; then errors'),
  ],
  toOptions: (args) => ({
    root: args.root,
    ...given('roots', args.roots),
    ...given('depth', args.depth),
    ...given('maxEntries', args.max_entries),
  }),
}

export const STATUS: ReadOperation<StatusOptions> = {
  command: {
    name: 'status',
    summary:
      'Say what the project has: framework, versions, test runners, components by render mode, generated suites, ' +
      'prerequisites.',
    positionals: [],
    options: [
      ROOT_OPTION,
      {
        name: 'out',
        type: 'string',
        value: 'DIR',
        default: 'tests/flawless',
        description: 'Where generated suites live (default: tests/flawless).',
      },
      {
        name: 'todos',
        type: 'boolean',
        description: 'List every TODO marker in the generated suites; without it, a summary (--json lists them all).',
      },
      JSON_OPTION,
    ],
  },
  tool: 'flawless_project_status',
  cliOnly: ['json', 'todos'],
  toolArguments: [
    TOOL_ROOT,
    TOOL_ENV,
    TOOL_TIMEOUT,
    ...pageArguments(
      'generated suite',
      'inventory.generated, inventory.todo_markers, inventory.hand_written, then errors',
    ),
  ],
  toOptions: (args, environment) => ({ root: args.root, ...given('out', args.out), environment }),
}

/** Also the generator's options: a plan says what the generator, given the same options, would do. */
export const PLAN: ReadOperation<GenerateOptions> = {
  command: {
    name: 'plan',
    summary: 'Say what a generation with these options would write, file by file, and what it lacks. Writes nothing.',
    positionals: [],
    options: [ROOT_OPTION, ...GENERATE_OPTIONS, JSON_OPTION],
  },
  tool: 'flawless_plan',
  cliOnly: ['run-tests', 'ci', 'json'],
  toolArguments: [
    TOOL_ROOT,
    {
      name: 'changed',
      type: 'list',
      required: false,
      emptyList: true,
      description:
        'Only components in these files, relative to root (the read plane does not run git; ' +
        'flawless_run takes a git ref).',
    },
    TOOL_ENV,
    TOOL_TIMEOUT,
    ...pageArguments('suite', 'suites, not_generated, then needs_fixtures'),
  ],
  toOptions: (args, environment) => ({
    root: args.root,
    ...given('tasks', args.tasks),
    ...given('out', args.out),
    ...(args.force ? { force: true } : {}),
    ...given('changed', args.changed),
    ...given('roots', args.roots),
    ...given('depth', args.depth),
    ...given('props', args.props),
    ...given('routes', args.routes),
    ...given('loadFixtures', args.load_fixtures),
    ...given('loadDuration', args.load_duration),
    ...given('loadConnections', args.load_connections),
    ...given('loadP99Ms', args.load_p99_ms),
    ...(args.load_allow_remote ? { loadAllowRemote: true } : {}),
    ...given('a11yImpact', args.a11y_impact),
    ...(args.heaps ? { heaps: true } : {}),
    ...(args.nextjs ? { nextjs: true } : {}),
    ...(args.expo ? { expo: true } : {}),
    environment,
  }),
}

export const CHECK_DOCS: ReadOperation<CheckDocsOptions> = {
  command: {
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
  tool: 'flawless_check_docs',
  cliOnly: ['json'],
  toolArguments: [TOOL_ROOT, TOOL_TIMEOUT, ...pageArguments('command', 'commands, then files')],
  toOptions: (args) => ({ root: args.root, ...given('files', args.files) }),
}

/**
 * The route inventory is a command and part of status, not a tool: SPEC §6 names the eight
 * tools, and flawless_project_status carries the routes' summary.
 */
export const ROUTES: CommandOperation<RoutesOptions> = {
  command: {
    name: 'routes',
    summary: 'List the routes: pages with their component and layouts, dynamic params, and API routes.',
    positionals: [],
    options: [
      ROOT_OPTION,
      { name: 'api', type: 'boolean', description: 'List the API routes alone, with the methods they answer.' },
      JSON_OPTION,
    ],
  },
  toOptions: (args) => ({ root: args.root, ...(args.api ? { api: true } : {}) }),
}

/** In the order the MCP server lists their tools. */
export const READ_OPERATIONS = [ANALYSE, TREE, FINDINGS, STATUS, PLAN, CHECK_DOCS] as const

/** An option the arguments give; one left out stays out, so the analyser's default applies. */
function given<Name extends string, Value>(name: Name, value: Value | undefined): { [Key in Name]?: Value } {
  return value === undefined ? {} : ({ [name]: value } as { [Key in Name]: Value })
}

/** One argument of a read tool, whichever side of the table it comes from. */
export interface ToolArgumentRow {
  name: string
  type: OptionSpec['type'] | ToolArgument['type']
  required: boolean
  description: string
  choices?: readonly string[]
  default?: OptionSpec['default']
  min?: number
  max?: number
  emptyList?: boolean
}

/**
 * A read tool's arguments: root first, then the command's positionals and options as
 * snake_case names, each in the tool's own form where the table gives one, then the
 * arguments only the tool takes.
 */
export function listToolArguments(operation: ReadOperation<unknown>): ToolArgumentRow[] {
  const { command, cliOnly, toolArguments } = operation
  const fromCli: ToolArgumentRow[] = [
    ...command.options.filter((option) => option.name === 'root').map(fromOption),
    ...command.positionals.map(
      (positional): ToolArgumentRow => ({
        name: positional.name,
        type: positional.variadic ? 'list' : 'string',
        required: positional.required,
        description: positional.description,
      }),
    ),
    ...command.options.filter((option) => option.name !== 'root' && !cliOnly.includes(option.name)).map(fromOption),
  ]
  const rows = fromCli.map((row) => toolArguments.find((argument) => argument.name === row.name) ?? row)
  const extra = toolArguments.filter((argument) => !rows.some((row) => row.name === argument.name))
  return [...rows, ...extra]
}

function fromOption(option: OptionSpec): ToolArgumentRow {
  return {
    name: toArgumentName(option.name),
    type: option.type,
    required: false,
    description: describeForTool(option),
    ...(option.choices ? { choices: option.choices } : {}),
    ...(option.default !== undefined ? { default: option.default } : {}),
  }
}

/** `--max-entries` is the argument `max_entries`. */
export function toArgumentName(option: string): string {
  return option.replace(/-/g, '_')
}

/**
 * An option's description for a tool: a tool takes a list as an array, a count as a
 * number and an optional value as `true` or the value, so the command line's
 * "comma-separated" and the placeholders help shows (`--depth N`, `--changed [REF]`)
 * would say nothing there.
 */
export function describeForTool(option: OptionSpec): string {
  let description = option.description
  if (option.type === 'list') description = description.replace(', comma-separated', '')
  if (option.type === 'integer' && option.value)
    description = description.replace(new RegExp(`\\b${option.value}\\b`, 'g'), 'this many')
  // A tool takes `true` for the bare flag, or the value itself: `changed: "main"`.
  if (option.type === 'optional' && option.value)
    description = description
      .replace(new RegExp(`\\b${option.value}\\b`, 'g'), `the ${option.value.toLowerCase()} given`)
      .replace(`(default ${option.implied})`, `(true: ${option.implied})`)
  return description
}

/**
 * A parsed command line as a read operation's arguments: `--root` resolved against the
 * working directory, positionals under their names, `--changed REF` as the files the
 * caller's `listChanged` names (the analyser runs no git).
 */
export function toReadArguments(
  parsed: ParsedCommand,
  cwd: string,
  listChanged: (root: string, ref: string) => string[],
): ReadArguments {
  const args: Record<string, unknown> = {}
  parsed.command.positionals.forEach((positional, index) => {
    if (positional.variadic) {
      if (parsed.positionals.length > index) args[positional.name] = parsed.positionals.slice(index)
    } else if (parsed.positionals[index] !== undefined) args[positional.name] = parsed.positionals[index]
  })
  for (const [name, value] of Object.entries(parsed.options)) args[toArgumentName(name)] = value
  const root = path.resolve(cwd, String(parsed.options.root ?? '.'))
  args.root = root
  if (typeof parsed.options.changed === 'string') args.changed = listChanged(root, parsed.options.changed)
  return args as unknown as ReadArguments
}
