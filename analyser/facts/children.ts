import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, getDottedName, getLiteralValue, isComponentName, isFunctionNode, textOf } from '../parse/ast.js'
import type { ChildrenSlot, JsxUsage, RenderGate, WrittenProp } from '../summary/module-summary.js'
import type { BodyExtractor } from './body-walk.js'

// Source text kept for a prop whose value is not a literal: enough to recognise it, not a whole subtree.
const MAX_TEXT = 80

/**
 * Every element the body renders whose tag names a component rather than a DOM
 * element — in the returned tree, in render props, in prop values and callbacks alike.
 * `props` counts the attributes written at the site, plus one for children; `written`
 * holds them as written, and `ancestors` the component elements around the site. `slots`
 * are the places the component renders the children it is given.
 */
export function createChildrenExtractor(
  source: string,
  props: {
    has(name: string): boolean
    isChildren(expression: Node): boolean
    /** `{...props}` where props still holds `children`: the element it is spread on renders them. */
    spreadsChildren(expression: Node): boolean
  },
): BodyExtractor & { children: JsxUsage[]; slots: ChildrenSlot[] } {
  const children: JsxUsage[] = []
  const slots: ChildrenSlot[] = []
  // Each component element's place in `children`, so an element inside it can name it as an ancestor.
  const indexOf = new Map<Node, number>()
  // `<Label htmlFor="email">Email</Label>` beside the field it names, by the id it names, wherever the two are written.
  const labelsFor = new Map<string, string>()
  const ids = new Map<JsxUsage, string>()
  return {
    children,
    slots,
    nodeTypes: ['JSXOpeningElement', 'JSXExpressionContainer'],
    enter(node, position) {
      // `{children}` between tags: where what the component is given renders (a layout's page).
      if (node.type === 'JSXExpressionContainer') {
        const holder = position.ancestors[position.ancestors.length - 1]
        const between = holder?.type === 'JSXElement' || holder?.type === 'JSXFragment'
        if (between && node.expression.type !== 'JSXEmptyExpression' && props.isChildren(node.expression))
          slots.push({
            line: node.loc.start.line,
            ancestors: findEnclosingElements(position.ancestors, position.ancestors.length - 1).map(
              (ancestor) => indexOf.get(ancestor)!,
            ),
          })
        return
      }
      if (node.type !== 'JSXOpeningElement') return
      const tag = getDottedName(node.name)
      const parent = position.ancestors[position.ancestors.length - 1]
      const element = parent?.type === 'JSXElement' ? parent : null
      const labelled = readLiteralAttribute(node, 'htmlFor')
      if (labelled !== null && element) labelsFor.set(labelled, readLiteralText(element.children))
      const enclosing = findEnclosingElements(position.ancestors, position.ancestors.length - 2).map(
        (ancestor) => indexOf.get(ancestor)!,
      )
      const isComponent = tag !== null && (tag.includes('.') || isComponentName(tag))
      // `<div {...props} />`, `<Primitive.Root {...props} />` with no children of its own: the children the
      // component is given render there (shadcn's and ai-elements' wrappers never name them).
      const spread = node.attributes.some(
        (attribute) => attribute.type === 'JSXSpreadAttribute' && props.spreadsChildren(attribute.argument),
      )
      if (spread && !(element?.children.some(isMeaningfulChild) ?? false))
        slots.push({ line: node.loc.start.line, ancestors: isComponent ? [...enclosing, children.length] : enclosing })
      if (tag === null || !isComponent) return
      const root = tag.split('.')[0]!
      const meaningful = element?.children.filter(isMeaningfulChild) ?? []
      if (element) indexOf.set(element, children.length)
      const gates = findGates(source, position.ancestors)
      const label = findLabel(position.ancestors)
      const usage: JsxUsage = {
        ...(gates.length > 0 ? { gates } : {}),
        ...(label !== null ? { label } : {}),
        tag,
        root,
        line: node.loc.start.line,
        props: node.attributes.length + (meaningful.length > 0 ? 1 : 0),
        localKind: null,
        inside: findHostTag(position.ancestors),
        ancestors: enclosing,
        written: [
          ...node.attributes.map((attribute) => toWrittenProp(source, attribute)),
          ...(meaningful.length > 0 ? [toWrittenChildren(source, meaningful)] : []),
        ],
      }
      children.push(usage)
      const id = readLiteralAttribute(node, 'id')
      if (id !== null && label === null) ids.set(usage, id)
    },
    finish(body) {
      for (const [usage, id] of ids) {
        const text = labelsFor.get(id)
        if (text !== undefined) usage.label = text
      }
      for (const child of children) {
        if (props.has(child.root)) child.localKind = 'prop'
        else if (body.nestedComponents.has(child.root)) child.localKind = 'nested'
        else if (body.localNames.has(child.root)) child.localKind = 'local'
      }
    },
  }
}

// How much of a condition a gate keeps: enough to recognise it in a TODO.
const MAX_GATE_TEXT = 80

/**
 * The conditions an element renders under, nearest first, in the function that writes it
 * (through a list's callback): the left of `&&`, a conditional's test, an `if`'s test, and
 * each earlier `if (…) return` at the function's top, which it renders past (`holds` false).
 */
function findGates(source: string, ancestors: readonly Node[]): RenderGate[] {
  const gates: RenderGate[] = []
  const gate = (test: Node, holds: boolean): void => {
    const text = textOf(source, test).replace(/\s+/g, ' ')
    gates.push({
      text: text.length > MAX_GATE_TEXT ? `${text.slice(0, MAX_GATE_TEXT - 1)}…` : text,
      holds,
      line: test.loc.start.line,
      names: [...new Set(getReadNames(test))],
    })
  }
  // Each `if (…) return` of a function's body before the statement that holds the element.
  const gateEarlyReturns = (body: Node, holder: Node): void => {
    if (body.type !== 'BlockStatement') return
    const [start, end] = holder.range
    const at = body.body.findIndex((statement) => statement.range[0] <= start && end <= statement.range[1])
    for (const statement of body.body.slice(0, Math.max(at, 0)))
      if (statement.type === 'IfStatement' && returns(statement.consequent)) gate(statement.test, false)
  }
  // ancestors run from the walked function to this element's own JSXElement.
  let current: Node = ancestors[ancestors.length - 1]!
  for (let index = ancestors.length - 2; index >= 0; index--) {
    const ancestor = ancestors[index]!
    if (isFunctionNode(ancestor)) {
      if (isListCallback(ancestor, ancestors[index - 1])) {
        current = ancestor
        continue
      }
      // ancestors[index + 1] is its body, [index + 2] the statement that holds the element.
      gateEarlyReturns(ancestor.body, ancestors[index + 2] ?? current)
      return gates
    }
    if (ancestor.type === 'LogicalExpression' && ancestor.operator === '&&' && ancestor.right === current)
      gate(ancestor.left, true)
    else if (ancestor.type === 'ConditionalExpression' && ancestor.test !== current)
      gate(ancestor.test, ancestor.consequent === current)
    else if (ancestor.type === 'IfStatement' && ancestor.test !== current)
      gate(ancestor.test, ancestor.consequent === current)
    current = ancestor
  }
  return gates
}

/** `return …`, or a block whose statements include one at its top. */
function returns(statement: TSESTree.Statement): boolean {
  if (statement.type === 'ReturnStatement') return true
  return statement.type === 'BlockStatement' && statement.body.some((inner) => inner.type === 'ReturnStatement')
}

/** The names an expression reads: identifiers, and the object of each member chain (`user` of `user.id`). */
function getReadNames(node: Node): string[] {
  switch (node.type) {
    case 'Identifier':
      return [node.name]
    case 'MemberExpression':
      return getReadNames(node.object)
    case 'ChainExpression':
    case 'UnaryExpression':
    case 'TSNonNullExpression':
      return getReadNames('expression' in node ? (node.expression as Node) : (node.argument as Node))
    case 'LogicalExpression':
    case 'BinaryExpression':
      return [...getReadNames(node.left as Node), ...getReadNames(node.right)]
    case 'CallExpression':
      return [...getReadNames(node.callee), ...node.arguments.flatMap((argument) => getReadNames(argument as Node))]
    default:
      return []
  }
}

/**
 * The nearest component element that receives this element — as a child, or as the
 * value of a prop (`<Drawer footer={<Cart />}>`). DOM elements in between pass it along;
 * a function in between (a render prop) means the receiver creates it, not this one.
 */
function findHostTag(ancestors: readonly Node[]): string | null {
  // ancestors end with this element's own JSXElement; start above it.
  for (let index = ancestors.length - 2; index >= 0; index--) {
    const ancestor = ancestors[index]!
    if (isFunctionNode(ancestor)) return null
    if (ancestor.type === 'JSXOpeningElement' || ancestor.type === 'JSXElement') {
      const name = ancestor.type === 'JSXElement' ? ancestor.openingElement.name : ancestor.name
      const tag = getDottedName(name)
      if (tag !== null && (tag.includes('.') || isComponentName(tag))) return tag
    }
  }
  return null
}

/**
 * The literal text of the host `<label>` this element is written inside, through DOM and component elements but
 * not through a function (a render prop renders it elsewhere); null outside one.
 */
function findLabel(ancestors: readonly Node[]): string | null {
  for (let index = ancestors.length - 2; index >= 0; index--) {
    const ancestor = ancestors[index]!
    if (isFunctionNode(ancestor)) return null
    if (ancestor.type === 'JSXElement' && getDottedName(ancestor.openingElement.name) === 'label')
      return readLiteralText(ancestor.children)
  }
  return null
}

function readLiteralText(children: readonly TSESTree.JSXChild[]): string {
  return children
    .flatMap((child) => (child.type === 'JSXText' ? [child.value] : []))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** `id="email"`, `htmlFor={'email'}`: the string an attribute is written as; null for any other value. */
function readLiteralAttribute(element: TSESTree.JSXOpeningElement, name: string): string | null {
  for (const attribute of element.attributes) {
    if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier' || attribute.name.name !== name)
      continue
    const value = attribute.value
    const literal =
      value?.type === 'JSXExpressionContainer' && value.expression.type !== 'JSXEmptyExpression'
        ? getLiteralValue(value.expression)
        : value?.type === 'Literal'
          ? value.value
          : undefined
    return typeof literal === 'string' && literal !== '' ? literal : null
  }
  return null
}

/**
 * The component elements that hold this one among their children, outermost first,
 * through DOM elements, conditions, lists and portals. The chain ends at a prop value
 * (`footer={<Cart />}`), a binding (`const icon = <Icon />`) or a function other than a
 * list's callback: what receives those decides where they render.
 */
function findEnclosingElements(ancestors: readonly Node[], from: number): TSESTree.JSXElement[] {
  const found: TSESTree.JSXElement[] = []
  for (let index = from; index >= 0; index--) {
    const ancestor = ancestors[index]!
    if (isFunctionNode(ancestor)) {
      if (!isListCallback(ancestor, ancestors[index - 1])) break
      continue
    }
    if (ENDS_CHAIN.has(ancestor.type)) break
    if (ancestor.type === 'JSXElement') {
      const tag = getDottedName(ancestor.openingElement.name)
      if (tag !== null && (tag.includes('.') || isComponentName(tag))) found.unshift(ancestor)
    }
  }
  return found
}

const ENDS_CHAIN = new Set<string>([
  'JSXOpeningElement',
  'JSXAttribute',
  'VariableDeclarator',
  'Property',
  'AssignmentExpression',
  'ClassBody',
])

/** `items.map((item) => …)`, `flatMap`, `Array.from(list, (item) => …)`: the callback renders in place. */
function isListCallback(fn: Node, call: Node | undefined): boolean {
  if (call?.type !== 'CallExpression') return false
  const callee = call.callee
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return false
  const method = callee.property.name
  if (method === 'map' || method === 'flatMap') return call.arguments[0] === fn
  return method === 'from' && getDottedName(callee.object) === 'Array' && call.arguments[1] === fn
}

function toWrittenProp(source: string, attribute: TSESTree.JSXAttribute | TSESTree.JSXSpreadAttribute): WrittenProp {
  if (attribute.type === 'JSXSpreadAttribute') return { name: '...', text: shorten(textOf(source, attribute.argument)) }
  const name =
    attribute.name.type === 'JSXNamespacedName'
      ? `${attribute.name.namespace.name}:${attribute.name.name.name}`
      : attribute.name.name
  const value = attribute.value
  if (value === null) return { name, value: true }
  if (value.type === 'Literal') return { name, value: value.value as string }
  if (value.type === 'JSXExpressionContainer' && value.expression.type !== 'JSXEmptyExpression') {
    const literal = getLiteralValue(value.expression)
    return literal === undefined ? { name, text: shorten(textOf(source, value.expression)) } : { name, value: literal }
  }
  return { name, text: shorten(textOf(source, value)) }
}

/** Text alone between the tags is the literal React renders; anything else is kept as written. */
function toWrittenChildren(source: string, children: TSESTree.JSXChild[]): WrittenProp {
  if (children.every((child) => child.type === 'JSXText'))
    return {
      name: 'children',
      value: children
        .map((child) => (child as TSESTree.JSXText).value)
        .join('')
        .replace(/\s*\n\s*/g, ' ')
        .trim(),
    }
  const only = children.length === 1 ? children[0]! : null
  if (only?.type === 'JSXExpressionContainer' && only.expression.type !== 'JSXEmptyExpression') {
    const literal = getLiteralValue(only.expression)
    if (literal !== undefined) return { name: 'children', value: literal }
  }
  const text = source.slice(children[0]!.range[0], children[children.length - 1]!.range[1])
  const reads = readText(children).replace(/\s+/g, ' ').trim()
  return { name: 'children', text: shorten(text), ...(reads !== '' ? { reads } : {}) }
}

/**
 * The text a person reads in children as written, at rest: literal text through elements (`Save <Icon />`,
 * `<span className="sr-only">Close</span>`) and a conditional's last branch (`{pending ? 'Saving…' : 'Save'}` reads
 * Save, as a pending flag starts false). What only sometimes renders (`{open && 'Close'}`) and values are not read.
 */
function readText(children: readonly (TSESTree.JSXChild | TSESTree.Expression)[]): string {
  return children
    .map((child): string => {
      switch (child.type) {
        case 'JSXText':
          return child.value
        case 'JSXElement':
        case 'JSXFragment':
          return readText(child.children)
        case 'JSXExpressionContainer':
          return child.expression.type === 'JSXEmptyExpression' ? '' : readText([child.expression])
        case 'ConditionalExpression':
          return readText([child.alternate]) || readText([child.consequent])
        default: {
          const literal = getLiteralValue(child as Node)
          return typeof literal === 'string' ? literal : ''
        }
      }
    })
    .join(' ')
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT - 1)}…` : flat
}

function isMeaningfulChild(child: TSESTree.JSXChild): boolean {
  if (child.type === 'JSXText') return child.value.trim() !== ''
  if (child.type === 'JSXExpressionContainer') return child.expression.type !== 'JSXEmptyExpression'
  return true
}
