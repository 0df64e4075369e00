import type { HookSummary } from '../summary/module-summary.js'
import type { LinkedProject } from './linked-project.js'

/** Where a hook call comes from in a package: the module and the name imported from it. */
export interface PackageOrigin {
  module: string
  name: string
}

/**
 * Every package hook a hook call comes down to that `accepts` takes, in call order, each
 * once: the call itself when it names a package's hook, else all the hooks a project hook
 * calls, followed through other project hooks (each once, so a cycle ends), or the
 * package calls a project binding was made by (`export const { useUser } = configureAuth(…)`
 * from react-query-auth). A hook needs them all: FlowiseAI's useNotifier calls react-redux's
 * useDispatch and then notistack's useSnackbar, and throws without either provider.
 */
export function findPackageOrigins(
  project: LinkedProject,
  file: string,
  hook: HookSummary,
  accepts: (origin: PackageOrigin) => boolean,
  seen: Set<string> = new Set(),
): PackageOrigin[] {
  const origin = project.symbols.resolveLocal(file, hook.root)
  if (origin === null || origin.kind === 'external') {
    const module = origin?.kind === 'external' ? origin.module : hook.root === 'React' ? 'react' : null
    const found = module === null ? null : { module, name: hook.name.split('.').pop()! }
    return found !== null && accepts(found) ? [found] : []
  }
  const fn = project.findFunction(file, hook.name)
  if (fn) {
    const key = `${fn.file}\0${fn.fn.name}`
    if (seen.has(key)) return []
    seen.add(key)
    const found: PackageOrigin[] = []
    for (const inner of fn.fn.hooks) {
      for (const each of findPackageOrigins(project, fn.file, inner, accepts, seen)) addOrigin(found, each)
    }
    return found
  }
  if (origin.kind !== 'symbol') return []
  const found: PackageOrigin[] = []
  for (const ref of project.symbols.outlines.outline(origin.file)?.bindings.get(origin.binding)?.refs ?? []) {
    const target = project.symbols.resolveLocal(origin.file, ref.name)
    if (target?.kind !== 'external') continue
    const each = { module: target.module, name: target.name === '*' && ref.member !== null ? ref.member : target.name }
    if (accepts(each)) addOrigin(found, each)
  }
  return found
}

function addOrigin(found: PackageOrigin[], origin: PackageOrigin): void {
  if (!found.some((known) => known.module === origin.module && known.name === origin.name)) found.push(origin)
}

/** The first of findPackageOrigins, for a question one origin answers (does it reach a router hook?). */
export function findPackageOrigin(
  project: LinkedProject,
  file: string,
  hook: HookSummary,
  accepts: (origin: PackageOrigin) => boolean,
): PackageOrigin | null {
  return findPackageOrigins(project, file, hook, accepts)[0] ?? null
}
