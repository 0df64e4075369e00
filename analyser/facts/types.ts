import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, textOf, walk } from '../parse/ast.js'
import type { TypeMember, TypePart, TypeShape } from '../summary/module-summary.js'

// Wrappers that keep a props type's members as they are.
const TRANSPARENT_WRAPPERS = new Set(['Readonly', 'Partial', 'Required', 'NoInfer'])
const CHILDREN_WRAPPERS = new Set(['PropsWithChildren', 'React.PropsWithChildren'])

/** The parts a props type is made of: inline members, named types to look up, `children`. */
export function getTypeParts(source: string, node: TSESTree.TypeNode | undefined): TypePart[] {
  if (!node) return []
  switch (node.type) {
    case 'TSTypeLiteral':
      return [{ kind: 'members', members: getMembers(source, node.members) }]
    case 'TSIntersectionType':
    case 'TSUnionType':
      return node.types.flatMap((part) => getTypeParts(source, part))
    case 'TSTypeReference': {
      const name = textOf(source, node.typeName)
      const args = node.typeArguments?.params ?? []
      if (TRANSPARENT_WRAPPERS.has(name) && args[0]) return getTypeParts(source, args[0])
      if (CHILDREN_WRAPPERS.has(name)) return [...getTypeParts(source, args[0]), { kind: 'children' }]
      return [{ kind: 'named', name, text: textOf(source, node) }]
    }
    default:
      return [{ kind: 'named', name: textOf(source, node), text: textOf(source, node) }]
  }
}

export function getMembers(source: string, members: readonly TSESTree.TypeElement[]): TypeMember[] {
  const result: TypeMember[] = []
  for (const member of members) {
    if (member.type === 'TSPropertySignature') {
      const name = getKeyName(member.key, member.computed)
      if (name === null) continue
      const typeNode = member.typeAnnotation?.typeAnnotation
      result.push({
        name,
        type: typeNode ? textOf(source, typeNode) : 'any',
        optional: member.optional === true,
        refs: typeNode ? getTypeRefs(source, typeNode) : [],
      })
    } else if (member.type === 'TSMethodSignature') {
      const name = getKeyName(member.key, member.computed)
      if (name === null) continue
      const params = member.params.map((param) => textOf(source, param)).join(', ')
      const returns = member.returnType ? textOf(source, member.returnType.typeAnnotation) : 'void'
      result.push({
        name,
        type: `(${params}) => ${returns}`,
        optional: member.optional === true,
        refs: getTypeRefs(source, member),
      })
    }
  }
  return result
}

/** Named types a type mentions, as written (`Post`, `React.ReactNode`). */
export function getTypeRefs(source: string, node: Node): string[] {
  const refs = new Set<string>()
  walk(node, (child) => {
    if (child.type === 'TSTypeReference') refs.add(textOf(source, child.typeName))
    else if (child.type === 'TSImportType') {
      // `import('chart.js').ChartData`: named by where it comes from.
      refs.add(textOf(source, child))
      return false
    } else if (child.type === 'TSTypeQuery') return false
  })
  return [...refs]
}

export function getTypeShape(
  source: string,
  declaration: TSESTree.TSInterfaceDeclaration | TSESTree.TSTypeAliasDeclaration,
): TypeShape {
  const typeParams = declaration.typeParameters?.params.map((param) => param.name.name) ?? []
  if (declaration.type === 'TSTypeAliasDeclaration')
    return {
      parts: getTypeParts(source, declaration.typeAnnotation),
      typeParams,
      aliasText: textOf(source, declaration.typeAnnotation),
    }
  const parts: TypePart[] = [{ kind: 'members', members: getMembers(source, declaration.body.body) }]
  for (const heritage of declaration.extends) {
    const name = textOf(source, heritage.expression)
    const text = textOf(source, heritage)
    if (CHILDREN_WRAPPERS.has(name)) parts.push({ kind: 'children' })
    else parts.push({ kind: 'named', name, text })
  }
  return { parts, typeParams, aliasText: null }
}

function getKeyName(key: TSESTree.Node, computed: boolean): string | null {
  if (!computed && key.type === 'Identifier') return key.name
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value
  return null
}
