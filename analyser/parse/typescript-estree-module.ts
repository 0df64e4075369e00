import { createRequire } from 'node:module'
import type * as TypescriptEstree from '@typescript-eslint/typescript-estree'

let loaded: typeof TypescriptEstree | undefined

/**
 * typescript-estree, loaded at the first full parse rather than with the analyser: a call
 * whose every reading comes from the cache (`--cache`, a warm MCP call) never needs it, and
 * loading it costs about 0.2 s of a process's start on top of TypeScript's.
 */
export function loadTypescriptEstree(): typeof TypescriptEstree {
  loaded ??= createRequire(import.meta.url)('@typescript-eslint/typescript-estree') as typeof TypescriptEstree
  return loaded
}
