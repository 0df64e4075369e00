import type { Node } from '../parse/ast.js'
import { getImportSource, getThenExport } from '../components/detect.js'
import type { DynamicImport, Reference } from '../summary/module-summary.js'
import type { BodyExtractor, ModuleScope } from './body-walk.js'

/**
 * Names from outside the body that it reads as values, with the line of first use —
 * how a component reaches a server action it never calls (`<form action={save}>`), and
 * the edges of the render-mode graph — plus the modules it loads with `import()`.
 */
export function createReferencesExtractor(
  scope: ModuleScope,
): BodyExtractor & { refs: Reference[]; dynamicImports: DynamicImport[] } {
  // name → the references to it, one per member read (null for the name itself).
  const seen = new Map<string, Reference[]>()
  const refs: Reference[] = []
  const dynamicImports: DynamicImport[] = []
  return {
    refs,
    dynamicImports,
    nodeTypes: ['ImportExpression', 'Identifier', 'JSXIdentifier'],
    enter(node, position) {
      const parent = position.ancestors[position.ancestors.length - 1]
      if (node.type === 'ImportExpression') {
        const specifier = getImportSource(node)
        if (specifier !== null)
          dynamicImports.push({
            specifier,
            imported: getThenExport(position.ancestors) ?? '*',
            line: node.loc.start.line,
          })
        return
      }
      let name: string | null = null
      // `typeof window !== 'undefined'` is how code asks whether it runs in a browser, not a use.
      if (
        node.type === 'Identifier' &&
        scope.has(node.name) &&
        position.isReference(node) &&
        !(parent?.type === 'UnaryExpression' && parent.operator === 'typeof')
      )
        name = node.name
      else if (node.type === 'JSXIdentifier' && scope.has(node.name) && isTagRoot(node, parent)) name = node.name
      if (name === null) return
      const member =
        parent?.type === 'MemberExpression' &&
        parent.object === node &&
        !parent.computed &&
        parent.property.type === 'Identifier'
          ? parent.property.name
          : parent?.type === 'JSXMemberExpression' && parent.object === node
            ? parent.property.name
            : null
      const existing = seen.get(name)
      const ref = (): Reference => ({ name, member, line: node.loc.start.line, column: node.loc.start.column + 1 })
      if (!existing) seen.set(name, [ref()])
      else if (!existing.some((found) => found.member === member)) existing.push(ref())
    },
    finish(body) {
      for (const [name, found] of seen) if (!body.localNames.has(name)) refs.push(...found)
    },
  }
}

function isTagRoot(node: Node, parent: Node | undefined): boolean {
  if (parent?.type === 'JSXOpeningElement')
    return parent.name === node && /^[A-Z]/.test((node as { name: string }).name)
  return parent?.type === 'JSXMemberExpression' && parent.object === node
}
