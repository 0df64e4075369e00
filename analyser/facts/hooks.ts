import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, getDottedName, getPropertyName, isFunctionNode, isHookName, textOf } from '../parse/ast.js'
import type { HookSummary } from '../summary/module-summary.js'
import { type BodyExtractor, getPlacement } from './body-walk.js'

// https://react.dev/reference/react/hooks — hooks whose last argument lists dependencies.
export const DEPS_INDEX: Record<string, number> = {
  useEffect: 1,
  useLayoutEffect: 1,
  useInsertionEffect: 1,
  useMemo: 1,
  useCallback: 1,
  useImperativeHandle: 2,
}

/**
 * A hook is a call whose last name follows the `use` convention (`useState`,
 * `api.useQuery`), or a zustand auto-selector (`useAuth.use.status()`).
 */
export function getHookName(callee: Node): string | null {
  // Decide on the last name first: most calls are not hooks, and building the dotted name allocates.
  const last =
    callee.type === 'Identifier'
      ? callee.name
      : callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier'
        ? callee.property.name
        : null
  if (last === null) return null
  const mayBeSelector = callee.type === 'MemberExpression' && callee.object.type === 'MemberExpression'
  if (!isHookName(last) && !mayBeSelector) return null
  const name = getDottedName(callee)
  if (name === null) return null
  const segments = name.split('.')
  const isHook =
    isHookName(last) || (segments.length >= 3 && segments[segments.length - 2] === 'use' && isHookName(segments[0]!))
  if (!isHook) return null
  return name.startsWith('React.') ? name.slice('React.'.length) : name
}

/** Is there a function between the walk's root (`ancestors[0]`) and the node? */
export function isInNestedFunction(ancestors: readonly Node[]): boolean {
  for (let index = ancestors.length - 1; index >= 1; index--) if (isFunctionNode(ancestors[index])) return true
  return false
}

export function createHooksExtractor(source: string): BodyExtractor & { hooks: HookSummary[] } {
  const hooks: HookSummary[] = []
  // Where the first return at the function's own level ends: a hook after it is skipped
  // on the renders that return early. (`return useQuery(…)` calls its hook before returning.)
  let firstReturnEnd = Number.POSITIVE_INFINITY
  return {
    hooks,
    nodeTypes: ['CallExpression', 'ReturnStatement'],
    enter(node, position) {
      if (node.type === 'ReturnStatement') {
        if (!isInNestedFunction(position.ancestors)) firstReturnEnd = Math.min(firstReturnEnd, node.range[1])
        return
      }
      if (node.type !== 'CallExpression') return
      const name = getHookName(node.callee)
      if (name === null) return
      const root = getDottedName(node.callee)!.split('.')[0]!
      const placement = getPlacement(position.ancestors, position.ancestors.length - 1, node)
      const hook: HookSummary = {
        name,
        root,
        line: node.loc.start.line,
        column: node.loc.start.column + 1,
        placement: placement === 'top' && node.range[0] >= firstReturnEnd ? 'after-return' : placement,
      }
      const first = node.arguments[0]
      if (first?.type === 'Identifier') hook.arg = first.name
      const from = first?.type === 'ObjectExpression' ? getStringMember(first, 'from') : null
      if (from !== null) hook.from = from
      const depsIndex = DEPS_INDEX[name]
      const depsArgument = depsIndex === undefined ? undefined : node.arguments[depsIndex]
      if (depsArgument) {
        hook.deps =
          depsArgument.type === 'ArrayExpression'
            ? depsArgument.elements.filter((element) => element !== null).map((element) => textOf(source, element))
            : [textOf(source, depsArgument)]
      }
      hooks.push(hook)
    },
    finish() {},
  }
}

/** A string literal an object literal gives a key: `{ from: '/users/' }`. */
function getStringMember(object: TSESTree.ObjectExpression, key: string): string | null {
  for (const property of object.properties) {
    if (property.type !== 'Property' || getPropertyName(property.key, property.computed) !== key) continue
    return property.value.type === 'Literal' && typeof property.value.value === 'string' ? property.value.value : null
  }
  return null
}
