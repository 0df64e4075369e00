import { createRequire } from 'node:module'
import type FastGlob from 'fast-glob'

let loaded: typeof FastGlob | undefined

/**
 * fast-glob, required when a call first globs: its modules take 0.08-0.13 s of a fresh
 * process, and a call that lists the project (`walkSources`) and names its entries by path
 * never globs.
 */
export function fastGlob(): typeof FastGlob {
  loaded ??= createRequire(import.meta.url)('fast-glob') as typeof FastGlob
  return loaded
}

/**
 * A path as a glob that matches only itself (fast-glob's `escapePath`). A path of letters,
 * digits, `_`, `.`, `-` and `/` is its own glob: fast-glob escapes none of those, so it is
 * not loaded for one.
 */
export function escapeGlobPath(path: string): string {
  return /^[\w./-]*$/.test(path) ? path : fastGlob().escapePath(path)
}
