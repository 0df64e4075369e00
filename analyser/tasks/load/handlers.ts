import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, isFunctionNode, unwrapExpression } from '../../parse/ast.js'

/** `export async function POST`, `export const POST = async (…) => …`: the function that answers `method`. */
export function findHandler(program: TSESTree.Program, method: string): Node | null {
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue
    const declaration = statement.declaration
    if (declaration.type === 'FunctionDeclaration' && declaration.id?.name === method) return declaration
    if (declaration.type !== 'VariableDeclaration') continue
    for (const declarator of declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== method || !declarator.init) continue
      const init = unwrapExpression(declarator.init)
      // `export const POST = withAuth(async (req) => …)`: the handler is the function handed in.
      if (isFunctionNode(init)) return init
      if (init.type === 'CallExpression') return init
    }
  }
  return null
}
