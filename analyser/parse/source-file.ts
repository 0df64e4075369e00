import * as path from 'node:path'
import type * as TS from 'typescript'
import { loadTypeScript, ts } from './typescript-module.js'

/**
 * TypeScript's parse of a file as typescript-estree asks for it (create-program/createSourceFile):
 * the latest syntax, no JSDoc, `.mjs` always a module, the script kind by extension. With
 * `setParentNodes`, as typescript-estree's converter needs.
 */
export function createSourceFile(file: string, text: string, setParentNodes: boolean): TS.SourceFile {
  loadTypeScript()
  const extension = path.posix.extname(file).toLowerCase()
  return ts.createSourceFile(
    file,
    text,
    {
      languageVersion: ts.ScriptTarget.Latest,
      jsDocParsingMode: ts.JSDocParsingMode.ParseNone,
      setExternalModuleIndicator: extension === '.mjs' ? markAsModule : undefined,
    },
    setParentNodes,
    getScriptKind(extension),
  )
}

/** `.mjs` is a module whatever it holds, as typescript-estree marks it. */
function markAsModule(sourceFile: TS.SourceFile): void {
  ;(sourceFile as unknown as { externalModuleIndicator: boolean }).externalModuleIndicator = true
}

/** The script kind by extension, as typescript-estree's getScriptKind gives it for a source. */
export function getScriptKind(extension: string): TS.ScriptKind {
  loadTypeScript()
  switch (extension) {
    case '.ts':
      return ts.ScriptKind.TS
    case '.jsx':
      return ts.ScriptKind.JSX
    case '.js':
    case '.mjs':
    case '.cjs':
      return ts.ScriptKind.JS
    default:
      return ts.ScriptKind.TSX
  }
}
