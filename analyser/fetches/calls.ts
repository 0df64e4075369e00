import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, findProperty, getDottedName, getStaticText, unwrapExpression } from '../parse/ast.js'
import type { ArgumentSummary, CallSummary } from '../summary/module-summary.js'
import type { BodyExtractor, BodyScope, ModuleScope } from '../facts/body-walk.js'

const SUMMARISED_ARGUMENTS = 3
export const QUERY_CLIENT_FETCHES = new Set([
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
  'fetchInfiniteQuery',
  'prefetchInfiniteQuery',
  'ensureInfiniteQueryData',
])
// A const may name another (`const url = endpoint`); a chain longer than this is not followed.
const MAX_CONST_CHAIN = 4

interface PendingCall extends Omit<CallSummary, 'args'> {
  owner: string | null
  /** The argument nodes, summarised once the walk has seen every const of the body. */
  argNodes: Node[]
  scope: BodyScope
  /** The call this one's result is given to as an argument (`useQuery(getOrdersQueryOptions())`). */
  argumentOf: number | null
}

/**
 * A name as seen from a function of the body: null when the body does not declare it,
 * else the value when a `const` declares it (null for a parameter, a `let`, a function).
 */
type ConstLookup = (name: string) => { value: Node | null } | null

/**
 * Calls to names from outside the body — imports, top-level bindings, globals such as
 * `fetch`. What each one is (a request, a data hook, a project function to follow) is
 * decided when linking, where each name's origin is known. `params` are the enclosing
 * function's parameters, so a thin wrapper's `fetch(url)` can take the caller's URL; a
 * `const` of the body holding the URL or the options is read through to its value.
 */
export function createCallsExtractor(
  source: string,
  params: string[],
  scope: ModuleScope,
): BodyExtractor & { calls: CallSummary[] } {
  const pending: PendingCall[] = []
  const calls: CallSummary[] = []
  const callIds = new Map<Node, number>()
  // Per function of the body, the consts it declares with their values.
  const consts = new Map<BodyScope, Map<string, Node>>()
  return {
    calls,
    nodeTypes: ['CallExpression', 'VariableDeclarator'],
    enter(node, position) {
      if (node.type === 'VariableDeclarator') {
        const declaration = position.ancestors[position.ancestors.length - 1]
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') return
        if (node.id.type !== 'Identifier' || !node.init) return
        const declared = consts.get(position.scope) ?? new Map<string, Node>()
        declared.set(node.id.name, node.init)
        consts.set(position.scope, declared)
        return
      }
      if (node.type !== 'CallExpression') return
      callIds.set(node, position.callId)
      const rootNode = getCalleeRoot(node.callee)
      if (rootNode === null) return
      const name = getDottedName(node.callee)
      if (name === null) return
      const dot = name.indexOf('.')
      const root = dot === -1 ? name : name.slice(0, dot)
      const member = dot === -1 ? null : name.slice(dot + 1)
      // Only calls from names linking can follow are kept; `items.map`, `console.log` are not.
      if (!scope.has(rootNode.name) && !isQueryClientFetch(member)) return
      pending.push({
        id: position.callId,
        name: root,
        member,
        line: node.loc.start.line,
        column: node.loc.start.column + 1,
        inEffect: position.inEffect,
        effect: position.effect,
        hostCall: position.hostCall,
        owner: position.owner,
        argNodes: node.arguments.slice(0, SUMMARISED_ARGUMENTS),
        scope: position.scope,
        readsMember: getReadMember(node, position.ancestors),
        argumentOf: findArgumentHost(node, position.ancestors, callIds),
      })
    },
    finish(body) {
      const kept = new Set<number>()
      for (const call of pending) {
        const isOutside = !body.localNames.has(call.name) && !params.includes(call.name)
        // The query client is usually a local (`const queryClient = useQueryClient()`).
        if (isOutside || isQueryClientFetch(call.member)) kept.add(call.id)
      }
      const heldBy = findConstHosts(pending, kept, consts, callIds)
      for (const { owner, argNodes, scope: callScope, argumentOf, ...call } of pending) {
        if (!kept.has(call.id)) continue
        const ownerEffect = owner !== null && body.effectOwners.has(owner)
        const lookup: ConstLookup = (name) => findConst(consts, callScope, name)
        const givenTo = argumentOf !== null && kept.has(argumentOf) ? argumentOf : (heldBy.get(call.id) ?? null)
        calls.push({
          ...call,
          // A helper's result handed to a data hook is the hook's, as a callback given to it is.
          hostCall: givenTo ?? call.hostCall,
          inEffect: call.inEffect || ownerEffect,
          effect: call.effect ?? (ownerEffect ? body.effectOwners.get(owner!)! : null),
          args: argNodes.map((argument) => summariseArgument(source, argument, params, lookup)),
        })
      }
    },
  }
}

/**
 * A QueryClient method that runs a query's function when its data is missing or stale
 * (https://tanstack.com/query/latest/docs/reference/QueryClient): `queryClient.prefetchQuery(…)`.
 */
export function isQueryClientFetch(member: string | null): boolean {
  return member !== null && QUERY_CLIENT_FETCHES.has(member.slice(member.lastIndexOf('.') + 1))
}

/**
 * The const a name stands for in a function of the body, looking outwards; a parameter,
 * `let` or function of the same name in between hides any const further out.
 */
function findConst(
  consts: ReadonlyMap<BodyScope, ReadonlyMap<string, Node>>,
  from: BodyScope,
  name: string,
): { value: Node | null } | null {
  for (let scope: BodyScope | null = from; scope !== null; scope = scope.parent) {
    const value = consts.get(scope)?.get(name)
    if (value) return { value }
    if (scope.names.has(name)) return { value: null }
  }
  return null
}

/**
 * Calls whose result a `const` holds and a later call is given, whole or spread:
 * `const options = getOrdersQueryOptions(); useQuery(options)` → the helper's id → useQuery's.
 * The first call given the const holds it.
 */
function findConstHosts(
  pending: readonly PendingCall[],
  kept: ReadonlySet<number>,
  consts: ReadonlyMap<BodyScope, ReadonlyMap<string, Node>>,
  callIds: ReadonlyMap<Node, number>,
): Map<number, number> {
  const heldBy = new Map<number, number>()
  for (const host of pending) {
    if (!kept.has(host.id)) continue
    const given = host.argNodes.flatMap((argument): Node[] =>
      argument.type === 'ObjectExpression'
        ? argument.properties.flatMap((property) => (property.type === 'SpreadElement' ? [property.argument] : []))
        : [argument],
    )
    for (const name of given) {
      if (name.type !== 'Identifier') continue
      const value = findConst(consts, host.scope, name.name)?.value
      const held = value ? callIds.get(unwrapExpression(value)) : undefined
      if (held !== undefined && held !== host.id && !heldBy.has(held)) heldBy.set(held, host.id)
    }
  }
  return heldBy
}

/** `getOrdersQueryOptions().queryKey` → `queryKey`; null when the result is called on, passed or kept. */
function getReadMember(node: TSESTree.CallExpression, ancestors: readonly Node[]): string | null {
  const parent = ancestors[ancestors.length - 1]
  if (parent?.type !== 'MemberExpression' || parent.object !== node || parent.computed) return null
  if (parent.property.type !== 'Identifier') return null
  const grandparent = ancestors[ancestors.length - 2]
  if (grandparent?.type === 'CallExpression' && grandparent.callee === parent) return null
  return parent.property.name
}

/**
 * The call whose argument this call is, directly or spread into an options object:
 * `useQuery(getOrdersQueryOptions())`, `useQuery({ ...getOrdersQueryOptions(), staleTime })`.
 */
function findArgumentHost(
  node: TSESTree.CallExpression,
  ancestors: readonly Node[],
  callIds: ReadonlyMap<Node, number>,
): number | null {
  let child: Node = node
  let parent = ancestors[ancestors.length - 1]
  let index = ancestors.length - 1
  if (parent?.type === 'SpreadElement') {
    const object = ancestors[index - 1]
    if (object?.type !== 'ObjectExpression') return null
    child = object
    index -= 2
    parent = ancestors[index]
  }
  if (parent?.type !== 'CallExpression' || !parent.arguments.includes(child as TSESTree.CallExpressionArgument))
    return null
  return callIds.get(parent) ?? null
}

/** The identifier a callee chain starts from: `http` in `http.get`, `fetch` in `fetch`. */
function getCalleeRoot(callee: Node): TSESTree.Identifier | null {
  let current = callee
  while (
    current.type === 'MemberExpression' ||
    current.type === 'ChainExpression' ||
    current.type === 'TSNonNullExpression'
  ) {
    current = current.type === 'MemberExpression' ? current.object : current.expression
  }
  return current.type === 'Identifier' ? current : null
}

/**
 * SWR's conditional fetching passes `slug && \`/api/${slug}\`` or `ready ? url : null`:
 * the request, when made, goes to the non-empty branch.
 */
function unwrapConditional(node: Node): Node {
  const value = unwrapExpression(node)
  if (value.type === 'LogicalExpression' && value.operator === '&&') return unwrapConditional(value.right)
  if (value.type === 'ConditionalExpression') {
    if (isEmptyValue(value.alternate)) return unwrapConditional(value.consequent)
    if (isEmptyValue(value.consequent)) return unwrapConditional(value.alternate)
  }
  return value
}

function isEmptyValue(node: Node): boolean {
  return (
    (node.type === 'Literal' && (node.value === null || node.value === false)) ||
    (node.type === 'Identifier' && node.name === 'undefined')
  )
}

/** Are these the forms a request's URL, key or options take, which a const can hold for it? */
function holdsRequestValue(node: Node): boolean {
  const value = unwrapConditional(node)
  return (
    (value.type === 'Literal' && typeof value.value === 'string') ||
    value.type === 'TemplateLiteral' ||
    value.type === 'ObjectExpression' ||
    value.type === 'ArrayExpression' ||
    value.type === 'Identifier'
  )
}

/**
 * A top-level `const` holding a URL, a key or request options, summarised as the
 * argument it stands for (`fetch(ORDERS_URL)`); null for any other value.
 */
export function summariseConstant(source: string, value: Node): ArgumentSummary | null {
  return holdsRequestValue(value) ? summariseArgument(source, value, [], () => null) : null
}

function summariseArgument(
  source: string,
  argument: Node,
  params: string[],
  lookup: ConstLookup,
  depth = 0,
): ArgumentSummary {
  const value = unwrapConditional(argument)
  const summary: ArgumentSummary = {
    text: null,
    param: null,
    method: null,
    dynamicMethod: false,
    fn: null,
    constant: null,
    url: null,
    key: null,
    methodParam: null,
    templateParams: [],
  }
  // A name the body declares with `const` reads as the value it holds.
  const readConst = (node: Node): Node | null => {
    if (node.type !== 'Identifier' || depth >= MAX_CONST_CHAIN) return null
    const held = lookup(node.name)
    return held?.value && holdsRequestValue(held.value) ? held.value : null
  }
  const readText = (node: Node): string | null => getStaticText(source, readConst(node) ?? node)
  if (value.type === 'Identifier') {
    const held = readConst(value)
    if (held) return summariseArgument(source, held, params, lookup, depth + 1)
    const index = params.indexOf(value.name)
    if (index !== -1) summary.param = index
    else summary.fn = value.name
    // Not declared in the body: an import or a top-level binding, whose value linking can read.
    if (index === -1 && lookup(value.name) === null) summary.constant = value.name
    return summary
  }
  if (value.type === 'ArrayExpression') {
    const first = value.elements[0]
    summary.text = first && first.type !== 'SpreadElement' ? readText(first) : null
    return summary
  }
  if (value.type === 'ObjectExpression') {
    const method = findProperty(value, 'method')
    const methodText = method ? readText(method) : null
    summary.method = methodText === null ? null : methodText.toUpperCase()
    summary.dynamicMethod = method !== null && methodText === null
    const fn = findProperty(value, 'queryFn') ?? findProperty(value, 'mutationFn')
    if (fn?.type === 'Identifier') summary.fn = fn.name
    const url = findProperty(value, 'url')
    summary.url = url ? readText(url) : null
    const key = findProperty(value, 'queryKey') ?? findProperty(value, 'key') ?? findProperty(value, 'mutationKey')
    const keyValue = key ? (readConst(key) ?? key) : null
    if (keyValue)
      summary.key =
        keyValue.type === 'ArrayExpression' ? getFirstStatic(source, keyValue) : getStaticText(source, keyValue)
    for (const property of value.properties) {
      if (property.type === 'SpreadElement' && property.argument.type === 'Identifier') {
        const index = params.indexOf(property.argument.name)
        if (index !== -1) summary.methodParam = index
      }
    }
    return summary
  }
  summary.text = getStaticText(source, value)
  if (value.type === 'TemplateLiteral') {
    for (const expression of value.expressions) {
      if (expression.type !== 'Identifier') continue
      const index = params.indexOf(expression.name)
      if (index !== -1) summary.templateParams.push({ placeholder: `\${${expression.name}}`, param: index })
    }
  }
  return summary
}

function getFirstStatic(source: string, array: Node): string | null {
  if (array.type !== 'ArrayExpression') return null
  const first = array.elements[0]
  return first && first.type !== 'SpreadElement' ? getStaticText(source, first) : null
}
