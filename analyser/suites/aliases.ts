import * as path from 'node:path'
import type { LoadedProject } from '../project/load.js'

/** A bundler alias: a regular expression over import specifiers and its absolute replacement (`$1` for the wildcard). */
export interface PathAlias {
  find: string
  replacement: string
}

/**
 * The root tsconfig's `paths` as bundler aliases, so a suite run resolves `@/lib/api`
 * as the project's own build does. (A bare `baseUrl` has no bundler equivalent that
 * would not shadow packages; projects using it need `paths`.)
 */
export function getPathAliases(loaded: LoadedProject): PathAlias[] {
  const config = loaded.pathConfigs.forFile('package.json')
  if (!config) return []
  return config.paths
    .filter((mapping) => mapping.targets.length > 0 && !mapping.targets[0]!.startsWith('..'))
    .map((mapping) => {
      const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const find = mapping.hasWildcard ? `^${escape(mapping.prefix)}(.*)${escape(mapping.suffix)}$` : `^${escape(mapping.prefix)}$`
      const target = path.join(loaded.projectRoot.root, mapping.targets[0]!)
      return { find, replacement: mapping.hasWildcard ? target.replace('*', '$1') : target }
    })
}
