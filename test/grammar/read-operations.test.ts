import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import {
  ANALYSE,
  CHECK_DOCS,
  COMMANDS,
  FINDINGS,
  PLAN,
  READ_OPERATIONS,
  READ_TIMEOUT_S,
  type ReadArguments,
  STATUS,
  TREE,
  parseInvocation,
  toArgumentName,
  toReadArguments,
} from '../../analyser/grammar/index.js'
import {
  DEFAULT_MAX_ENTRIES,
  DEFAULT_MAX_FINDINGS,
  DEFAULT_OUT,
  DEFAULT_TASK,
  DEFAULT_TREE_DEPTH,
} from '../../analyser/index.js'
import { TOOLS } from '../../mcp/tools.js'
import { LOAD_LIMITS } from '../../analyser/suites/load-suite.js'
import { createProject } from '../helpers/memfs-project.js'

interface JsonSchema {
  properties: Record<string, { description?: string; default?: unknown }>
  required?: string[]
}

function inputSchema(tool: string): JsonSchema {
  return z.toJSONSchema(TOOLS.find((candidate) => candidate.name === tool)!.input, { io: 'input' }) as JsonSchema
}

/** What a command line gives a read operation, with git standing in for by a fixed list. */
function fromCommandLine(words: string[], cwd = '/work'): ReadArguments {
  const invocation = parseInvocation(words)
  if (invocation.kind !== 'command') throw new Error(`not a command: ${words.join(' ')}`)
  return toReadArguments(invocation.parsed, cwd, (root, ref) => [`${root}@${ref}: src/card.tsx`])
}

const ENVIRONMENT = { FLAWLESS_E2E_BASEURL: 'http://localhost:3000' }

describe('the read table', () => {
  it('names a read tool for every read operation, and every read tool has its operation', () => {
    const readTools = TOOLS.filter((tool) => tool.annotations.readOnlyHint).map((tool) => tool.name)
    expect(READ_OPERATIONS.map((operation) => operation.tool)).toEqual(readTools)
    for (const operation of READ_OPERATIONS) expect(COMMANDS).toContain(operation.command)
  })

  it.each(READ_OPERATIONS.map((operation) => [operation.tool, operation] as const))(
    '%s: every argument has a description and is a CLI option or positional, or a tool-only argument of the table',
    (tool, operation) => {
      const { properties } = inputSchema(tool)
      const cli = [
        ...operation.command.positionals.map((positional) => positional.name),
        ...operation.command.options
          .filter((option) => !operation.cliOnly.includes(option.name))
          .map((option) => toArgumentName(option.name)),
      ]
      const toolOnly = operation.toolArguments.map((argument) => argument.name).filter((name) => !cli.includes(name))
      for (const [name, argument] of Object.entries(properties)) {
        expect(argument.description?.length, `${tool} ${name}`).toBeGreaterThan(0)
        expect([...cli, ...toolOnly], `${tool} ${name}`).toContain(name)
      }
      // And the other way: no option of the command is lost on the way to the tool.
      expect(Object.keys(properties).sort()).toEqual([...cli, ...toolOnly].sort())
    },
  )

  it('documents tool-only arguments and forms that differ: root absolute, changed a list, env, timeout_s', () => {
    const toolOnly = Object.fromEntries(
      READ_OPERATIONS.map((operation) => [operation.tool, operation.toolArguments.map((argument) => argument.name)]),
    )
    const paging = ['limit', 'offset', 'fields']
    expect(toolOnly).toEqual({
      flawless_analyse: ['root', 'timeout_s', ...paging],
      flawless_tree: ['root', 'timeout_s', ...paging],
      flawless_findings: ['root', 'max_entries', 'timeout_s', ...paging],
      flawless_project_status: ['root', 'env', 'timeout_s', ...paging],
      flawless_plan: ['root', 'changed', 'env', 'timeout_s', ...paging],
      flawless_check_docs: ['root', 'timeout_s', ...paging],
    })
    for (const operation of READ_OPERATIONS) expect(inputSchema(operation.tool).required?.[0]).toBe('root')
    expect(inputSchema('flawless_analyse').required).toEqual(['root', 'entry'])
  })

  it('words a read tool’s arguments for a tool: no comma-separated lists, no N placeholders, no flags', () => {
    for (const operation of READ_OPERATIONS)
      for (const [name, argument] of Object.entries(inputSchema(operation.tool).properties))
        expect(argument.description, `${operation.tool} ${name}`).not.toMatch(/comma-separated|\bN\b|--[a-z]/)
    expect(inputSchema('flawless_tree').properties.depth!.description).toBe(
      'Expand at most this many levels below each root (default 8).',
    )
    expect(inputSchema('flawless_findings').properties.rules!.description).toBe(
      'Run only these rules (default: all; see docs/rules).',
    )
  })

  it('states the defaults the analyser applies', () => {
    const defaults = Object.fromEntries(
      READ_OPERATIONS.map((operation) => [
        operation.tool,
        Object.fromEntries(
          Object.entries(inputSchema(operation.tool).properties)
            .filter(([, argument]) => argument.default !== undefined)
            .map(([name, argument]) => [name, argument.default]),
        ),
      ]),
    )
    expect(defaults).toEqual({
      flawless_analyse: { max_entries: DEFAULT_MAX_ENTRIES, timeout_s: READ_TIMEOUT_S, offset: 0 },
      flawless_tree: {
        depth: DEFAULT_TREE_DEPTH,
        max_entries: DEFAULT_MAX_ENTRIES,
        timeout_s: READ_TIMEOUT_S,
        offset: 0,
      },
      // The whole project, as the command line checks it: no cap to state.
      flawless_findings: { max_findings: DEFAULT_MAX_FINDINGS, timeout_s: READ_TIMEOUT_S, offset: 0 },
      flawless_project_status: { out: DEFAULT_OUT, timeout_s: READ_TIMEOUT_S, offset: 0 },
      flawless_plan: {
        tasks: [DEFAULT_TASK],
        out: DEFAULT_OUT,
        load_duration: LOAD_LIMITS.duration_s.fallback,
        load_connections: LOAD_LIMITS.connections.fallback,
        load_p99_ms: LOAD_LIMITS.p99_ms.fallback,
        a11y_impact: 'serious',
        timeout_s: READ_TIMEOUT_S,
        offset: 0,
      },
      flawless_check_docs: { timeout_s: READ_TIMEOUT_S, offset: 0 },
    })
    const { analyser } = createProject({ 'package.json': '{}', 'src/card.tsx': 'export const Card = () => <p />\n' })
    expect(analyser.plan({ root: '/project' }).tasks).toEqual([DEFAULT_TASK])
  })
})

describe('one mapping from arguments to the analyser’s options', () => {
  it.each([
    {
      name: 'analyse',
      operation: ANALYSE,
      words: ['analyse', 'app/**/*.tsx', '--root', 'dashboard', '--max-entries', '2', '--json'],
      call: { root: '/work/dashboard', entry: 'app/**/*.tsx', max_entries: 2 },
      options: { root: '/work/dashboard', entry: 'app/**/*.tsx', maxEntries: 2 },
    },
    {
      name: 'findings',
      operation: FINDINGS,
      words: ['findings', 'app', '--rules', 'index-key,server-hook', '--max-findings', '3', '--max-entries', '9'],
      call: { root: '/work', entry: 'app', rules: ['index-key', 'server-hook'], max_findings: 3, max_entries: 9 },
      options: {
        root: '/work',
        entry: 'app',
        rules: ['index-key', 'server-hook'],
        maxFindings: 3,
        maxEntries: 9,
        allEntries: true,
      },
    },
    {
      name: 'findings with nothing given: every entry file',
      operation: FINDINGS,
      words: ['findings'],
      call: { root: '/work' },
      options: { root: '/work', allEntries: true },
    },
    {
      name: 'tree',
      operation: TREE,
      // A comma inside braces belongs to the glob: the list splits at the comma outside them.
      words: ['tree', '--roots', '{app,src}/page.tsx,pages/*.tsx', '--depth', '2', '--root=/srv/site'],
      call: { root: '/srv/site', roots: ['{app,src}/page.tsx', 'pages/*.tsx'], depth: 2 },
      options: { root: '/srv/site', roots: ['{app,src}/page.tsx', 'pages/*.tsx'], depth: 2 },
    },
    {
      name: 'status',
      operation: STATUS,
      words: ['status', '--out', 'suites'],
      call: { root: '/work', out: 'suites' },
      options: { root: '/work', out: 'suites', environment: ENVIRONMENT },
    },
    {
      name: 'plan, --changed asked of git on the command line and given as files to the tool',
      operation: PLAN,
      words: ['plan', '--tasks', 'perf-harness', '--force', '--changed', 'main', '--heaps', '--nextjs', '--ci'],
      call: {
        root: '/work',
        tasks: ['perf-harness'],
        force: true,
        changed: ['/work@main: src/card.tsx'],
        heaps: true,
        nextjs: true,
      },
      options: {
        root: '/work',
        tasks: ['perf-harness'],
        force: true,
        changed: ['/work@main: src/card.tsx'],
        heaps: true,
        nextjs: true,
        environment: ENVIRONMENT,
      },
    },
    {
      name: 'plan, false flags left out',
      operation: PLAN,
      words: ['plan', '--out', 'suites', '--roots', 'src/app.tsx', '--depth', '1', '--props', 'fixtures.json'],
      call: {
        root: '/work',
        out: 'suites',
        force: false,
        roots: ['src/app.tsx'],
        depth: 1,
        props: 'fixtures.json',
        expo: false,
      },
      options: {
        root: '/work',
        out: 'suites',
        roots: ['src/app.tsx'],
        depth: 1,
        props: 'fixtures.json',
        environment: ENVIRONMENT,
      },
    },
    {
      name: 'check-docs',
      operation: CHECK_DOCS,
      words: ['check-docs', 'README.md', 'docs/**/*.md'],
      call: { root: '/work', files: ['README.md', 'docs/**/*.md'] },
      options: { root: '/work', files: ['README.md', 'docs/**/*.md'] },
    },
    {
      name: 'check-docs with no files',
      operation: CHECK_DOCS,
      words: ['check-docs'],
      call: { root: '/work' },
      options: { root: '/work' },
    },
  ])('$name: the command line and the tool call ask the same', ({ operation, words, call, options }) => {
    const toOptions = operation.toOptions as (args: ReadArguments, environment: object) => object
    expect(toOptions(fromCommandLine(words), ENVIRONMENT)).toEqual(options)
    expect(toOptions(call, ENVIRONMENT)).toEqual(options)
  })
})
