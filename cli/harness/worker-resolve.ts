/**
 * Loaded into every jsdom vitest worker before anything else (`--import`), for what Node resolves
 * around vite:
 *
 * - One React. Each import of react, react-dom and scheduler in the process resolves to the run's
 *   pair (FLAWLESS_REACT_PAIR, each package's real folder), whoever imports it. vite's aliases send
 *   the suites' and the project's own imports there; the packages Node loads around vite (a hook
 *   library's CommonJS build, an ES module vitest leaves external) resolve from their own folders,
 *   which is the project's React when the run uses flawless-react's pair: two Reacts, and every hook
 *   a package calls reads a dispatcher the suite's renderer never set ("Invalid hook call",
 *   `reading 'useState'` of null).
 * - The conditions vitest's VM contexts require with, which Node 20 ignores (require-conditions.ts).
 * - In an Expo run (FLAWLESS_NATIVE_WEB), React Native's packages as the web bundler resolves and
 *   compiles them (native-web.ts).
 */
import Module, { register } from 'node:module'
import * as path from 'node:path'
import { type NativeWebSettings, createNativeWebResolver } from './native-web.js'
import { findRedirect } from './react-redirect.js'
import { resolveRequireConditions } from './require-conditions.js'

interface ResolveOptions {
  conditions?: Iterable<string>
}

type Parent = { id?: string; filename?: string | null; paths?: string[] } | undefined

type ResolveFilename = (request: string, parent: Parent, isMain?: boolean, options?: ResolveOptions) => string

const pair = JSON.parse(process.env.FLAWLESS_REACT_PAIR ?? '{}') as Record<string, string>
const nativeWeb = process.env.FLAWLESS_NATIVE_WEB
  ? createNativeWebResolver(JSON.parse(process.env.FLAWLESS_NATIVE_WEB) as NativeWebSettings)
  : null

// CommonJS: Node's own require and vitest's VM require both ask Module._resolveFilename.
const modules = Module as unknown as { _resolveFilename: ResolveFilename }
const resolveFilename = modules._resolveFilename
modules._resolveFilename = function (request, parent, isMain, options) {
  const resolveFrom = (specifier: string, from: Parent): string => {
    const anchor = findRedirect(pair, specifier, from?.filename ?? null)
    const base = anchor === null ? from : { ...from, filename: anchor, paths: lookupPaths(anchor) }
    const resolved = resolveFilename.call(this, specifier, base, isMain, options)
    return options?.conditions ? resolveRequireConditions(resolved, specifier, new Set(options.conditions)) : resolved
  }
  if (nativeWeb === null) return resolveFrom(request, parent)
  const filename = parent?.filename ?? null
  // A compiled copy's requires resolve from the file it was compiled from.
  return nativeWeb.resolve(request, filename, (specifier, file) =>
    resolveFrom(
      specifier,
      file === filename || file === null ? parent : { id: file, filename: file, paths: lookupPaths(file) },
    ),
  )
}

// ES modules: Node's resolver, and vitest's VM linker through import.meta.resolve.
if (Object.keys(pair).length > 0) register('./react-redirect-hooks.js', import.meta.url, { data: pair })

/** Where Node looks for packages from a file: its folder's node_modules and each one above. */
function lookupPaths(file: string): string[] {
  const paths: string[] = []
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    if (path.basename(folder) !== 'node_modules') paths.push(path.join(folder, 'node_modules'))
    if (path.dirname(folder) === folder) return paths
  }
}
