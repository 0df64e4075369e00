import type * as TS from 'typescript'
import { ts } from './typescript-module.js'

/**
 * Helpers for reading TypeScript's own syntax tree as the ESTree helpers of `ast.ts` read
 * typescript-estree's. The one difference that runs through them: TypeScript keeps
 * parentheses as nodes, ESTree drops them, so every reading looks through them.
 */

/** `(x)` → `x`: ESTree has no node for parentheses. */
export function skipParentheses(node: TS.Node): TS.Node {
  let current = node
  while (ts.isParenthesizedExpression(current)) current = current.expression
  return current
}

/** Peels `x as T`, `x!`, `x satisfies T`, `<T>x` and parentheses off an expression, as `unwrapExpression` does. */
export function unwrapTypeScriptExpression(node: TS.Node): TS.Node {
  let current = node
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current)
  )
    current = current.expression
  return current
}

/**
 * A call as ESTree has it: `import('./x')` is an ImportExpression there, and a call that
 * ends an optional chain (`a?.b()`) sits inside a ChainExpression.
 */
export function isEstreeCall(node: TS.Node): node is TS.CallExpression {
  return (
    ts.isCallExpression(node) &&
    node.expression.kind !== ts.SyntaxKind.ImportKeyword &&
    (node.flags & ts.NodeFlags.OptionalChain) === 0
  )
}

/** `import('./x')`. */
export function isImportCall(node: TS.Node): boolean {
  return ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
}

/** A function as ESTree has it: a declaration with a body, an expression, an arrow, or an object's method. */
export function isFunctionLike(node: TS.Node): node is TS.FunctionLikeDeclaration {
  switch (node.kind) {
    case ts.SyntaxKind.FunctionDeclaration:
      return (node as TS.FunctionDeclaration).body !== undefined
    case ts.SyntaxKind.FunctionExpression:
    case ts.SyntaxKind.ArrowFunction:
    case ts.SyntaxKind.MethodDeclaration:
    case ts.SyntaxKind.GetAccessor:
    case ts.SyntaxKind.SetAccessor:
    case ts.SyntaxKind.Constructor:
      return true
    default:
      return false
  }
}

/** The dotted name of a callee, as `getDottedName` reads it: null when a link is computed or not a name. */
export function getTypeScriptDottedName(node: TS.Node): string | null {
  const current = skipParentheses(node)
  if (ts.isIdentifier(current)) return current.text
  if (current.kind === ts.SyntaxKind.ThisKeyword) return 'this'
  if (ts.isNonNullExpression(current)) return getTypeScriptDottedName(current.expression)
  if (ts.isPropertyAccessExpression(current) && ts.isIdentifier(current.name)) {
    const object = getTypeScriptDottedName(current.expression)
    return object === null ? null : `${object}.${current.name.text}`
  }
  return null
}

/** The string a module specifier or an `import()` source names, when it is written as one. */
export function getStaticString(node: TS.Node | undefined): string | null {
  if (node === undefined) return null
  const current = skipParentheses(node)
  return ts.isStringLiteral(current) || ts.isNoSubstitutionTemplateLiteral(current) ? current.text : null
}

/** The 1-based line and column where a node's first token starts, as ESTree's `loc` gives them. */
export function getStartPosition(sourceFile: TS.SourceFile, node: TS.Node): { line: number; column: number } {
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile))
  return { line: line + 1, column: character + 1 }
}
