import type { HookSummary } from '../summary/module-summary.js'
import type { LinkedProject } from './linked-project.js'

/** Where a hook call comes from in a package: the module and the name imported from it. */
export interface PackageOrigin {
  module: string
  name: string
}

/**
 * The first package hook a hook call comes down to that `accepts` takes: the call itself
 * when it names a package's hook, else the hooks a project hook calls, followed through
 * other project hooks, or the package call a project binding was made by
 * (`export const { useUser } = configureAuth(…)` from react-query-auth). Null when none is.
 */
export function findPackageOrigin(
  project: LinkedProject,
  file: string,
  hook: HookSummary,
  accepts: (origin: PackageOrigin) => boolean,
  seen: Set<string> = new Set(),
): PackageOrigin | null {
  const origin = project.symbols.resolveLocal(file, hook.root)
  if (origin === null || origin.kind === 'external') {
    const module = origin?.kind === 'external' ? origin.module : hook.root === 'React' ? 'react' : null
    const found = module === null ? null : { module, name: hook.name.split('.').pop()! }
    return found !== null && accepts(found) ? found : null
  }
  const fn = project.findFunction(file, hook.name)
  if (fn) {
    const key = `${fn.file}\0${fn.fn.name}`
    if (seen.has(key)) return null
    seen.add(key)
    for (const inner of fn.fn.hooks) {
      const found = findPackageOrigin(project, fn.file, inner, accepts, seen)
      if (found !== null) return found
    }
    return null
  }
  if (origin.kind !== 'symbol') return null
  for (const ref of project.symbols.outlines.get(origin.file)?.bindings.get(origin.binding)?.refs ?? []) {
    const target = project.symbols.resolveLocal(origin.file, ref.name)
    if (target?.kind !== 'external') continue
    const found = { module: target.module, name: target.name === '*' && ref.member !== null ? ref.member : target.name }
    if (accepts(found)) return found
  }
  return null
}
