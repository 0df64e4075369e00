import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, getDottedName, isComponentName, isFunctionNode } from '../parse/ast.js'
import type { JsxUsage } from '../summary/module-summary.js'
import type { BodyExtractor } from './body-walk.js'

/**
 * Every element the body renders whose tag names a component rather than a DOM
 * element — in the returned tree, in render props, in prop values and callbacks alike.
 * `props` counts the attributes written at the site, plus one for children.
 */
export function createChildrenExtractor(propLocals: {
  has(name: string): boolean
}): BodyExtractor & { children: JsxUsage[] } {
  const children: JsxUsage[] = []
  return {
    children,
    nodeTypes: ['JSXOpeningElement'],
    enter(node, position) {
      if (node.type !== 'JSXOpeningElement') return
      const tag = getDottedName(node.name)
      if (tag === null) return
      const root = tag.split('.')[0]!
      if (!tag.includes('.') && !isComponentName(tag)) return
      const parent = position.ancestors[position.ancestors.length - 1]
      const hasChildren = parent?.type === 'JSXElement' && parent.children.some(isMeaningfulChild)
      children.push({
        tag,
        root,
        line: node.loc.start.line,
        props: node.attributes.length + (hasChildren ? 1 : 0),
        localKind: null,
        inside: findHostTag(position.ancestors),
      })
    },
    finish(body) {
      for (const child of children) {
        if (propLocals.has(child.root)) child.localKind = 'prop'
        else if (body.nestedComponents.has(child.root)) child.localKind = 'nested'
        else if (body.localNames.has(child.root)) child.localKind = 'local'
      }
    },
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

function isMeaningfulChild(child: TSESTree.JSXChild): boolean {
  if (child.type === 'JSXText') return child.value.trim() !== ''
  if (child.type === 'JSXExpressionContainer') return child.expression.type !== 'JSXEmptyExpression'
  return true
}
