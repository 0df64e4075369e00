import * as path from 'node:path'
import type { LoadedProject } from '../pipeline/load-project.js'
import type { PathConfig } from '../project/tsconfig.js'

/**
 * A bundler alias: a regular expression over import specifiers and its absolute
 * replacement (`$1` for the wildcard).
 */
export interface PathAlias {
  find: string
  replacement: string
}

/** What compiling the project's files for a suite run needs from its tsconfig. */
export interface CompileSettings {
  aliases: PathAlias[]
  /**
   * `extends` entries of the root tsconfig that name no installed file (`expo/tsconfig.base`
   * before `npm install`): a compiler that reads the tsconfig would stop on them.
   */
  missingExtends: string[]
}

/**
 * The root tsconfig's `paths` as bundler aliases, so a suite run resolves `@/lib/api`
 * as the project's own build does (a bare `baseUrl` has no bundler equivalent that
 * would not shadow packages; projects using it need `paths`), and the bases it extends
 * that are not there.
 */
export function getCompileSettings(loaded: LoadedProject): CompileSettings {
  const config = loaded.pathConfigs.forFile('package.json')
  if (!config) return { aliases: [], missingExtends: [] }
  return { aliases: getPathAliases(loaded.projectRoot.root, config), missingExtends: config.missingExtends }
}

function getPathAliases(root: string, config: PathConfig): PathAlias[] {
  return config.paths
    .filter((mapping) => mapping.targets.length > 0 && !mapping.targets[0]!.startsWith('..'))
    .map((mapping) => {
      const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const find = mapping.hasWildcard
        ? `^${escape(mapping.prefix)}(.*)${escape(mapping.suffix)}$`
        : `^${escape(mapping.prefix)}$`
      const target = path.join(root, mapping.targets[0]!)
      return { find, replacement: mapping.hasWildcard ? target.replace('*', '$1') : target }
    })
}
