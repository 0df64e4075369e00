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
  const detector = {
    renders: !hookLike && isFunctionNode(root) && isNullBody(root),
    nodeTypes: ['JSXElement', 'JSXFragment', 'ReturnStatement', 'CallExpression'] as const,
    enter(node: Node, position: BodyPosition) {
      if (detector.renders) return
      if (node.type === 'JSXElement' || node.type === 'JSXFragment') detector.renders = true
      // Only the function's own `return null`: one in a callback (`.catch(() => { return null })` of an API object's
      // async method, as anything-llm's `Admin.deleteApiKey`) says nothing about what the function returns.
      else if (node.type === 'ReturnStatement')
        detector.renders =
          !hookLike &&
          !(isFunctionNode(root) && isInNestedFunction(position.ancestors)) &&
          node.argument?.type === 'Literal' &&
          (node.argument.value === null || node.argument.value === false)
      else if (node.type === 'CallExpression')
        detector.renders =
          getDottedName(node.callee)?.endsWith('createElement') === true ||
          (!hookLike && getHookName(node.callee) !== null)
    },
    finish() {},
  }
  return detector
}

/** `() => null`. */
function isNullBody(fn: FunctionNode): boolean {
  return fn.body.type === 'Literal' && fn.body.value === null
}
