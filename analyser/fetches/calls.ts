import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, findProperty, getDottedName, getStaticText, unwrapExpression } from '../parse/ast.js'
import type { ArgumentSummary, CallSummary } from '../summary/module-summary.js'
import type { BodyExtractor, ModuleScope } from '../facts/body-walk.js'

const SUMMARISED_ARGUMENTS = 3

interface PendingCall extends CallSummary {
  owner: string | null
}

/**
 * Calls to names from outside the body — imports, top-level bindings, globals such as
 * `fetch`. What each one is (a request, a data hook, a project function to follow) is
 * decided when linking, where each name's origin is known. `params` are the enclosing
 * function's parameters, so a thin wrapper's `fetch(url)` can take the caller's URL.
 */
export function createCallsExtractor(
  source: string,
  params: string[],
  scope: ModuleScope,
): BodyExtractor & { calls: CallSummary[] } {
  const pending: PendingCall[] = []
  const calls: CallSummary[] = []
  return {
    calls,
    nodeTypes: ['CallExpression'],
    enter(node, position) {
      if (node.type !== 'CallExpression') return
      const rootNode = getCalleeRoot(node.callee)
      // Only calls from names linking can follow are kept; `items.map`, `console.log` are not.
      if (rootNode === null || !scope.has(rootNode.name)) return
      const name = getDottedName(node.callee)
      if (name === null) return
      const dot = name.indexOf('.')
      const root = dot === -1 ? name : name.slice(0, dot)
      pending.push({
        id: position.callId,
        name: root,
        member: dot === -1 ? null : name.slice(dot + 1),
        line: node.loc.start.line,
        column: node.loc.start.column + 1,
        inEffect: position.inEffect,
        effect: position.effect,
        hostCall: position.hostCall,
        args: node.arguments
          .slice(0, SUMMARISED_ARGUMENTS)
          .map((argument) => summariseArgument(source, argument, params)),
        owner: position.owner,
      })
    },
    finish(body) {
      for (const { owner, ...call } of pending) {
        if (body.localNames.has(call.name) || params.includes(call.name)) continue
        const ownerEffect = owner !== null && body.effectOwners.has(owner)
        calls.push({
          ...call,
          inEffect: call.inEffect || ownerEffect,
          effect: call.effect ?? (ownerEffect ? body.effectOwners.get(owner!)! : null),
        })
      }
    },
  }
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

function summariseArgument(source: string, argument: Node, params: string[]): ArgumentSummary {
  const value = unwrapConditional(argument)
  const summary: ArgumentSummary = {
    text: null,
    param: null,
    method: null,
    dynamicMethod: false,
    fn: null,
    url: null,
    key: null,
    methodParam: null,
    templateParams: [],
  }
  if (value.type === 'Identifier') {
    const index = params.indexOf(value.name)
    if (index !== -1) summary.param = index
    else summary.fn = value.name
    return summary
  }
  if (value.type === 'ArrayExpression') {
    const first = value.elements[0]
    summary.text = first && first.type !== 'SpreadElement' ? getStaticText(source, first) : null
    return summary
  }
  if (value.type === 'ObjectExpression') {
    const method = findProperty(value, 'method')
    const methodText = method ? getStaticText(source, method) : null
    summary.method = methodText === null ? null : methodText.toUpperCase()
    summary.dynamicMethod = method !== null && methodText === null
    const fn = findProperty(value, 'queryFn') ?? findProperty(value, 'mutationFn')
    if (fn?.type === 'Identifier') summary.fn = fn.name
    const url = findProperty(value, 'url')
    summary.url = url ? getStaticText(source, url) : null
    const key = findProperty(value, 'queryKey') ?? findProperty(value, 'key') ?? findProperty(value, 'mutationKey')
    if (key) summary.key = key.type === 'ArrayExpression' ? getFirstStatic(source, key) : getStaticText(source, key)
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
