import { createRequire } from 'node:module'
import type * as TypeScript from 'typescript'

/**
 * TypeScript's compiler API, once `loadTypeScript` has run. Every way into it (a scan, a
 * parse, a tsconfig) starts by loading it; code that walks what those made uses `ts` as
 * loaded. A call whose every reading comes from the cache never loads it: its 9 MB file costs
 * 0.3-0.4 s of a process's start. Loaded with `require`, since an ES `import` of a CommonJS
 * package makes Node lex the whole file for its export names first (0.5 s more). Types come
 * from `import type * as TS from 'typescript'`.
 */
export let ts: typeof TypeScript

export function loadTypeScript(): typeof TypeScript {
  ts ??= createRequire(import.meta.url)('typescript') as typeof TypeScript
  return ts
}
