import * as path from 'node:path'
import { isHookName } from '../parse/ast.js'

/**
 * The hook an anonymous default export is, named from its file as SPEC 2.3 names one:
 * `hooks/useApi.jsx` → `useApi`, `use-health.ts` → `useHealth`, `useCart/index.ts` → `useCart`.
 * Null when the file is not named as a hook. A `use` name is what marks a hook
 * (https://react.dev/learn/reusing-logic-with-custom-hooks#hook-names-always-start-with-use).
 */
export function getHookNameFromFile(file: string): string | null {
  const base = path.posix.basename(file).replace(/\.[^.]+$/, '')
  const stem = base === 'index' ? path.posix.basename(path.posix.dirname(file)) : base
  const name = stem.replace(/-([a-z0-9])/gi, (_dash, letter: string) => letter.toUpperCase())
  return isHookName(name) ? name : null
}
