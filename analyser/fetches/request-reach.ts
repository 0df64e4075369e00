import type { ProjectSymbols } from '../resolve/symbols.js'
import { QUERY_CLIENT_FETCHES } from './calls.js'

// https://swr.vercel.app/docs/api
export const SWR_MODULES = new Set(['swr', 'swr/immutable', 'swr/infinite', 'swr/mutation', 'swr/subscription'])
// https://tanstack.com/query/latest/docs/framework/react/reference/useQuery
export const QUERY_MODULES = new Set(['@tanstack/react-query', 'react-query'])
/** The outside modules whose imports `RequestFinder` can read as requests: axios, SWR, react-query. */
const REQUEST_MODULES = new Set(['axios', ...SWR_MODULES, ...QUERY_MODULES])

/**
 * What some request of `RequestFinder` is written with in the file that makes it, whatever
 * the module: the name `fetch` (`fetch()`, `window.fetch`), the query client's methods
 * (`prefetchQuery`), and a server action's `use server`. Names are matched whole, so a file
 * that only says `prefetch`, `refetch` or `isFetching` is not taken to make a request: an
 * identifier is its name's characters with none of a name's around them, which a word
 * boundary over-approximates (`$fetch` matches too).
 */
const REQUEST_WORDS = new RegExp(`\\b(?:${['fetch', ...QUERY_CLIENT_FETCHES].join('|')})\\b|use server`)

/**
 * Which of the project's top-level bindings cannot lead to a request, told from the files'
 * texts and outlines instead of their full summaries. Following a binding (its calls, the
 * binding it aliases, its members, a query function it names) reads only names of its own
 * file that its outline lists among the binding's references, and each leads on to a binding
 * of the project, an outside module or a global. So a binding leads to no request when its
 * file's text holds none of the words requests are written with, and every binding it
 * references leads to none, and none of them comes from a request module. A namespace is taken
 * to lead to one. Read only when every file is outlined already (a whole-project call), so it
 * parses nothing itself.
 *
 * The bindings form a graph with cycles (functions calling each other); its strongly
 * connected components are found with Tarjan's algorithm, each finished after every one it
 * reaches, with a stack of its own, so the verdicts cost time linear in the graph.
 */
export class RequestReach {
  private readonly verdicts = new Map<string, boolean>()
  /** Whether each file's text holds a word requests are written with, read once a file. */
  private readonly saysRequest = new Map<string, boolean>()

  constructor(private readonly symbols: ProjectSymbols) {}

  /** False when following `binding` of `file` cannot reach any request. */
  mayRequest(file: string, binding: string): boolean {
    const key = `${file}\0${binding}`
    return this.verdicts.get(key) ?? this.visit(key, file, binding)
  }

  private visit(startKey: string, startFile: string, startBinding: string): boolean {
    // Tarjan's numbering of the bindings met on this visit; those finished on earlier ones have verdicts.
    const order = new Map<string, number>()
    const keys: string[] = []
    const lowLink: number[] = []
    // Whether a binding leads to a request by itself, or through a binding it references.
    const leads: boolean[] = []
    const stack: number[] = []
    const frames: { node: number; next: string[]; position: number }[] = []
    const enter = (key: string, file: string, binding: string): void => {
      const node = keys.length
      order.set(key, node)
      keys.push(key)
      lowLink.push(node)
      stack.push(node)
      const edges = this.edges(file, binding)
      leads.push(edges.leads)
      frames.push({ node, next: edges.next, position: 0 })
    }
    enter(startKey, startFile, startBinding)
    while (frames.length > 0) {
      const frame = frames.at(-1)!
      if (!leads[frame.node] && frame.position < frame.next.length) {
        const key = frame.next[frame.position++]!
        const verdict = this.verdicts.get(key)
        const seen = order.get(key)
        if (verdict !== undefined) leads[frame.node] ||= verdict
        else if (seen !== undefined) lowLink[frame.node] = Math.min(lowLink[frame.node]!, seen)
        else {
          const split = key.indexOf('\0')
          enter(key, key.slice(0, split), key.slice(split + 1))
        }
        continue
      }
      frames.pop()
      if (lowLink[frame.node] === frame.node) {
        // The root of a strongly connected component: its bindings lead where any of them leads.
        const members = stack.splice(stack.lastIndexOf(frame.node))
        const verdict = members.some((member) => leads[member])
        for (const member of members) this.verdicts.set(keys[member]!, verdict)
        leads[frame.node] = verdict
      }
      const parent = frames.at(-1)
      if (parent) {
        lowLink[parent.node] = Math.min(lowLink[parent.node]!, lowLink[frame.node]!)
        leads[parent.node] ||= leads[frame.node]!
      }
    }
    return this.verdicts.get(startKey)!
  }

  /** Whether the binding leads to a request by itself, else the bindings it references. */
  private edges(file: string, binding: string): { leads: boolean; next: string[] } {
    const { outlines } = this.symbols
    let says = this.saysRequest.get(file)
    if (says === undefined) {
      says = outlines.mentions(file, REQUEST_WORDS)
      this.saysRequest.set(file, says)
    }
    if (says) return { leads: true, next: [] }
    const refs = outlines.outline(file)?.bindings.get(binding)?.refs ?? []
    const next: string[] = []
    for (const ref of refs) {
      const target = this.symbols.resolveLocal(file, ref.name)
      if (target === null) continue
      if (target.kind === 'namespace') return { leads: true, next: [] }
      if (target.kind === 'external') {
        if (REQUEST_MODULES.has(target.module)) return { leads: true, next: [] }
        continue
      }
      next.push(`${target.file}\0${target.binding}`)
    }
    return { leads: false, next }
  }
}
