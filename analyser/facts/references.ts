import type { Node } from '../parse/ast.js'
import type { Reference } from '../module/summary.js'
import type { BodyExtractor } from './body-walk.js'

/**
 * Names from outside the body that it reads as values, with the line of first use:
 * how a component reaches a server action it never calls (`<form action={save}>`).
 */
export function createReferencesExtractor(): BodyExtractor & { refs: Reference[] } {
  const seen = new Map<string, Reference>()
  const refs: Reference[] = []
  return {
    refs,
    enter(node, position) {
      const parent = position.ancestors[position.ancestors.length - 1]
      let name: string | null = null
      if (node.type === 'Identifier' && position.isReference(node)) name = node.name
      else if (node.type === 'JSXIdentifier' && isTagRoot(node, parent)) name = node.name
      if (name === null) return
      const member = parent?.type === 'MemberExpression' && parent.object === node && !parent.computed && parent.property.type === 'Identifier' ? parent.property.name : parent?.type === 'JSXMemberExpression' && parent.object === node ? parent.property.name : null
      const key = `${name}\0${member ?? ''}`
      if (!seen.has(key)) seen.set(key, { name, member, line: node.loc.start.line })
    },
    finish(body) {
      for (const ref of seen.values()) if (!body.localNames.has(ref.name)) refs.push(ref)
    },
  }
}

function isTagRoot(node: Node, parent: Node | undefined): boolean {
  if (parent?.type === 'JSXOpeningElement') return parent.name === node && /^[A-Z]/.test((node as { name: string }).name)
  return parent?.type === 'JSXMemberExpression' && parent.object === node
}
