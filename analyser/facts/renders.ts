import { type FunctionNode, type Node, getDottedName, isFunctionNode } from '../parse/ast.js'
import type { BodyExtractor, BodyPosition } from './body-walk.js'
import { getHookName, isInNestedFunction } from './hooks.js'

/**
 * Does the body render? A component returns JSX somewhere — in its tree, a render prop
 * or a `.map()` callback — returns null or false itself, calls `createElement`, or calls hooks
 * (a capitalised function that only runs an effect renders nothing, and is still a
 * component). A capitalised function that does none of these (`GET`, `Config`) is an
 * ordinary function. A function named as a hook (`asHook`: the anonymous default export
 * of `useApi.jsx`) renders only by JSX or `createElement`: calling hooks and returning
 * null are what a hook does too (FlowiseAI's useApi returns `{ data, request }`).
 */
export function createRenderDetector(root: Node, asHook = false): BodyExtractor & { renders: boolean } {
  // React calls a component with its props (and a ref): a function of three parameters that calls hooks and
  // draws nothing is a hook named otherwise (traccar's theme: `export default (server, darkMode, direction) =>
  // useMemo(() => createTheme(…))`), which a suite rendering it would put a theme object in the page with.
  const hookLike = asHook || (isFunctionNode(root) && root.params.length > 2)
  let draws = false
  let returnsNothing = !hookLike && isFunctionNode(root) && isNullBody(root)
  let callsHook = false
  // A function that returns an object or a list of its own is a hook in all but name (casibase's MessageEdit
  // returns its editing helpers), however many hooks it calls.
  let returnsValue = isFunctionNode(root) && isCollection(root.body)
  const detector = {
    renders: returnsNothing,
    nodeTypes: ['JSXElement', 'JSXFragment', 'ReturnStatement', 'CallExpression'] as const,
    enter(node: Node, position: BodyPosition) {
      if (draws) return
      if (node.type === 'JSXElement' || node.type === 'JSXFragment') draws = true
      // Only the function's own returns: one in a callback (`.catch(() => { return null })` of an API object's
      // async method, as anything-llm's `Admin.deleteApiKey`) says nothing about what the function returns.
      else if (node.type === 'ReturnStatement') {
        if (isFunctionNode(root) && isInNestedFunction(position.ancestors)) return
        const value = node.argument
        if (value?.type === 'Literal' && (value.value === null || value.value === false)) returnsNothing ||= !hookLike
        else if (value && isCollection(value)) returnsValue = true
      } else if (node.type === 'CallExpression') {
        if (getDottedName(node.callee)?.endsWith('createElement') === true) draws = true
        else if (!hookLike && getHookName(node.callee) !== null) callsHook = true
      }
      detector.renders = draws || ((returnsNothing || callsHook) && !returnsValue)
    },
    finish() {},
  }
  return detector
}

/** An object or array literal: a value to read, never an element. */
function isCollection(node: Node): boolean {
  return node.type === 'ObjectExpression' || node.type === 'ArrayExpression'
}

/** `() => null`. */
function isNullBody(fn: FunctionNode): boolean {
  return fn.body.type === 'Literal' && fn.body.value === null
}
