import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'

type ExportsTarget = string | null | ExportsTarget[] | { [key: string]: ExportsTarget }

/**
 * The file a `require` should get when its caller asks for `conditions` without `module-sync`, as
 * vitest's VM contexts do: they compile what they require as CommonJS, and Node 20 ignores the
 * conditions a require names, giving a package's `module-sync` ES build (async-function's
 * require.mjs, which get-intrinsic requires under axios's form-data). That build is swapped for the
 * one the package's `exports` give under the caller's conditions; anything else is kept as Node
 * resolved it. https://nodejs.org/api/packages.html#conditional-exports
 */
export function resolveRequireConditions(resolved: string, request: string, conditions: ReadonlySet<string>): string {
  if (conditions.has('module-sync') || !isEsModule(resolved) || request.startsWith('.') || path.isAbsolute(request))
    return resolved
  const parts = request.split('/')
  const length = request.startsWith('@') ? 2 : 1
  const name = parts.slice(0, length).join('/')
  const subpath = ['.', ...parts.slice(length)].join('/')
  const folder = findPackageFolderOf(resolved, name)
  if (folder === null) return resolved
  const { exports } = readManifest(folder) ?? {}
  const target = chooseTarget(findSubpathTarget(exports, subpath), new Set([...conditions, 'default']))
  if (target === null) return resolved
  const file = path.join(folder, target)
  return existsSync(file) ? file : resolved
}

/** Whether Node runs `file` as an ES module: a `.mjs`, or a `.js` whose nearest package.json says "type": "module". */
export function isEsModule(file: string): boolean {
  if (file.endsWith('.mjs')) return true
  if (!file.endsWith('.js')) return false
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return readManifest(folder)?.type === 'module'
    if (path.dirname(folder) === folder) return false
  }
}

/** The folder, at or above a file, whose package.json names the package. */
function findPackageFolderOf(file: string, name: string): string | null {
  for (let folder = path.dirname(file); path.dirname(folder) !== folder; folder = path.dirname(folder)) {
    if (readManifest(folder)?.name === name) return folder
  }
  return null
}

/** The target `exports` maps a subpath to: its own key, or the longest `*` pattern matching it, filled in. */
function findSubpathTarget(exports: ExportsTarget | undefined, subpath: string): ExportsTarget {
  if (exports === undefined || exports === null) return null
  const isMap = typeof exports === 'object' && !Array.isArray(exports) && Object.keys(exports)[0]?.startsWith('.')
  if (!isMap) return subpath === '.' ? exports : null
  const map = exports as Record<string, ExportsTarget>
  if (subpath in map) return map[subpath]!
  const patterns = Object.keys(map)
    .filter((key) => key.includes('*'))
    .sort((a, b) => b.length - a.length)
  for (const key of patterns) {
    const [before, after] = key.split('*') as [string, string]
    if (!subpath.startsWith(before) || !subpath.endsWith(after) || subpath.length < key.length - 1) continue
    const match = subpath.slice(before.length, subpath.length - after.length)
    return fillPattern(map[key]!, match)
  }
  return null
}

function fillPattern(target: ExportsTarget, match: string): ExportsTarget {
  if (typeof target === 'string') return target.replaceAll('*', match)
  if (Array.isArray(target)) return target.map((item) => fillPattern(item, match))
  if (target === null) return null
  return Object.fromEntries(Object.entries(target).map(([key, value]) => [key, fillPattern(value, match)]))
}

/** The first path a target gives under the conditions: keys in their order, arrays as fallbacks. */
function chooseTarget(target: ExportsTarget, conditions: ReadonlySet<string>): string | null {
  if (typeof target === 'string') return target
  if (target === null) return null
  if (Array.isArray(target)) {
    for (const item of target) {
      const chosen = chooseTarget(item, conditions)
      if (chosen !== null) return chosen
    }
    return null
  }
  for (const [condition, value] of Object.entries(target)) {
    if (!conditions.has(condition)) continue
    const chosen = chooseTarget(value, conditions)
    if (chosen !== null) return chosen
  }
  return null
}

function readManifest(folder: string): { name?: string; type?: string; exports?: ExportsTarget } | null {
  try {
    return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'))
  } catch {
    return null
  }
}
