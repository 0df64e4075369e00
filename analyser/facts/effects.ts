import { type Node, getDottedName, isFunctionNode, walk } from '../parse/ast.js'
import type { EffectFact } from '../summary/module-summary.js'
import { type BodyExtractor, isEffectHook } from './body-walk.js'

/**
 * Effects and whether each can stop what it starts
 * (https://react.dev/reference/react/useEffect#fetching-data-with-effects): a cleanup
 * function returned (an ignore flag, an unsubscribe), or an AbortController.
 */
export function createEffectsExtractor(): BodyExtractor & { effects: EffectFact[] } {
  const effects: EffectFact[] = []
  return {
    effects,
    nodeTypes: ['CallExpression'],
    enter(node, position) {
      if (node.type !== 'CallExpression' || !isEffectHook(node.callee)) return
      const callback = node.arguments[0]
      const { hasCleanup, abortable } =
        callback && isFunctionNode(callback) ? inspectCallback(callback) : { hasCleanup: false, abortable: false }
      effects.push({
        id: position.callId,
        hook: getDottedName(node.callee)!.replace(/^React\./, ''),
        line: node.loc.start.line,
        column: node.loc.start.column + 1,
        hasCleanup,
        abortable,
      })
    },
    finish() {},
  }
}

function inspectCallback(callback: Node): { hasCleanup: boolean; abortable: boolean } {
  if (!isFunctionNode(callback)) return { hasCleanup: false, abortable: false }
  let hasCleanup = callback.body.type === 'ArrowFunctionExpression' || callback.body.type === 'FunctionExpression'
  let abortable = false
  walk(callback.body, (node, ancestors) => {
    if (node !== callback.body && isFunctionNode(node) && !isReturned(ancestors)) {
      // A nested function may still create the controller; keep looking inside it for that only.
      walk(node, (inner) => {
        if (isAbortSignal(inner)) abortable = true
      })
      return false
    }
    if (node.type === 'ReturnStatement' && node.argument) hasCleanup = true
    if (isAbortSignal(node)) abortable = true
  })
  return { hasCleanup, abortable }
}

/** The function being entered is what its parent `return` hands back: a cleanup. */
function isReturned(ancestors: readonly Node[]): boolean {
  return ancestors[ancestors.length - 1]?.type === 'ReturnStatement'
}

/** `new AbortController()`, `AbortSignal.timeout(…)`, or `{ signal }` passed along. */
function isAbortSignal(node: Node): boolean {
  if (node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'AbortController')
    return true
  if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'AbortSignal')
    return true
  return node.type === 'Property' && node.key.type === 'Identifier' && node.key.name === 'signal'
}
