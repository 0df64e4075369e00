import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, getDottedName, getStaticText, isFunctionNode, textOf } from '../parse/ast.js'
import type { JsxAttributeFact, JsxAttributeKind, JsxElementFact } from '../summary/module-summary.js'
import type { BodyExtractor } from './body-walk.js'

/**
 * Every JSX element as written — tag, attributes and what kind of value each holds,
 * and whether a `.map()` callback returns it — for the rules on keys, stable props and
 * accessibility. Fragments are recorded only when mapped, where they need a key.
 */
export function createElementsExtractor(source: string): BodyExtractor & { elements: JsxElementFact[] } {
  const elements: JsxElementFact[] = []
  return {
    elements,
    nodeTypes: ['JSXElement', 'JSXFragment'],
    enter(node, position) {
      if (node.type !== 'JSXElement' && node.type !== 'JSXFragment') return
      const mapped = getMapping(node, position.ancestors)
      if (node.type === 'JSXFragment') {
        if (mapped)
          elements.push({
            tag: '<>',
            intrinsic: false,
            mapped,
            attributes: [],
            hasSpread: false,
            line: node.loc.start.line,
            column: node.loc.start.column + 1,
          })
        return
      }
      const opening = node.openingElement
      const tag =
        opening.name.type === 'JSXNamespacedName'
          ? `${opening.name.namespace.name}:${opening.name.name.name}`
          : getDottedName(opening.name)!
      const attributes: JsxAttributeFact[] = []
      let hasSpread = false
      for (const attribute of opening.attributes) {
        if (attribute.type === 'JSXSpreadAttribute') {
          hasSpread = true
          continue
        }
        const name =
          attribute.name.type === 'JSXNamespacedName'
            ? `${attribute.name.namespace.name}:${attribute.name.name.name}`
            : attribute.name.name
        attributes.push({
          name,
          ...describeValue(source, attribute.value),
          line: attribute.loc.start.line,
          column: attribute.loc.start.column + 1,
        })
      }
      elements.push({
        tag,
        intrinsic: /^[a-z]/.test(tag) && !tag.includes('.'),
        mapped,
        attributes,
        hasSpread,
        line: opening.loc.start.line,
        column: opening.loc.start.column + 1,
      })
    },
    finish(body) {
      // `onClick={handleClick}` names a function the body declares: it is a function value.
      for (const element of elements) {
        for (const attribute of element.attributes)
          if (attribute.kind === 'identifier' && body.localFunctions.has(attribute.text!)) attribute.kind = 'function'
      }
    },
  }
}

function describeValue(
  source: string,
  value: TSESTree.JSXAttribute['value'],
): { kind: JsxAttributeKind; text: string | null } {
  if (value === null) return { kind: 'boolean', text: null }
  if (value.type === 'Literal')
    return { kind: 'string', text: typeof value.value === 'string' ? value.value : String(value.value) }
  if (value.type === 'JSXElement' || value.type === 'JSXFragment') return { kind: 'element', text: null }
  if (value.type !== 'JSXExpressionContainer' || value.expression.type === 'JSXEmptyExpression')
    return { kind: 'expression', text: null }
  const expression = value.expression
  switch (expression.type) {
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return { kind: 'function', text: null }
    case 'ObjectExpression':
      return { kind: 'object', text: null }
    case 'ArrayExpression':
      return { kind: 'array', text: null }
    case 'Identifier':
      return expression.name === 'undefined'
        ? { kind: 'expression', text: 'undefined' }
        : { kind: 'identifier', text: expression.name }
    case 'JSXElement':
    case 'JSXFragment':
      return { kind: 'element', text: null }
    default: {
      const text = getStaticText(source, expression)
      if (
        text !== null &&
        (expression.type === 'Literal' ||
          (expression.type === 'TemplateLiteral' && expression.expressions.length === 0))
      )
        return { kind: 'string', text }
      if (expression.type === 'Literal' && typeof expression.value === 'boolean')
        return { kind: 'boolean', text: String(expression.value) }
      return { kind: 'expression', text: textOf(source, expression) }
    }
  }
}

/**
 * Is the element what a `.map()` (or `flatMap`, `Array.from`) callback returns — as its
 * arrow body, from a `return`, or as a branch of a ternary or `&&` there?
 */
function getMapping(node: Node, ancestors: readonly Node[]): { index: string | null } | null {
  let child: Node = node
  for (let index = ancestors.length - 1; index >= 0; index--) {
    const parent = ancestors[index]!
    if (isFunctionNode(parent)) {
      if (parent.body !== child && parent.body.type !== 'BlockStatement') return null
      return getMapCallback(parent, ancestors[index - 1])
    }
    const passes =
      (parent.type === 'ConditionalExpression' && parent.test !== child) ||
      (parent.type === 'LogicalExpression' && parent.right === child) ||
      parent.type === 'ReturnStatement' ||
      parent.type === 'BlockStatement' ||
      (parent.type === 'IfStatement' && parent.test !== child)
    if (!passes) return null
    child = parent
  }
  return null
}

function getMapCallback(fn: Node, call: Node | undefined): { index: string | null } | null {
  if (!isFunctionNode(fn) || call?.type !== 'CallExpression') return null
  const name = getDottedName(call.callee)
  const position = name === 'Array.from' ? 1 : name !== null && /\.(map|flatMap)$/.test(name) ? 0 : -1
  if (position === -1 || call.arguments[position] !== fn) return null
  const indexParam = fn.params[1]
  return { index: indexParam?.type === 'Identifier' ? indexParam.name : null }
}
