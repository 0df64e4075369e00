import type { LoadedProject } from '../pipeline/load-project.js'

/** What compiling the project's files for a suite run needs from its tsconfig. */
export interface CompileSettings {
  /**
   * `extends` entries of the root tsconfig that name no installed file (`expo/tsconfig.base`
   * before `npm install`): a compiler that reads the tsconfig would stop on them.
   */
  missingExtends: string[]
}

/**
 * The bases the root tsconfig extends that are not there. Its `paths` and `baseUrl` need
 * no bundler aliases: a suite run resolves the project's imports with the analyser's own
 * resolver (suites/resolver.ts).
 */
export function getCompileSettings(loaded: LoadedProject): CompileSettings {
  return { missingExtends: loaded.pathConfigs.forFile('package.json')?.missingExtends ?? [] }
}
