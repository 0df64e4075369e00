import type { LinkedProject } from '../link/linked-project.js'
import type { HookSummary } from '../module/summary.js'

// Hooks React's server build exports (https://react.dev/reference/rsc/server-components):
// the only ones a server component may call.
const SERVER_SAFE_HOOKS = new Set(['use', 'useId', 'useMemo', 'useCallback', 'useDebugValue'])
// Modules whose hooks are known to need the client: React's own, the Next router's, and
// packages whose every hook keeps state, runs effects or reads a client provider (data
// caches, stores, forms, animation, client sessions). Other packages' hooks are not
// judged: some work on the server (next-intl's useTranslations), and the analyser does
// not read packages to tell.
const CLIENT_HOOK_MODULES = new Set([
  'react',
  'react-dom',
  'next/navigation',
  'swr',
  'swr/infinite',
  'swr/mutation',
  '@tanstack/react-query',
  'react-query',
  '@apollo/client',
  'react-redux',
  'zustand',
  'jotai',
  'react-hook-form',
  'framer-motion',
  'motion/react',
  'next-auth/react',
  'react-i18next',
  'usehooks-ts',
  'react-use',
])

/**
 * The client-only hook a hook call needs, or null: `useState` itself, or for a project
 * hook (`useCart`) the client hook it calls, followed through other project hooks.
 */
export function findClientHook(project: LinkedProject, file: string, hook: HookSummary, seen: Set<string> = new Set()): string | null {
  const name = hook.name.split('.').pop()!
  const origin = project.symbols.resolveLocal(file, hook.root)
  if (origin === null || origin.kind === 'external') {
    const module = origin?.kind === 'external' ? origin.module : hook.root === 'React' ? 'react' : null
    return module !== null && CLIENT_HOOK_MODULES.has(module) && !SERVER_SAFE_HOOKS.has(name) ? name : null
  }
  const found = project.findFunction(file, hook.name)
  if (!found) return null
  const key = `${found.file}\0${found.fn.name}`
  if (seen.has(key)) return null
  seen.add(key)
  for (const inner of found.fn.hooks) {
    const client = findClientHook(project, found.file, inner, seen)
    if (client !== null) return client
  }
  return null
}
