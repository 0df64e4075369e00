import type * as TS from 'typescript'
import { ts } from './typescript-module.js'
import { createSourceFile } from './source-file.js'
import type { ParseFailure } from './parse-source.js'

/**
 * The cheap parse every source gets: TypeScript's own parser, without the conversion to
 * ESTree that costs most of a typescript-estree parse. Its options are the ones
 * typescript-estree gives the same parser (script kind by extension, no JSDoc, `.mjs`
 * always a module), so a file fails here exactly when its first syntax error would fail
 * `parseSource`, with the same message and position.
 */
export function parseTypeScript(file: string, text: string): TS.SourceFile | ParseFailure {
  const sourceFile = createSourceFile(file, text, false)
  // typescript-estree reports the parser's first diagnostic, which TypeScript keeps on
  // the file without declaring it in its typings.
  const [first] = (sourceFile as unknown as { parseDiagnostics: readonly TS.DiagnosticWithLocation[] }).parseDiagnostics
  if (first === undefined) return sourceFile
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(first.start)
  return { line: line + 1, column: character + 1, message: String(first.messageText) }
}

/**
 * Whether a syntax tree nests past `limit` levels, walked with a stack of its own. The
 * cheap pass hands such a file to the full parse, whose depth bound (MAX_SYNTAX_DEPTH,
 * counted on ESTree nodes) decides it: TypeScript's tree nests differently (parentheses
 * are nodes, a type annotation is not), so only a bound well under that one is safe here.
 */
export function isNestedDeeperThan(root: TS.Node, limit: number): boolean {
  const nodes: TS.Node[] = [root]
  const depths: number[] = [1]
  let childDepth = 0
  const push = (child: TS.Node): undefined => {
    nodes.push(child)
    depths.push(childDepth)
    return undefined
  }
  while (nodes.length > 0) {
    const node = nodes.pop()!
    const depth = depths.pop()!
    if (depth > limit) return true
    childDepth = depth + 1
    ts.forEachChild(node, push)
  }
  return false
}

export function isTypeScriptParseFailure(value: TS.SourceFile | ParseFailure): value is ParseFailure {
  return !('kind' in value)
}
