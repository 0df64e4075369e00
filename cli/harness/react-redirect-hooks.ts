/**
 * The ES module half of worker-resolve.ts, run by Node's loader (module.register): an import of the
 * React pair resolves as if made from inside the pair's own folders.
 * https://nodejs.org/api/module.html#resolvespecifier-context-nextresolve
 */
import { fileURLToPath, pathToFileURL } from 'node:url'
import { findRedirect } from './react-redirect.js'

interface ResolveContext {
  parentURL?: string
  conditions: string[]
  importAttributes: Record<string, string>
}

type NextResolve = (specifier: string, context?: ResolveContext) => Promise<{ url: string }>

let pair: Record<string, string> = {}

export function initialize(data: Record<string, string>): void {
  pair = data
}

export function resolve(
  specifier: string,
  context: ResolveContext,
  nextResolve: NextResolve,
): Promise<{ url: string }> {
  const importer = context.parentURL?.startsWith('file:') ? fileURLToPath(context.parentURL) : null
  const anchor = findRedirect(pair, specifier, importer)
  return nextResolve(specifier, anchor === null ? context : { ...context, parentURL: pathToFileURL(anchor).href })
}
