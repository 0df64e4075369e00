import type { Node } from '../parse/ast.js'
import { getImportSource, getThenExport } from '../components/detect.js'
import type { DynamicImport, Reference } from '../summary/module-summary.js'
import { type BodyExtractor, type BodyScope, type ModuleScope, walkBody } from './body-walk.js'

/** A use of a name, and the function it was made in: a parameter or local there hides the outside binding. */
interface Use {
  ref: Reference
  scope: BodyScope
}

/**
 * Names from outside the body that it reads as values, with the line of first use —
 * how a component reaches a server action it never calls (`<form action={save}>`), and
 * the edges of the render-mode graph — plus the modules it loads with `import()`. Each
 * name is listed once per member read (null for the name itself), grouped by name.
 */
export function createReferencesExtractor(
  scope: ModuleScope,
): BodyExtractor & { refs: Reference[]; dynamicImports: DynamicImport[] } {
  // name → member → its uses, the first use in each function only: whether a use is
  // hidden by a local is known once the walk has seen every declaration.
  const uses = new Map<string, Map<string | null, Use[]>>()
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
      let byMember = uses.get(name)
      if (!byMember) {
        byMember = new Map()
        uses.set(name, byMember)
      }
      let found = byMember.get(member)
      if (!found) {
        found = []
        byMember.set(member, found)
      }
      const where = position.scope
      if (found.some((use) => use.scope === where)) return
      found.push({ ref: { name, member, line: node.loc.start.line, column: node.loc.start.column + 1 }, scope: where })
    },
    finish() {
      for (const [name, byMember] of uses) {
        for (const found of byMember.values()) {
          const first = found.find((use) => !isDeclaredAround(name, use.scope))
          if (first) refs.push(first.ref)
        }
      }
    },
  }
}

/**
 * The references of code outside the bodies already walked — a binding's initialiser
 * around the function it wraps, a module's top-level statements — read by the same
 * extractor, one root at a time, each name and member once.
 */
export function collectReferences(
  roots: readonly Node[],
  skip: ReadonlySet<Node>,
  scope: ModuleScope,
): { refs: Reference[]; dynamicImports: DynamicImport[] } {
  const refs: Reference[] = []
  const dynamicImports: DynamicImport[] = []
  const seen = new Set<string>()
  for (const root of roots) {
    const extractor = createReferencesExtractor(scope)
    walkBody(root, [extractor], { skip })
    for (const ref of extractor.refs) {
      const key = `${ref.name}\0${ref.member ?? ''}`
      if (seen.has(key)) continue
      seen.add(key)
      refs.push(ref)
    }
    dynamicImports.push(...extractor.dynamicImports)
  }
  return { refs, dynamicImports }
}

function isDeclaredAround(name: string, scope: BodyScope): boolean {
  for (let current: BodyScope | null = scope; current !== null; current = current.parent)
    if (current.names.has(name)) return true
  return false
}

function isTagRoot(node: Node, parent: Node | undefined): boolean {
  if (parent?.type === 'JSXOpeningElement')
    return parent.name === node && /^[A-Z]/.test((node as { name: string }).name)
  return parent?.type === 'JSXMemberExpression' && parent.object === node
}
