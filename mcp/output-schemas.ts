/**
 * What each tool answers, as the output schemas an agent host lists: every list's items
 * name their fields. Objects stay open (`loose`), so a field the analyser adds later is
 * not a schema error; a list's items have every field optional, since `fields` may leave
 * some out.
 */

import * as z from 'zod'

const MODE = z.enum(['rsc', 'client', 'shared'])
const open = (shape: z.ZodRawShape) => z.object(shape).loose()
/** A list item as a page holds it: `fields` may have kept only some of these. */
const item = (shape: z.ZodRawShape) => z.object(shape).partial().loose()

const ANALYSE_ERROR = open({ file: z.string(), line: z.number(), column: z.number(), message: z.string() })
const PREREQUISITE = open({ task: z.string(), name: z.string(), ok: z.boolean(), detail: z.string() })

export const COMPONENT = item({
  component: z.string(),
  file: z.string(),
  line: z.number(),
  kind: z.enum(['function', 'arrow', 'class']),
  wrappers: z.array(z.string()),
  anonymous: z.boolean(),
  export_kind: z.enum(['default', 'named', 'both', 'none']),
  render_mode: MODE,
  is_async: z.boolean(),
  prop_names: z.array(z.string()),
  prop_types: z.array(
    open({ name: z.string(), type: z.string().nullable(), required: z.boolean().nullable(), default: z.unknown() }),
  ),
  prop_usage: z.array(open({ prop: z.string(), use: z.string(), target: z.string().optional(), line: z.number() })),
  unresolved_props: z.array(open({ prop: z.string(), reason: z.string() })),
  hooks: z.array(
    open({ name: z.string(), line: z.number(), source: z.string().nullable(), deps: z.array(z.string()).optional() }),
  ),
  state: z.array(
    open({
      name: z.string(),
      setter: z.string().nullable(),
      hook: z.string(),
      initial: z.string().nullable(),
      line: z.number(),
    }),
  ),
  fetches: z.array(
    open({
      method: z.string().nullable(),
      url: z.string().nullable(),
      in_effect: z.boolean(),
      line: z.number(),
      file: z.string(),
      via: z.string(),
      through: z.array(z.string()),
    }),
  ),
  children: z.array(
    open({
      component: z.string(),
      as: z.string().optional(),
      file: z.string().nullable(),
      module: z.string().optional(),
      render_mode: MODE,
      props: z.number(),
      line: z.number(),
      via: z.string(),
    }),
  ),
  descendants: z.number(),
  used_by: open({
    count: z.number(),
    sites: z.array(
      open({
        component: z.string().nullable(),
        file: z.string(),
        line: z.number(),
        ancestors: z.array(z.string()),
        props: z.array(open({ name: z.string() })),
      }),
    ),
  }),
})

/** A tree node as a page lists it: depth first, each naming its parent's index, so pages join into the trees. */
export const TREE_NODE = item({
  index: z.number().int().describe('Its place in the depth-first order of every tree.'),
  parent: z.number().int().nullable().describe('The index of the node that renders it; null for a root.'),
  depth: z.number().int().describe('0 for a root.'),
  component: z.string(),
  file: z.string().nullable(),
  module: z.string().optional(),
  render_mode: MODE,
  client_boundary: z.boolean().describe('A client component rendered by server code: the client bundle starts here.'),
  passed_to: z.string().optional().describe('The client component a server component is handed to.'),
  via: z.string(),
  line: z.number().nullable(),
  repeated: z.boolean().optional().describe('Shown above in this tree; its children are listed there.'),
  cycle: z.boolean().optional(),
  truncated: z.boolean().optional().describe('Renders more below the depth limit.'),
})

export const FINDING = item({
  rule: z.string(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  file: z.string(),
  line: z.number(),
  column: z.number(),
  component: z.string().nullable(),
  hint: z.string(),
})

export const GENERATED_SUITE = item({
  task: z.string(),
  file: z.string(),
  source: z.string(),
  component: z.string(),
  generator: z.string(),
  stale: z.boolean(),
  edited: z.boolean(),
  todo_markers: z.number(),
})

const ROLE_ELEMENT = open({ role: z.string(), name: z.string().nullable(), exact: z.boolean(), line: z.number() })

export const PLANNED_SUITE = item({
  task: z.string(),
  component: z.string(),
  source: z.string(),
  file: z.string(),
  action: z.enum(['create', 'skip', 'overwrite', 'overwrite-edited']),
  reason: z.string().optional(),
  backup: z.string().optional(),
  spec: open({
    route: z.string(),
    router: z.string(),
    urls: z.array(z.string()),
    params_from: z.string().nullable(),
    expect: z.array(ROLE_ELEMENT),
    sometimes: z.array(ROLE_ELEMENT.extend({ component: z.string() })),
  })
    .optional()
    .describe('An e2e spec: the route it visits and what it expects there.'),
})

export const DOC_COMMAND = item({
  file: z.string(),
  line: z.number(),
  command: z.string(),
  ok: z.boolean(),
  error: z.string().nullable(),
})

const PAGE = open({
  offset: z.number().int(),
  limit: z.number().int().nullable(),
  returned: z.number().int().describe('Items in this answer, over every list.'),
  total: z.number().int(),
  next_offset: z.number().int().nullable().describe('Pass as offset for the rest; null when nothing is left.'),
  lists: z.record(z.string(), open({ total: z.number().int(), from: z.number().int(), returned: z.number().int() })),
})

/** The parts every bounded read answer opens with. */
function readAnswer(summary: z.ZodRawShape, rest: z.ZodRawShape): z.ZodObject {
  return z
    .object({
      note: z.string().optional().describe('What the answer left out, and how to get it; first when there is one.'),
      summary: open(summary),
      page: PAGE,
      root: z.string(),
      ...rest,
    })
    .loose()
}

const COUNTS = z.record(z.string(), z.number())

export const READ_OUTPUTS = {
  flawless_analyse: readAnswer(
    { components: z.number(), by_render_mode: COUNTS, files_read: z.number(), errors: z.number() },
    { files_read: z.number(), components: z.array(COMPONENT), errors: z.array(ANALYSE_ERROR) },
  ),
  flawless_tree: readAnswer(
    { roots: z.number(), nodes: z.number(), client_boundaries: z.number(), files_read: z.number() },
    { files_read: z.number(), depth: z.number(), nodes: z.array(TREE_NODE), errors: z.array(ANALYSE_ERROR) },
  ),
  flawless_findings: readAnswer(
    {
      findings: z
        .number()
        .describe(
          'Every finding of the check, over all pages, with those findings_skipped counts beyond max_findings.',
        ),
      by_severity: COUNTS,
      by_rule: COUNTS,
      files_read: z.number(),
    },
    {
      entries_skipped: z
        .number()
        .optional()
        .describe('Entry files max_entries (or the config’s maxEntries) left unchecked; the note names them.'),
      files_read: z.number(),
      rules: z.array(z.string()),
      findings: z.array(FINDING),
      errors: z.array(ANALYSE_ERROR),
      findings_skipped: z.number().optional().describe('Findings past max_findings, counted in summary.findings.'),
      not_checked: z.string(),
    },
  ),
  flawless_project_status: readAnswer(
    {
      generated: z.number(),
      stale: z.number(),
      edited: z.number(),
      todo_markers: z.number(),
      hand_written: z.number(),
    },
    {
      framework: open({ name: z.string(), version: z.string().nullable(), router: z.string().nullable() }),
      components: open({ total: z.number(), rsc: z.number(), client: z.number(), shared: z.number() }),
      inventory: open({
        out: z.string(),
        generated: z.array(GENERATED_SUITE),
        by_task: COUNTS,
        hand_written: z.array(z.string()),
        todo_markers: z.array(open({ file: z.string(), line: z.number(), text: z.string() })),
      }),
      prerequisites: z.array(PREREQUISITE),
    },
  ),
  flawless_plan: readAnswer(
    { suites: z.number(), by_action: COUNTS, not_generated: z.number(), needs_fixtures: z.number() },
    {
      out: z.string(),
      tasks: z.array(z.string()),
      suites: z.array(PLANNED_SUITE),
      not_generated: z.array(open({ task: z.string(), component: z.string(), source: z.string(), reason: z.string() })),
      needs_fixtures: z.array(open({ component: z.string(), source: z.string(), props: z.array(z.string()) })),
      prerequisites: z.array(PREREQUISITE),
      missing_prerequisites: z.array(z.string()),
    },
  ),
  flawless_check_docs: readAnswer(
    { files: z.number(), commands: z.number(), failed: z.number() },
    { files: z.array(z.string()), commands: z.array(DOC_COMMAND), failed: z.number() },
  ),
} satisfies Record<string, z.ZodObject>

/** The fields `fields` may name for a read tool: those of its main list's items. */
export const ITEM_FIELDS: Record<keyof typeof READ_OUTPUTS, readonly string[]> = {
  flawless_analyse: Object.keys(COMPONENT.shape),
  flawless_tree: Object.keys(TREE_NODE.shape),
  flawless_findings: Object.keys(FINDING.shape),
  flawless_project_status: Object.keys(GENERATED_SUITE.shape),
  flawless_plan: Object.keys(PLANNED_SUITE.shape),
  flawless_check_docs: Object.keys(DOC_COMMAND.shape),
}

/** The --ci --json document of a run (SPEC §3), its lists' items named. */
const RUN_DOCUMENT = open({
  version: z.string(),
  cwd: z.string(),
  tasks: z.array(z.string()),
  written: z.array(open({ task: z.string(), component: z.string(), file: z.string(), action: z.string() })),
  skipped: z.array(open({ task: z.string(), component: z.string(), file: z.string().nullable(), reason: z.string() })),
  backups: z.array(open({ file: z.string(), backup: z.string() })),
  tests: open({
    ran: z.number(),
    passed: z.number(),
    failed: z.number(),
    skipped: z.number(),
    duration_ms: z.number(),
    failures: z.array(open({ file: z.string(), name: z.string(), message: z.string() })),
  }).nullable(),
  prerequisites: z.array(PREREQUISITE),
  exit_code: z.number(),
  duration_ms: z.number(),
}).partial()

/** A run tool's structuredContent, beside the seed's text. */
export const RUN_OUTPUT = z
  .object({
    exit_code: z.number().int().nullable().describe('The child’s exit code; null when a signal ended it.'),
    signal: z.string().nullable(),
    timed_out: z.boolean().describe('The watchdog (timeout_s) killed the run’s process group.'),
    cut_short: z.boolean().describe('A process the run started held its output after it exited; it was killed.'),
    result: RUN_DOCUMENT.nullable().describe('The --ci --json document; null when the child printed none.'),
    stdout: z.string().optional().describe('The child’s stdout, when it printed no document.'),
    stderr_tail: z.string().describe('The end of the child’s stderr; the text answer holds all of it.'),
    stdout_bytes: z.number(),
    stderr_bytes: z.number(),
  })
  .loose()
