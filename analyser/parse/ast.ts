import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { visitorKeys } from '@typescript-eslint/visitor-keys'

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
  const visit = (node: Node): void => {
    if (valuesOnly && TYPE_DECLARATIONS.has(node.type)) return
    if (enter(node, ancestors) === false) return
    ancestors.push(node)
    ;(visitors.get(node.type) ?? getChildVisitor(node.type, valuesOnly))(node, visit)
    ancestors.pop()
    leave?.(node, ancestors)
  }
  visit(root)
}

type ChildVisitor = (node: Node, visit: (child: Node) => void) => void

const childVisitors = new Map<string, ChildVisitor>()
const valueChildVisitors = new Map<string, ChildVisitor>()

/**
 * A function that visits one node type's children by fixed property names. Generated
 * once per type from the visitor keys: `node.callee` read at its own site stays a
 * monomorphic load for V8, where a generic `node[key]` loop is megamorphic and costs
 * most of a walk over a large project.
 */
function getChildVisitor(type: string, valuesOnly: boolean): ChildVisitor {
  const keys = (visitorKeys[type as keyof typeof visitorKeys] ?? []).filter(
    (key) => !(valuesOnly && (TYPE_KEYS.has(key) || SILENT_KEYS[type]?.includes(key))),
  )
  const visitChild = (item: string): string =>
    valuesOnly
      ? `if (${SILENT_LEAVES.map((leaf) => `${item}.type !== '${leaf}'`).join(' && ')}) visit(${item})`
      : `visit(${item})`
  const body = keys
    .map((key) => {
      const property = JSON.stringify(key)
      const visitKey =
        `{ const child = node[${property}]; if (child != null) { if (Array.isArray(child)) { ` +
        `for (let i = 0; i < child.length; i++) { const item = child[i]; ` +
        `if (item != null) { ${visitChild('item')} } } ` +
        `} else if (typeof child.type === 'string') { ${visitChild('child')} } } }`
      return valuesOnly && NAMING_KEYS[type] === key ? `if (node.computed) ${visitKey}` : visitKey
    })
    .join('\n')
  const visitor = new Function('node', 'visit', body) as ChildVisitor
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
