import { READ_ANSWER_BYTES } from '../analyser/grammar/index.js'

/** How a read tool's answer is paged: which lists, which fields name an item, what to count first. */
interface AnswerSpec {
  /** Paths of the lists paged, in the order a page fills them; the first is the one `fields` trims. */
  lists: readonly string[]
  /** What a main-list item is called in a note. */
  item: string
  /** Fields of a main-list item kept whatever `fields` names, so a page still says which item it holds. */
  identity: readonly string[]
  summarise(result: Answer): Record<string, unknown>
  /** The result as it is paged, when that differs from the analyser's (a tree's nodes, depth first). */
  reshape?(result: Answer): Answer
}

type Answer = Record<string, any>

export interface PageArguments {
  limit?: number
  offset?: number
  fields?: string[]
}

const count = (items: Answer[], key: string): Record<string, number> => {
  const counts: Record<string, number> = {}
  for (const item of items) counts[item[key]] = (counts[item[key]] ?? 0) + 1
  return counts
}

const SPECS: Record<string, AnswerSpec> = {
  flawless_analyse: {
    lists: ['components', 'errors'],
    item: 'component',
    identity: ['component', 'file'],
    summarise: (result) => ({
      components: result.components.length,
      by_render_mode: count(result.components, 'render_mode'),
      files_read: result.files_read,
      errors: result.errors.length,
    }),
  },
  flawless_tree: {
    lists: ['nodes', 'errors'],
    item: 'node',
    identity: ['index', 'parent', 'depth', 'component'],
    reshape: flattenTrees,
    summarise: (result) => ({
      roots: result.nodes.filter((node: Answer) => node.parent === null).length,
      nodes: result.nodes.length,
      client_boundaries: result.nodes.filter((node: Answer) => node.client_boundary).length,
      files_read: result.files_read,
    }),
  },
  flawless_findings: {
    lists: ['findings', 'errors'],
    item: 'finding',
    identity: ['rule', 'file', 'line'],
    summarise: (result) => ({
      findings: result.findings.length + (result.findings_skipped ?? 0),
      by_severity: count(result.findings, 'severity'),
      by_rule: count(result.findings, 'rule'),
      files_read: result.files_read,
    }),
  },
  flawless_project_status: {
    lists: ['inventory.generated', 'inventory.todo_markers', 'inventory.hand_written', 'errors'],
    item: 'generated suite',
    identity: ['file'],
    summarise: ({ inventory }) => ({
      generated: inventory.generated.length,
      stale: inventory.generated.filter((suite: Answer) => suite.stale).length,
      edited: inventory.generated.filter((suite: Answer) => suite.edited).length,
      todo_markers: inventory.todo_markers.length,
      hand_written: inventory.hand_written.length,
    }),
  },
  flawless_plan: {
    lists: ['suites', 'not_generated', 'needs_fixtures'],
    item: 'suite',
    identity: ['file'],
    summarise: (result) => ({
      suites: result.suites.length,
      by_action: count(result.suites, 'action'),
      not_generated: result.not_generated.length,
      needs_fixtures: result.needs_fixtures.length,
    }),
  },
  flawless_check_docs: {
    lists: ['commands', 'files'],
    item: 'command',
    identity: ['file', 'line'],
    summarise: (result) => ({ files: result.files.length, commands: result.commands.length, failed: result.failed }),
  },
}

/** Room kept for the page's note while a page fills: both copies of it, text and structuredContent. */
const NOTE_RESERVE = 1200

/**
 * A read answer an agent can hold (SPEC §6): the note on what was left out first, then the
 * counts, then the page — as many items of the answer's lists, in order, as fit in
 * READ_ANSWER_BYTES counted as the frame carries them (pretty JSON text and compact
 * structuredContent), from `offset`, at most `limit`, each main-list item cut to `fields`.
 * Pages taken with each next_offset hold every item once.
 */
export function boundAnswer(tool: string, result: object, page: PageArguments): object {
  const spec = SPECS[tool]
  if (!spec) return result
  const full = spec.reshape ? spec.reshape(result as Answer) : (result as Answer)
  const lists = spec.lists.map((path) => ({ path, name: path.split('.').at(-1)!, items: getPath(full, path) ?? [] }))
  const total = lists.reduce((sum, list) => sum + list.items.length, 0)
  const offset = page.offset ?? 0
  const keep = page.fields ? new Set([...spec.identity, ...page.fields]) : null
  const project = (item: unknown): unknown =>
    keep && typeof item === 'object' && item !== null
      ? Object.fromEntries(Object.entries(item).filter(([key]) => keep.has(key)))
      : item
  const items: { list: number; item: unknown }[] = []
  const build = (taken: number): Answer => {
    const slices = lists.map((list) => ({ ...list, from: 0, page: [] as unknown[] }))
    let index = 0
    for (const [number, list] of slices.entries()) {
      list.from = Math.min(Math.max(offset - index, 0), list.items.length)
      list.page = items.slice(0, taken).flatMap((entry) => (entry.list === number ? [entry.item] : []))
      index += list.items.length
    }
    const nextOffset = offset + taken < total ? offset + taken : null
    const { note: analyserNote, ...rest } = full
    const note = [analyserNote, describePage(spec, slices, { offset, taken, total, nextOffset, page })]
      .filter(Boolean)
      .join(' ')
    let answer: Answer = {
      ...(note ? { note } : {}),
      summary: spec.summarise(full),
      page: {
        offset,
        limit: page.limit ?? null,
        returned: taken,
        total,
        next_offset: nextOffset,
        lists: Object.fromEntries(
          slices.map((list) => [list.name, { total: list.items.length, from: list.from, returned: list.page.length }]),
        ),
      },
      ...rest,
    }
    for (const list of slices) answer = setPath(answer, list.path, list.page)
    return answer
  }
  let used = measure(build(0)) + NOTE_RESERVE
  for (let index = offset; index < total && (page.limit === undefined || items.length < page.limit); index++) {
    const at = locate(lists, index)
    const item = at.list === 0 ? project(at.item) : at.item
    const cost = estimate(item, lists[at.list]!.path.includes('.') ? 6 : 4)
    // One item always, so a page makes progress even when a single item is over the bound.
    if (items.length > 0 && used + cost > READ_ANSWER_BYTES) break
    items.push({ list: at.list, item })
    used += cost
  }
  let answer = build(items.length)
  while (items.length > 1 && measure(answer) > READ_ANSWER_BYTES) {
    items.pop()
    answer = build(items.length)
  }
  return answer
}

/** What the page left out, and how to get it; nothing when the answer is whole. */
function describePage(
  spec: AnswerSpec,
  slices: { name: string; items: unknown[]; from: number; page: unknown[] }[],
  at: { offset: number; taken: number; total: number; nextOffset: number | null; page: PageArguments },
): string {
  const { offset, taken, total, nextOffset, page } = at
  if (total === 0) return ''
  if (offset >= total) return `offset=${offset} is past the last of the ${total} items; nothing is left.`
  const held = slices
    .filter((list) => list.items.length > 0)
    .map((list) =>
      list.page.length === 0
        ? `${list.name} none of ${list.items.length}`
        : `${list.name} ${list.from + 1}–${list.from + list.page.length} of ${list.items.length}`,
    )
    .join(', ')
  if (nextOffset === null)
    return offset === 0
      ? ''
      : `Items before offset=${offset} are left out, as asked; this page holds the rest (${held}).`
  const cut =
    page.limit !== undefined && taken === page.limit ? `limit=${page.limit}` : `about ${READ_ANSWER_BYTES / 1000} KB`
  const fieldsHint = page.fields
    ? ''
    : `, or pass fields (${spec.identity.join(', ')} are always kept) to fit more of each ${spec.item} in an answer`
  return (
    `This answer holds items ${offset + 1}–${offset + taken} of ${total} (${held}), cut at ${cut}. ` +
    `Call again with offset=${nextOffset} for the rest${fieldsHint}.`
  )
}

function locate(lists: { items: unknown[] }[], index: number): { list: number; item: unknown } {
  let start = 0
  for (const [list, { items }] of lists.entries()) {
    if (index < start + items.length) return { list, item: items[index - start] }
    start += items.length
  }
  throw new RangeError(`No item ${index}.`)
}

/** The bytes an answer takes in its frame: the text (pretty JSON, escaped into a string) and the structuredContent. */
function measure(answer: Answer): number {
  return Buffer.byteLength(JSON.stringify(JSON.stringify(answer, null, 2))) + Buffer.byteLength(JSON.stringify(answer))
}

/** An item's share of `measure`, at the indentation its list sits at in the pretty text. */
function estimate(item: unknown, indent: number): number {
  const pretty = JSON.stringify(item, null, 2)
  const lines = pretty.split('\n').length
  return Buffer.byteLength(JSON.stringify(pretty)) + lines * indent + Buffer.byteLength(JSON.stringify(item)) + 6
}

function getPath(object: Answer, path: string): unknown[] | undefined {
  return path.split('.').reduce<any>((value, key) => value?.[key], object)
}

/** A copy of `object` with the list at `path` replaced, its parents copied, key order kept. */
function setPath(object: Answer, path: string, value: unknown[]): Answer {
  const [key, ...rest] = path.split('.')
  return { ...object, [key!]: rest.length === 0 ? value : setPath(object[key!] ?? {}, rest.join('.'), value) }
}

/** The trees as one list of nodes, depth first, each naming its parent's index, in place of `trees`. */
function flattenTrees(result: Answer): Answer {
  const nodes: Answer[] = []
  const visit = (node: Answer, parent: number | null, depth: number): void => {
    const { children, ...fields } = node
    const index = nodes.length
    nodes.push({ index, parent, depth, ...fields })
    for (const child of children) visit(child, index, depth + 1)
  }
  for (const tree of result.trees) visit(tree, null, 0)
  const { trees: _trees, errors, ...rest } = result
  return { ...rest, nodes, errors }
}
