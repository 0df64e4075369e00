import { getPackageName } from '../resolve/package-name.js'
import type { AnalyserFileSystem } from '../project/file-system.js'
import { openRoot } from '../project/root.js'
import { GlobReport } from '../project/globs.js'
import { globFiles, listDotFolderTargets } from '../project/sources.js'
import { PathConfigs, joinProject } from '../project/tsconfig.js'
import { findWorkspaces } from '../project/workspaces.js'
import { ModuleResolver } from '../resolve/module-resolver.js'
import { outlineModule } from '../module/outline.js'
import { isTypeScriptParseFailure, parseTypeScript } from '../parse/parse-typescript.js'
import { readSources } from '../pipeline/read-sources.js'

/**
 * How a suite run resolves the project's own imports: with the analyser's resolver, so a
 * suite loads exactly the files the analysis followed — tsconfig and jsconfig `baseUrl`
 * and `paths` through their `extends`, workspace packages to their sources, index files
 * and extensions. Its files are every file of the project, since a component imports
 * styles, images and JSON through the same paths as code.
 */
export interface SuiteResolver {
  /** The project file a specifier written in `importer` leads to (both relative to root), or null for a package. */
  resolve(importer: string, specifier: string): string | null
  /**
   * Does the specifier name a place in the project — a `paths` pattern, a folder or file
   * under `baseUrl`, a workspace package — whether or not the file is there? Such a
   * specifier that fails to load is never a package to install.
   */
  isProjectSpecifier(importer: string, specifier: string): boolean
  /**
   * The exports of a project module that starts with `'use server'`, null for any other: in
   * client code Next.js replaces them with references that call the server, so a client
   * suite never runs what they import (the server's env, its database).
   */
  serverActionExports(file: string): string[] | null
}

// Never part of what a suite imports from the project.
const NOT_PROJECT_FILES = ['**/node_modules/**', '**/.git/**', '**/.next/**']

export function createSuiteResolver(fs: AnalyserFileSystem, root: string): SuiteResolver {
  const projectRoot = openRoot(fs, root)
  const walk = new GlobReport()
  const listed = globFiles(fs, projectRoot, '**/*', NOT_PROJECT_FILES, { report: walk })
  const configs = new PathConfigs(fs, projectRoot, walk.listings)
  // `contentlayer/generated` → `./.contentlayer/generated`: a path's target the walk skips is still the project's.
  const files = new Set([...listed, ...listDotFolderTargets(fs, projectRoot, configs, NOT_PROJECT_FILES)])
  const { packages, subpathImports } = findWorkspaces(fs, projectRoot)
  const resolver = new ModuleResolver(files, configs, packages, new Set(), subpathImports)
  const serverActions = new Map<string, string[] | null>()
  return {
    resolve(importer, specifier) {
      const resolution = resolver.resolve(importer, specifier)
      return resolution.kind === 'file' ? resolution.file : null
    },
    isProjectSpecifier(importer, specifier) {
      const config = configs.forFile(importer)
      const matchesPaths = config?.paths.some((mapping) =>
        mapping.hasWildcard
          ? specifier.startsWith(mapping.prefix) && specifier.endsWith(mapping.suffix)
          : specifier === mapping.prefix,
      )
      if (matchesPaths) return true
      const name = getPackageName(specifier)
      if (packages.has(name)) return true
      const holds = (place: string) =>
        [...files].some((file) => file.startsWith(`${place}/`) || file.startsWith(`${place}.`) || file === place)
      const first = specifier.split('/')[0]!
      // `src/components` where the root has a src folder: a bundler alias names the project's place (vite's
      // `resolve.alias`), not a package of that name.
      if (specifier.includes('/') && holds(first)) return true
      if (config?.baseUrl == null) return false
      // `components/…` under `baseUrl: "./src/"`: src/components holds files, whatever the rest names.
      return holds(joinProject(config.baseUrl, first))
    },
    serverActionExports(file) {
      // A run reads the project once, and every suite file of it loads the same modules.
      if (!serverActions.has(file)) serverActions.set(file, readServerActionExports(file))
      return serverActions.get(file)!
    },
  }

  function readServerActionExports(file: string): string[] | null {
    if (!files.has(file) || !SCRIPT.test(file)) return null
    const [source] = readSources(fs, projectRoot, [file]).texts
    // A cheap look first: the directive opens the file, after comments at most.
    if (!source || !source.text.includes('use server')) return null
    const sourceFile = parseTypeScript(file, source.text)
    if (isTypeScriptParseFailure(sourceFile)) return null
    const outline = outlineModule(file, sourceFile)
    return outline.directive === 'use server' ? [...outline.exports.keys()] : null
  }
}

const SCRIPT = /\.[cm]?[jt]sx?$/
