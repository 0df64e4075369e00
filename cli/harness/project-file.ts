import * as path from 'node:path'

/** A vite module id as a path in the project (with `/`), or null for one outside it or in its node_modules. */
export function toProjectFile(root: string, id: string): string | null {
  const from = path.relative(root, id.split('?')[0]!)
  if (from.startsWith('..') || path.isAbsolute(from) || from.split(path.sep).includes('node_modules')) return null
  return from.split(path.sep).join('/')
}
