import { createRequire } from 'node:module'
import type { TSESTree } from '@typescript-eslint/typescript-estree'
import type * as Converter from '@typescript-eslint/typescript-estree/use-at-your-own-risk'
import { createSourceFile } from './source-file.js'

let converter: typeof Converter | undefined

/**
 * What typescript-estree's `parse(text, { filePath, loc, range })` gives, made the way its
 * parser makes it: TypeScript's parse with parents set (createSourceFile), then its
 * `astConverter`, which throws the parse's first syntax error. The converter comes from the
 * package's `use-at-your-own-risk` entry, loaded at the first full parse: that entry loads 80
 * modules where the package's index loads 129 (project services, program watchers, tsconfig
 * globs, version checks), 0.05–0.07 s of a cold process that a parse without types never
 * uses, and a call whose every reading is cached loads neither. The settings are those
 * `parse` gives the converter without options of ours; the package is pinned to one version
 * (package.json), and the parse test holds every fixture's tree equal to `parse`'s.
 */
export function parseEstree(file: string, text: string, options: { loc: boolean; range: boolean }): TSESTree.Program {
  converter ??= createRequire(import.meta.url)(
    '@typescript-eslint/typescript-estree/use-at-your-own-risk',
  ) as typeof Converter
  const settings = {
    ...options,
    allowInvalidAST: false,
    errorOnUnknownASTType: false,
    // No getter on a node warns through the process: the analyser reads no deprecated property.
    suppressDeprecatedPropertyWarnings: true,
    tokens: null,
    comment: false,
  }
  return converter.astConverter(
    createSourceFile(file, text, true),
    settings as unknown as Converter.ParseSettings,
    false,
  ).estree
}
