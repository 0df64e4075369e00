/**
 * The options the commands share, and what an option or a command is: the table the CLI
 * parses and prints help from, and the MCP tools take their arguments from.
 */

import { DEFAULT_TASK, TASKS } from '../tasks/names.js'
import { A11Y_IMPACTS } from '../tasks/a11y/impacts.js'
import { LOAD_LIMITS } from '../suites/load-suite.js'

/**
 * `list` is a comma-separated value (`--rules server-hook,missing-key`), a comma inside
 * braces being a glob's (`--roots '{app,src}/*.tsx'` is one item); `optional`
 * takes a value only when one follows (`--changed` or `--changed main`).
 */
export type OptionType = 'boolean' | 'string' | 'integer' | 'list' | 'optional'

export interface OptionSpec {
  name: string
  type: OptionType
  /** A one-letter alias (`-o`), for the options other tools have taught people to type short. */
  short?: string
  /** The placeholder shown in help. */
  value?: string
  /** An integer's floor; 1 when left out (`--max-warnings 0` is a count a gate may ask for). */
  min?: number
  /** For an `optional` option given without a value. */
  implied?: string
  /**
   * The words a `string` option or a `list` option's items may be. The parser refuses another
   * string; a list's items are left to the analyser, which names the task it does not build.
   */
  choices?: readonly string[]
  /** Options that cannot be given together with this one. */
  conflicts?: string[]
  /** A `string` option's form beyond choices: the problem with a value, or null when it is well formed. */
  check?: (value: string) => string | null
  /** What the analyser takes when the option is left out; the MCP schemas state it. */
  default?: string | number | readonly string[]
  description: string
}

export interface PositionalSpec {
  name: string
  required: boolean
  /** Takes every remaining argument; only the last positional may. */
  variadic?: boolean
  description: string
}

export interface CommandSpec {
  name: string
  summary: string
  positionals: PositionalSpec[]
  options: OptionSpec[]
}

export const ROOT_OPTION: OptionSpec = {
  name: 'root',
  type: 'string',
  value: 'DIR',
  description: 'The project folder; every path resolves against it (default: the current folder).',
}
export const JSON_OPTION: OptionSpec = {
  name: 'json',
  type: 'boolean',
  description: 'Print one JSON document on stdout instead of the readable view.',
}
/** ESLint's cache flags (SPEC 2.6): readings kept on disk between runs. The CLI's alone: MCP writes nothing. */
export const CACHE_OPTIONS: OptionSpec[] = [
  {
    name: 'cache',
    type: 'boolean',
    description: 'Keep each file’s reading on disk and reuse it while the file is unchanged.',
  },
  {
    name: 'cache-location',
    type: 'string',
    value: 'DIR',
    description: 'Where --cache keeps them (default: node_modules/.cache/flawless-react under root).',
  },
]
export const MAX_ENTRIES_OPTION: OptionSpec = {
  name: 'max-entries',
  type: 'integer',
  value: 'N',
  default: 500,
  description: 'Analyse at most N entry files in full; the rest are counted and named (default 500).',
}
export const TASKS_OPTION: OptionSpec = {
  name: 'tasks',
  type: 'list',
  value: 'LIST',
  choices: TASKS,
  default: [DEFAULT_TASK],
  description: `Tasks to run, comma-separated: ${TASKS.join(', ')} (default: ${DEFAULT_TASK}).`,
}
export const OUT_OPTION: OptionSpec = {
  name: 'out',
  type: 'string',
  value: 'DIR',
  default: 'tests/flawless',
  description: 'Where suites are written (default: tests/flawless).',
}
export const LOAD_ALLOW_REMOTE_OPTION: OptionSpec = {
  name: 'load-allow-remote',
  type: 'boolean',
  description: 'Load a LOAD_BASE that is not on this machine (refused otherwise, before any request).',
}
export const A11Y_IMPACT_OPTION: OptionSpec = {
  name: 'a11y-impact',
  type: 'string',
  value: 'IMPACT',
  choices: A11Y_IMPACTS,
  default: 'serious',
  description: 'The least axe impact that fails an a11y suite: minor, moderate, serious or critical (default serious).',
}
/** `--shard I/N`: the `index`th of `count` parts of the suites. */
export function readShard(value: string): { index: number; count: number } | null {
  const match = /^([0-9]+)\/([0-9]+)$/.exec(value)
  if (!match) return null
  const index = Number(match[1])
  const count = Number(match[2])
  return index >= 1 && count >= 1 && index <= count ? { index, count } : null
}
export const SHARD_OPTION: OptionSpec = {
  name: 'shard',
  type: 'string',
  value: 'I/N',
  check: (value) =>
    readShard(value) ? null : `needs I/N with 1 <= I <= N (--shard 2/4 runs the second of four parts), not "${value}"`,
  description: 'Run the Ith of N disjoint parts of the suites, one per CI machine; merge-reports joins the parts.',
}
export const TIMEOUT_OPTION: OptionSpec = {
  name: 'timeout',
  type: 'integer',
  value: 'MIN',
  description:
    'Stop the run after MIN minutes, keep what finished, and exit 124 (a signal: 128 + its number, 130 for SIGINT).',
}
/** How a run may be cut: over machines, and in time. */
export const RUN_LIMIT_OPTIONS: OptionSpec[] = [SHARD_OPTION, TIMEOUT_OPTION]
export const CI_OPTION: OptionSpec = { name: 'ci', type: 'boolean', description: 'Never prompt, print no progress.' }

/** The generator's options (SPEC §3), shared by the generator, plan and the MCP run tools. */
export const GENERATE_OPTIONS: OptionSpec[] = [
  TASKS_OPTION,
  {
    name: 'nextjs',
    type: 'boolean',
    conflicts: ['expo'],
    description: 'Treat the project as Next.js, whatever detection says.',
  },
  {
    name: 'expo',
    type: 'boolean',
    conflicts: ['nextjs'],
    description: 'Treat the project as Expo, whatever detection says.',
  },
  { name: 'force', type: 'boolean', description: 'Regenerate existing suites; an edited suite is backed up first.' },
  { name: 'run-tests', type: 'boolean', description: 'Run the suites after writing them.' },
  OUT_OPTION,
  {
    name: 'changed',
    type: 'optional',
    value: 'REF',
    implied: 'HEAD',
    description: 'Only components in files changed since REF (default HEAD), as git reports them.',
  },
  {
    name: 'roots',
    type: 'list',
    value: 'GLOBS',
    description: 'Only the components in these files and what they render.',
  },
  { name: 'depth', type: 'integer', value: 'N', description: 'With roots, follow rendered children N levels down.' },
  {
    name: 'props',
    type: 'string',
    value: 'FILE',
    description: 'A JSON file of props fixtures, keyed by "path/to/file.tsx#Component".',
  },
  {
    name: 'routes',
    type: 'string',
    value: 'FILE',
    description: 'A JSON file of route params for e2e, keyed by route path: {"/posts/[id]": [{"id": "42"}]}.',
  },
  { name: 'heaps', type: 'boolean', description: 'Add mount/unmount heap batches that fail a component that leaks.' },
  {
    name: 'load-fixtures',
    type: 'string',
    value: 'FILE',
    description:
      'A JSON file of what load sends, keyed by API route or "METHOD /route": {"POST /api/posts": ' +
      '{"body": {…}, "params": {…}, "allow": [409]}}.',
  },
  {
    name: 'load-duration',
    type: 'integer',
    value: 'S',
    default: LOAD_LIMITS.duration_s.fallback,
    description:
      `Load each API route and method for S seconds, at most ${LOAD_LIMITS.duration_s.max} ` +
      `(default ${LOAD_LIMITS.duration_s.fallback}).`,
  },
  {
    name: 'load-connections',
    type: 'integer',
    value: 'N',
    default: LOAD_LIMITS.connections.fallback,
    description:
      `Load with N connections at once, at most ${LOAD_LIMITS.connections.max} ` +
      `(default ${LOAD_LIMITS.connections.fallback}).`,
  },
  {
    name: 'load-p99-ms',
    type: 'integer',
    value: 'MS',
    default: LOAD_LIMITS.p99_ms.fallback,
    description:
      'Fail a load pipe whose 99th percentile latency is over MS milliseconds ' +
      `(default ${LOAD_LIMITS.p99_ms.fallback}).`,
  },
  LOAD_ALLOW_REMOTE_OPTION,
  A11Y_IMPACT_OPTION,
  CI_OPTION,
]

export interface ParsedCommand {
  command: CommandSpec
  positionals: string[]
  options: Record<string, string | number | boolean | string[]>
  help: boolean
}
