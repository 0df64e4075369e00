import { findPackageOrigin } from '../link/hook-origins.js'
import type { LinkedProject } from '../link/linked-project.js'
import type { HookSummary } from '../summary/module-summary.js'
import { isHookName } from '../parse/ast.js'

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
 * hook (`useCart`) the client hook it calls, followed through other project hooks. A
 * binding a package factory made (`create(…)` from zustand) is not judged: the factory
 * is not a hook, and the analyser does not read packages to tell what it returns.
 */
export function findClientHook(project: LinkedProject, file: string, hook: HookSummary): string | null {
  return (
    findPackageOrigin(
      project,
      file,
      hook,
      ({ module, name }) => CLIENT_HOOK_MODULES.has(module) && isHookName(name) && !SERVER_SAFE_HOOKS.has(name),
    )?.name ?? null
  )
}
