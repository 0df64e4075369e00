import type { ArgumentSummary, CallSummary, ComponentSummary, FunctionSummary } from '../summary/module-summary.js'
import type { ProjectSymbols, SymbolTarget } from '../resolve/symbols.js'
import type { FetchEntry, FetchVia } from '../types.js'
import { isQueryClientFetch } from './calls.js'
import { QUERY_MODULES, RequestReach, SWR_MODULES } from './request-reach.js'

// https://axios-http.com/docs/api_intro
const AXIOS_METHODS = new Set([
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'head',
  'options',
  'request',
  'postForm',
  'putForm',
  'patchForm',
])
// https://tanstack.com/query/latest/docs/framework/react/reference/useQuery
const QUERY_HOOKS = new Set([
  'useQuery',
  'useSuspenseQuery',
  'useInfiniteQuery',
  'useSuspenseInfiniteQuery',
  'useMutation',
  'usePrefetchQuery',
  'usePrefetchInfiniteQuery',
  'useQueries',
])
// https://tanstack.com/query/latest/docs/framework/react/guides/query-options: options
// helpers that return what they are given, for a hook or the query client to run.
const QUERY_OPTIONS = new Set(['queryOptions', 'infiniteQueryOptions', 'mutationOptions'])
// What a file that holds or leads to a server action says: its directive, or a function's.
const USE_SERVER = /use server/
// A const may name another const (`export const ENDPOINT = ORDERS_URL`); longer chains are not followed.
const MAX_CONST_CHAIN = 8

type CallKind =
  | { kind: 'fetch' }
  | { kind: 'axios'; method: string | null }
  | { kind: 'swr' | 'react-query'; mutation: boolean }
  | { kind: 'query-options' }
  | { kind: 'function'; file: string; fn: FunctionSummary }
  | { kind: 'server-action'; file: string; fn: FunctionSummary }

interface Scope {
  file: string
  through: string[]
  inEffect: boolean
  /** The arguments the caller passed, for parameters a wrapper forwards. */
  callerArgs: ArgumentSummary[] | null
  visited: Set<string>
}

/**
 * The requests a component makes (SPEC 2.3 `fetches`): `fetch`, axios and its
 * instances, SWR, react-query and server actions, followed through the project functions
 * and hooks it calls — in its module or imported, transitively and cycle-safe — and
 * reported at the request's own file and line with the chain it came through.
 */
export class RequestFinder {
  /**
   * Requests found through query options (`queryOptions({ queryFn })`, a helper returning
   * `{ queryKey, queryFn }`): made only once a data hook or the query client runs the
   * options, which then reports them as its own. Options whose key is only read
   * (`invalidateQueries({ queryKey: getOrdersQueryOptions().queryKey })`) request nothing.
   */
  private readonly latent = new WeakSet<FetchEntry>()
  /** The files a name can lead to a server action from, found when first asked (`mayLeadToServerAction`). */
  private serverActionFiles: Set<string> | null = null
  /** Which bindings cannot lead to a request, when every file's outline is read already. */
  private readonly reach: RequestReach | null

  constructor(
    private readonly symbols: ProjectSymbols,
    /** The files whose import or export statements lead to a file. */
    private readonly importersOf: (file: string) => ReadonlySet<string>,
  ) {
    this.reach = symbols.outlines.everyOutlineRead ? new RequestReach(symbols) : null
  }

  find(file: string, component: Pick<ComponentSummary, 'calls' | 'refs' | 'inlineServerActions'>): FetchEntry[] {
    const { calls, refs } = component
    const entries = this.collect(calls, {
      file,
      through: [],
      inEffect: false,
      callerArgs: null,
      visited: new Set(),
    }).filter((request) => !this.latent.has(request))
    for (const action of component.inlineServerActions) {
      entries.push({
        method: 'POST',
        url: null,
        in_effect: false,
        line: action.line,
        file,
        via: 'server-action',
        through: [action.name],
      })
    }
    // A server action passed rather than called (`<form action={save}>`) is still a request.
    for (const ref of refs) {
      if (calls.some((call) => call.name === ref.name)) continue
      const target = this.symbols.resolveLocal(file, ref.name)
      if (!this.mayLeadToServerAction(target)) continue
      const kind = this.classify(target, null)
      if (kind?.kind === 'server-action') entries.push(serverActionEntry(file, ref.line, false, [], kind.fn))
    }
    return dedupe(entries)
  }

  /** The project function (server actions included) that a name used in `file` denotes. */
  findFunction(file: string, name: string): { file: string; fn: FunctionSummary } | null {
    const [root, ...rest] = name.split('.')
    const kind = this.classify(this.symbols.resolveLocal(file, root!), rest.length > 0 ? rest.join('.') : null)
    return kind?.kind === 'function' || kind?.kind === 'server-action' ? { file: kind.file, fn: kind.fn } : null
  }

  /**
   * Whether a name passed rather than called can be a server action, told without the full
   * summary of the file defining it: most such names are constants, icons and helpers. A
   * server action is a function under a `'use server'` directive, and `classify` goes from
   * file to file only through import and export statements, so the name's file must say
   * `use server` or import or re-export, directly or not, a file that does.
   */
  private mayLeadToServerAction(target: SymbolTarget | null): boolean {
    // A namespace is a server action only through a member, an outside module never.
    if (target?.kind !== 'symbol') return false
    if (this.serverActionFiles === null) {
      const found = new Set<string>()
      for (const file of this.symbols.outlines.headers.keys())
        if (this.symbols.outlines.mentions(file, USE_SERVER)) found.add(file)
      for (const file of found) for (const importer of this.importersOf(file)) found.add(importer)
      this.serverActionFiles = found
    }
    return this.serverActionFiles.has(target.file)
  }

  private collect(calls: readonly CallSummary[], scope: Scope): FetchEntry[] {
    const byId = new Map(calls.map((call) => [call.id, call]))
    const kinds = new Map<number, CallKind | null>()
    for (const call of calls) kinds.set(call.id, this.classifyCall(scope.file, call))
    // What a data hook or query options hold (their `queryFn`, a helper's result given to
    // them) is theirs: one request, described by the host.
    const findQueryHost = (call: CallSummary): CallSummary | null => {
      for (let host = call.hostCall; host !== null; ) {
        const hostCall = byId.get(host)
        if (!hostCall) return null
        const kind = kinds.get(host)
        if (kind?.kind === 'swr' || kind?.kind === 'react-query' || kind?.kind === 'query-options') return hostCall
        host = hostCall.hostCall
      }
      return null
    }
    const grouped = new Map<number, FetchEntry[]>()
    const own = new Map<number, FetchEntry[]>()
    for (const call of orderHeldFirst(calls)) {
      const kind = kinds.get(call.id)
      if (!kind) continue
      const found = this.requestsOf(kind, call, grouped.get(call.id) ?? [], scope)
      // Options read only for a property (`getOrdersQueryOptions().queryKey`) are never run.
      const entries = call.readsMember === null ? found : found.filter((request) => !this.latent.has(request))
      const host = findQueryHost(call)
      const bucket = host ? grouped : own
      const key = host ? host.id : call.id
      bucket.set(key, [...entries, ...(bucket.get(key) ?? [])])
    }
    return calls.flatMap((call) => own.get(call.id) ?? [])
  }

  /** The requests one call makes; `inner` are those found in what it holds, for a data hook or query options. */
  private requestsOf(kind: CallKind, call: CallSummary, inner: FetchEntry[], scope: Scope): FetchEntry[] {
    const args = substitute(this.readConstants(scope.file, call.args), scope.callerArgs)
    const inEffect = scope.inEffect || call.inEffect
    switch (kind.kind) {
      case 'fetch': {
        const init = args[1]
        const method =
          init === undefined
            ? 'GET'
            : (init.method ?? (init.dynamicMethod || init.param !== null || init.fn !== null ? null : 'GET'))
        return [entry(scope, call.line, inEffect, 'fetch', method, args[0]?.text ?? null)]
      }
      case 'axios': {
        const config = args[0]
        if (kind.method !== null && kind.method !== 'REQUEST')
          return [entry(scope, call.line, inEffect, 'axios', kind.method, config?.text ?? null)]
        const method = config?.method ?? args[1]?.method ?? (config?.dynamicMethod ? null : 'GET')
        return [entry(scope, call.line, inEffect, 'axios', method, config?.text ?? config?.url ?? null)]
      }
      case 'server-action':
        return [serverActionEntry(scope.file, call.line, inEffect, scope.through, kind.fn)]
      case 'function':
        return this.follow(kind.file, kind.fn, args, inEffect, scope)
      case 'swr':
      case 'react-query':
        return this.dataHookRequests(kind, call, args, inner, inEffect, scope)
      // The options alone request nothing: their query function runs once a data hook or
      // the query client is given them, and that call groups what is found here.
      case 'query-options': {
        const named = args[0]?.fn ? this.followQueryFn(scope.file, args[0].fn, null, call.line, inEffect, scope) : []
        return this.asLatent([...inner, ...named])
      }
    }
  }

  private asLatent(entries: FetchEntry[]): FetchEntry[] {
    for (const request of entries) this.latent.add(request)
    return entries
  }

  /** A function passed by name to run the request — SWR's fetcher, react-query's `queryFn`. */
  private followQueryFn(
    file: string,
    name: string,
    args: ArgumentSummary[] | null,
    line: number,
    inEffect: boolean,
    scope: Scope,
  ): FetchEntry[] {
    const kind = this.classify(this.symbols.resolveLocal(file, name), null)
    if (kind?.kind === 'function') return this.follow(kind.file, kind.fn, args, inEffect, scope)
    if (kind?.kind === 'server-action') return [serverActionEntry(scope.file, line, inEffect, scope.through, kind.fn)]
    return []
  }

  /**
   * Arguments that name a const of the project (`fetch(ORDERS_URL)`, imported or not) read
   * as the URL, key or options it holds.
   */
  private readConstants(file: string, args: ArgumentSummary[]): ArgumentSummary[] {
    return args.map((arg) => (arg.constant === null ? arg : (this.findRequestValue(file, arg.constant, 0) ?? arg)))
  }

  private findRequestValue(file: string, name: string, depth: number): ArgumentSummary | null {
    const target = this.symbols.resolveLocal(file, name)
    if (target?.kind !== 'symbol' || depth > MAX_CONST_CHAIN) return null
    const value = this.symbols.modules.get(target.file)?.bindings.get(target.binding)?.requestValue ?? null
    if (value !== null && value.constant !== null) return this.findRequestValue(target.file, value.constant, depth + 1)
    return value
  }

  private follow(
    file: string,
    fn: FunctionSummary,
    args: ArgumentSummary[] | null,
    inEffect: boolean,
    scope: Scope,
  ): FetchEntry[] {
    const key = `${file}\0${fn.name}`
    if (scope.visited.has(key)) return []
    scope.visited.add(key)
    const inner: Scope = {
      file,
      through: [...scope.through, fn.name],
      inEffect,
      callerArgs: args,
      visited: scope.visited,
    }
    const found = this.collect(fn.calls, inner)
    // An options helper that returns `{ queryKey, queryFn: getOrders }`: what the hook given it runs.
    if (fn.queryFn !== null)
      found.push(...this.asLatent(this.followQueryFn(file, fn.queryFn, null, fn.line, inEffect, inner)))
    scope.visited.delete(key)
    return found
  }

  /**
   * A data hook is one request: its URL comes from the requests inside its fetcher or
   * `queryFn` when the analyser can see them, else from its key.
   */
  private dataHookRequests(
    kind: { kind: 'swr' | 'react-query'; mutation: boolean },
    call: CallSummary,
    args: ArgumentSummary[],
    inner: FetchEntry[],
    inEffect: boolean,
    scope: Scope,
  ): FetchEntry[] {
    const fnName = kind.kind === 'swr' ? args[1]?.fn : args[0]?.fn
    // SWR calls its fetcher with the key; react-query passes a context object.
    if (fnName)
      inner.push(
        ...this.followQueryFn(scope.file, fnName, kind.kind === 'swr' ? [args[0]!] : null, call.line, inEffect, scope),
      )
    if (inner.length > 0)
      return inner.map((request) => ({ ...request, via: request.via === 'server-action' ? request.via : kind.kind }))
    const key = kind.kind === 'swr' ? (args[0]?.text ?? null) : (args[0]?.key ?? args[0]?.text ?? null)
    return [entry(scope, call.line, inEffect, kind.kind, kind.mutation ? 'POST' : 'GET', key)]
  }

  private classifyCall(file: string, call: CallSummary): CallKind | null {
    const target = this.symbols.resolveLocal(file, call.name)
    const isGlobalFetch =
      target === null &&
      ((call.name === 'fetch' && call.member === null) ||
        ((call.name === 'window' || call.name === 'globalThis') && call.member === 'fetch'))
    if (isGlobalFetch) return { kind: 'fetch' }
    // A project function that cannot lead to a request is not summarised to follow it and find none.
    const leads = target?.kind !== 'symbol' || this.reach === null || this.reach.mayRequest(target.file, target.binding)
    const kind = target === null || !leads ? null : this.classify(target, call.member)
    // `queryClient.prefetchQuery(getOrdersQueryOptions())` runs the query as a hook would.
    if (kind === null && isQueryClientFetch(call.member)) return { kind: 'react-query', mutation: false }
    return kind
  }

  private classify(target: SymbolTarget | null, member: string | null, depth = 0): CallKind | null {
    if (!target || depth > 8) return null
    if (target.kind === 'namespace') {
      if (member === null) return null
      const [first, ...rest] = member.split('.')
      return this.classify(
        this.symbols.resolveExport(target.file, first!),
        rest.length > 0 ? rest.join('.') : null,
        depth + 1,
      )
    }
    if (target.kind === 'external') return classifyExternal(target.module, target.name, member)
    const module = this.symbols.modules.get(target.file)
    const binding = module?.bindings.get(target.binding)
    if (!module || !binding) return null
    if (member !== null) {
      if (binding.isAxiosInstance && AXIOS_METHODS.has(member)) return { kind: 'axios', method: member.toUpperCase() }
      const memberFunction = module.functions.get(`${target.binding}.${member}`)
      if (memberFunction) return functionKind(target.file, memberFunction)
      const local = binding.members.get(member)
      if (local !== undefined) return this.classify(this.symbols.resolveLocal(target.file, local), null, depth + 1)
      return null
    }
    if (binding.isAxiosInstance) return { kind: 'axios', method: null }
    const fn = module.functions.get(target.binding)
    if (fn) return functionKind(target.file, fn)
    if (binding.aliasOf !== null)
      return this.classify(this.symbols.resolveLocal(target.file, binding.aliasOf), null, depth + 1)
    return null
  }
}

/**
 * The calls in an order where every host comes after what it holds, so it has their
 * requests before its own turn. Calls are numbered in source order, a host before the calls
 * inside it, but a const given to a later call holds an earlier one
 * (`const options = getOrdersQueryOptions(); useQuery(options)`). Without such consts this
 * is the source order reversed.
 */
function orderHeldFirst(calls: readonly CallSummary[]): CallSummary[] {
  const held = new Map<number, CallSummary[]>()
  for (const call of calls) {
    if (call.hostCall === null) continue
    const inside = held.get(call.hostCall)
    if (inside) inside.push(call)
    else held.set(call.hostCall, [call])
  }
  const ordered: CallSummary[] = []
  const visited = new Set<number>()
  const visit = (call: CallSummary): void => {
    if (visited.has(call.id)) return
    visited.add(call.id)
    const inside = [...(held.get(call.id) ?? [])].sort((left, right) => right.id - left.id)
    for (const inner of inside) visit(inner)
    ordered.push(call)
  }
  for (let index = calls.length - 1; index >= 0; index--) visit(calls[index]!)
  return ordered
}

function classifyExternal(module: string, name: string, member: string | null): CallKind | null {
  if (module === 'axios') {
    if (name !== 'default' && name !== '*') return null
    if (member === null) return { kind: 'axios', method: null }
    return AXIOS_METHODS.has(member) ? { kind: 'axios', method: member.toUpperCase() } : null
  }
  if (member !== null) return null
  if (SWR_MODULES.has(module) && (name === 'default' || /^useSWR/.test(name)))
    return { kind: 'swr', mutation: module === 'swr/mutation' || name === 'useSWRMutation' }
  if (QUERY_MODULES.has(module) && QUERY_HOOKS.has(name))
    return { kind: 'react-query', mutation: name === 'useMutation' }
  if (QUERY_MODULES.has(module) && QUERY_OPTIONS.has(name)) return { kind: 'query-options' }
  return null
}

function functionKind(file: string, fn: FunctionSummary): CallKind {
  return fn.isServerAction ? { kind: 'server-action', file, fn } : { kind: 'function', file, fn }
}

/** A wrapper's `fetch(url)` takes the URL its caller passed for `url`. */
function substitute(args: ArgumentSummary[], callerArgs: ArgumentSummary[] | null): ArgumentSummary[] {
  if (!callerArgs) return args
  return args.map((arg) => {
    if (arg.param !== null) return callerArgs[arg.param] ?? { ...arg, param: null }
    if (arg.text !== null && arg.templateParams.length > 0) {
      let text = arg.text
      for (const slot of arg.templateParams) {
        const forwarded = callerArgs[slot.param]?.text
        if (forwarded !== null && forwarded !== undefined) text = text.split(slot.placeholder).join(forwarded)
      }
      return { ...arg, text, templateParams: [] }
    }
    if (arg.methodParam !== null && arg.method === null) {
      const forwarded = callerArgs[arg.methodParam]
      return forwarded ? { ...arg, method: forwarded.method, dynamicMethod: forwarded.dynamicMethod } : arg
    }
    return arg
  })
}

function entry(
  scope: Scope,
  line: number,
  inEffect: boolean,
  via: FetchVia,
  method: string | null,
  url: string | null,
): FetchEntry {
  return { method, url, in_effect: inEffect, line, file: scope.file, via, through: scope.through }
}

/** Next.js invokes a server action with a POST to the page's own URL. */
function serverActionEntry(
  file: string,
  line: number,
  inEffect: boolean,
  through: string[],
  fn: FunctionSummary,
): FetchEntry {
  return {
    method: 'POST',
    url: null,
    in_effect: inEffect,
    line,
    file,
    via: 'server-action',
    through: [...through, fn.name],
  }
}

function dedupe(entries: FetchEntry[]): FetchEntry[] {
  const seen = new Set<string>()
  return entries.filter((request) => {
    const key = [
      request.file,
      request.line,
      request.via,
      request.method,
      request.url,
      request.in_effect,
      request.through.join('>'),
    ].join('\0')
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
