import { createRequire } from 'node:module'
import type * as TypeScript from 'typescript'

/**
 * TypeScript's compiler API, loaded with `require`. An ES `import` of a CommonJS package
 * makes Node lex the whole file for its export names first, and TypeScript's is 9 MB: that
 * cost 0.5 s of CPU in every process that reads a project (`analyse` of a small example,
 * 1.45 s → 0.95 s). Types come from `import type * as TS from 'typescript'`.
 */
export const ts: typeof TypeScript = createRequire(import.meta.url)('typescript')
