import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { visitorKeys } from '@typescript-eslint/visitor-keys'
import type { LiteralValue } from '../summary/module-summary.js'

export type Node = TSESTree.Node

/** Child keys that hold types only: TypeScript erases them, so they reference no value. */
const TYPE_KEYS = new Set([
  'typeAnnotation',
  'typeParameters',
  'typeArguments',
  'returnType',
  'superTypeArguments',
  'implements',
])
const TYPE_DECLARATIONS = new Set(['TSInterfaceDeclaration', 'TSTypeAliasDeclaration', 'TSDeclareFunction'])

export interface WalkOptions {
  /**
   * Visit only what can read a value: types, literals, JSX text and closing tags,
   * attribute names and non-computed keys (`b` in `a.b`, `key` in `{ key: v }`) are
   * skipped, since no extractor learns anything from them.
   */
  valuesOnly?: boolean
}

// Keys that name rather than reference, unless the node is `computed`.
const NAMING_KEYS: Record<string, string> = {
  Property: 'key',
  MethodDefinition: 'key',
  PropertyDefinition: 'key',
  AccessorProperty: 'key',
  MemberExpression: 'property',
}
// Children that never hold a value: a closing tag repeats the opening one.
const SILENT_KEYS: Record<string, readonly string[]> = {
  JSXElement: ['closingElement'],
  JSXFragment: ['openingFragment', 'closingFragment'],
  JSXAttribute: ['name'],
}
// Leaves with nothing to find below or at them.
const SILENT_LEAVES = ['Literal', 'TemplateElement', 'JSXText']

/**
 * Depth-first walk with an ancestor stack. `enter` returns false to skip a node's
 * children; `leave` runs after them. Value-only walks never enter type positions.
 * The walk keeps its own stack rather than recursing, so a tree as deep as the parser
 * can build never exhausts the call stack.
 */
export function walk(
  root: Node,
  enter: (node: Node, ancestors: readonly Node[]) => boolean | void,
  leave?: (node: Node, ancestors: readonly Node[]) => void,
  options: WalkOptions = {},
): void {
  const ancestors: Node[] = []
  const valuesOnly = options.valuesOnly === true
  const visitors = valuesOnly ? valueChildVisitors : childVisitors
  // Nodes still to visit, the next one last; LEAVE closes the innermost ancestor once its children are done.
  const pending: Node[] = [root]
  while (pending.length > 0) {
    const node = pending.pop()!
    if (node === LEAVE) {
      const done = ancestors.pop()!
      leave?.(done, ancestors)
      continue
    }
    if (valuesOnly && TYPE_DECLARATIONS.has(node.type)) continue
    if (enter(node, ancestors) === false) continue
    ancestors.push(node)
    pending.push(LEAVE)
    const first = pending.length
    ;(visitors.get(node.type) ?? getChildVisitor(node.type, valuesOnly))(node, pending)
    reverseFrom(pending, first)
  }
}

/** A marker on the walk's stack, never a node of a tree. */
const LEAVE = { type: 'Leave' } as unknown as Node

/** Reverses `items` from `first` on, in place: children are pushed in source order and popped first to last. */
function reverseFrom(items: Node[], first: number): void {
  for (let low = first, high = items.length - 1; low < high; low++, high--) {
    const item = items[low]!
    items[low] = items[high]!
    items[high] = item
  }
}

/**
 * The first node, in source order, deeper than `limit` levels (the root is level 1), or null.
 * The later steps' own recursions (dotted names, patterns, types) follow one branch of a
 * tree; refusing a tree deeper than they can follow keeps every one of them in bounds.
 */
export function findNodeDeeperThan(root: Node, limit: number): Node | null {
  const nodes: Node[] = [root]
  const depths: number[] = [1]
  while (nodes.length > 0) {
    const node = nodes.pop()!
    const depth = depths.pop()!
    if (depth > limit) return node
    const first = nodes.length
    ;(childVisitors.get(node.type) ?? getChildVisitor(node.type, false))(node, nodes)
    reverseFrom(nodes, first)
    for (let index = first; index < nodes.length; index++) depths.push(depth + 1)
  }
  return null
}

/** Pushes one node's children onto `into`, in source order. */
type ChildVisitor = (node: Node, into: Node[]) => void

const childVisitors = new Map<string, ChildVisitor>()
const valueChildVisitors = new Map<string, ChildVisitor>()

/**
 * A function that lists one node type's children by fixed property names. Generated
 * once per type from the visitor keys: `node.callee` read at its own site stays a
 * monomorphic load for V8, where a generic `node[key]` loop is megamorphic and costs
 * most of a walk over a large project.
 */
function getChildVisitor(type: string, valuesOnly: boolean): ChildVisitor {
  const keys = (visitorKeys[type as keyof typeof visitorKeys] ?? []).filter(
    (key) => !(valuesOnly && (TYPE_KEYS.has(key) || SILENT_KEYS[type]?.includes(key))),
  )
  const pushChild = (item: string): string =>
    valuesOnly
      ? `if (${SILENT_LEAVES.map((leaf) => `${item}.type !== '${leaf}'`).join(' && ')}) into.push(${item})`
      : `into.push(${item})`
  const body = keys
    .map((key) => {
      const property = JSON.stringify(key)
      const pushKey =
        `{ const child = node[${property}]; if (child != null) { if (Array.isArray(child)) { ` +
        `for (let i = 0; i < child.length; i++) { const item = child[i]; ` +
        `if (item != null) { ${pushChild('item')} } } ` +
        `} else if (typeof child.type === 'string') { ${pushChild('child')} } } }`
      return valuesOnly && NAMING_KEYS[type] === key ? `if (node.computed) ${pushKey}` : pushKey
    })
    .join('\n')
  const visitor = new Function('node', 'into', body) as ChildVisitor
  ;(valuesOnly ? valueChildVisitors : childVisitors).set(type, visitor)
  return visitor
}

export function textOf(source: string, node: Node): string {
  return source.slice(node.range[0], node.range[1])
}

/** `Button`, `CartItem`: React treats a capitalised name as a component. */
export function isComponentName(name: string): boolean {
  return /^[A-Z]/.test(name)
}

/** `useState`, `use`, `useX2`: the React naming convention for hooks. */
export function isHookName(name: string): boolean {
  return /^use([A-Z0-9].*)?$/.test(name)
}

export type FunctionNode = TSESTree.FunctionDeclaration | TSESTree.FunctionExpression | TSESTree.ArrowFunctionExpression

export function isFunctionNode(node: Node | null | undefined): node is FunctionNode {
  return (
    !!node &&
    (node.type === 'FunctionDeclaration' ||
      node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression')
  )
}

/**
 * The dotted name of a callee or tag: `fetch`, `React.useState`, `api.posts.get`.
 * Null when any link is computed or not a plain name (`a[b]()`, `getX()()`).
 */
export function getDottedName(node: Node): string | null {
  switch (node.type) {
    case 'Identifier':
      return node.name
    case 'ThisExpression':
      return 'this'
    case 'MemberExpression': {
      if (node.computed || node.property.type !== 'Identifier') return null
      const object = getDottedName(node.object)
      return object === null ? null : `${object}.${node.property.name}`
    }
    case 'ChainExpression':
      return getDottedName(node.expression)
    case 'TSNonNullExpression':
      return getDottedName(node.expression)
    case 'JSXIdentifier':
      return node.name
    case 'JSXMemberExpression': {
      const object = getDottedName(node.object)
      return object === null ? null : `${object}.${node.property.name}`
    }
    default:
      return null
  }
}

/** The identifiers a binding pattern declares: `a` and `c` in `{ a, b: [c] = [] }`. */
export function getPatternIdentifiers(pattern: Node, into: TSESTree.Identifier[] = []): TSESTree.Identifier[] {
  switch (pattern.type) {
    case 'Identifier':
      into.push(pattern)
      break
    case 'AssignmentPattern':
      getPatternIdentifiers(pattern.left, into)
      break
    case 'ObjectPattern':
      for (const property of pattern.properties)
        getPatternIdentifiers(property.type === 'RestElement' ? property.argument : property.value, into)
      break
    case 'ArrayPattern':
      for (const element of pattern.elements) if (element) getPatternIdentifiers(element, into)
      break
    case 'RestElement':
      getPatternIdentifiers(pattern.argument, into)
      break
    case 'TSParameterProperty':
      getPatternIdentifiers(pattern.parameter, into)
      break
    default:
      break
  }
  return into
}

/** Peels `x as T`, `x!`, `x satisfies T` and parentheses off an expression. */
export function unwrapExpression(node: Node): Node {
  let current = node
  while (
    current.type === 'TSAsExpression' ||
    current.type === 'TSNonNullExpression' ||
    current.type === 'TSSatisfiesExpression' ||
    current.type === 'TSTypeAssertion'
  ) {
    current = current.expression
  }
  return current
}

/** A string literal's value, or a template literal's text as written without its backticks. */
export function getStaticText(source: string, node: Node | undefined): string | null {
  if (!node) return null
  const unwrapped = unwrapExpression(node)
  if (unwrapped.type === 'Literal' && typeof unwrapped.value === 'string') return unwrapped.value
  if (unwrapped.type === 'TemplateLiteral') return source.slice(unwrapped.range[0] + 1, unwrapped.range[1] - 1)
  return null
}

export function getPropertyName(key: Node, computed: boolean): string | null {
  if (!computed && key.type === 'Identifier') return key.name
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
    return String(key.value)
  return null
}

/** The value of property `name` in an object literal, when written plainly. */
export function findProperty(object: Node | undefined, name: string): Node | null {
  if (!object) return null
  const unwrapped = unwrapExpression(object)
  if (unwrapped.type !== 'ObjectExpression') return null
  for (const property of unwrapped.properties) {
    if (property.type === 'Property' && getPropertyName(property.key, property.computed) === name) return property.value
  }
  return null
}

/** Does this function, not counting functions nested in it, hold a `'use server'` directive? */
export function hasDirective(body: Node | null | undefined, directive: string): boolean {
  if (!body || body.type !== 'BlockStatement') return false
  for (const statement of body.body) {
    if (statement.type !== 'ExpressionStatement' || statement.directive === undefined) break
    if (statement.directive === directive) return true
  }
  return false
}

/**
 * The value of an expression written as a JSON literal — a string, number, boolean or
 * null, a template without `${}`, a negative number, and arrays and plain objects of
 * those — or undefined when any part of it is computed.
 */
export function getLiteralValue(node: Node): LiteralValue | undefined {
  const unwrapped = unwrapExpression(node)
  switch (unwrapped.type) {
    case 'Literal':
      if ('regex' in unwrapped || 'bigint' in unwrapped) return undefined
      return unwrapped.value as LiteralValue
    case 'TemplateLiteral':
      return unwrapped.expressions.length === 0 ? unwrapped.quasis[0]!.value.cooked : undefined
    case 'UnaryExpression':
      return unwrapped.operator === '-' &&
        unwrapped.argument.type === 'Literal' &&
        typeof unwrapped.argument.value === 'number'
        ? -unwrapped.argument.value
        : undefined
    case 'ArrayExpression': {
      const items: LiteralValue[] = []
      for (const element of unwrapped.elements) {
        const value = element === null || element.type === 'SpreadElement' ? undefined : getLiteralValue(element)
        if (value === undefined) return undefined
        items.push(value)
      }
      return items
    }
    case 'ObjectExpression': {
      const object: { [key: string]: LiteralValue } = {}
      for (const property of unwrapped.properties) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method) return undefined
        const key = getPropertyName(property.key, property.computed)
        const value = key === null ? undefined : getLiteralValue(property.value)
        if (key === null || value === undefined) return undefined
        object[key] = value
      }
      return object
    }
    default:
      return undefined
  }
}
