import { createRequire } from 'node:module'
import * as path from 'node:path'
import type { AnalyserFileSystem } from './file-system.js'
import { type ProjectRoot, readInsideOrNull } from './root.js'
import { globFiles } from './sources.js'

// The YAML parser takes about 100 ms to load: only a pnpm monorepo pays for it, once a process.
const requireModule = createRequire(import.meta.url)

/** A package of a monorepo that lives inside root, importable by its name. */
export interface WorkspacePackage {
  name: string
  /** Project path of the package folder. */
  folder: string
  exports: unknown
  entryFields: string[]
}

export interface Workspaces {
  /** Project paths of every workspace folder with a package.json, named or not. */
  folders: string[]
  /** Named packages, importable by name. */
  packages: Map<string, WorkspacePackage>
  /**
   * Each package folder's `imports` field (`"#app/*": "./app/*"`), the root's as `.`: what a `#` specifier
   * means in the files of that package. https://nodejs.org/api/packages.html#subpath-imports
   */
  subpathImports: Map<string, unknown>
}

/**
 * Reads the workspace globs from package.json (`workspaces`, as npm, yarn and bun
 * declare them) and pnpm-workspace.yaml, and maps each package name to its folder.
 * A workspace outside root (`"../*"`) is not the project's: its folders are never listed,
 * and imports of its packages stay external.
 */
export function findWorkspaces(fs: AnalyserFileSystem, projectRoot: ProjectRoot): Workspaces {
  const patterns = [...readPackageJsonWorkspaces(fs, projectRoot), ...readPnpmWorkspaces(fs, projectRoot)]
  const packages = new Map<string, WorkspacePackage>()
  const folders: string[] = []
  const subpathImports = new Map<string, unknown>()
  const rootImports = readJson(fs, projectRoot, 'package.json')?.imports
  if (rootImports !== undefined) subpathImports.set('.', rootImports)
  if (patterns.length === 0) return { folders, packages, subpathImports }
  const include = patterns
    .filter((pattern) => !pattern.startsWith('!'))
    .map((pattern) => `${pattern.replace(/\/+$/, '')}/package.json`)
  const ignore = [
    '**/node_modules/**',
    ...patterns.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1)),
  ]
  for (const manifestPath of globFiles(fs, projectRoot, include, ignore, { field: 'workspaces' })) {
    const manifest = readJson(fs, projectRoot, manifestPath)
    if (!manifest) continue
    folders.push(path.posix.dirname(manifestPath))
    if (manifest.imports !== undefined) subpathImports.set(path.posix.dirname(manifestPath), manifest.imports)
    if (typeof manifest.name !== 'string') continue
    const entryFields = ['source', 'module', 'main', 'types', 'typings']
      .map((field) => manifest[field])
      .filter((value): value is string => typeof value === 'string')
    packages.set(manifest.name, {
      name: manifest.name,
      folder: path.posix.dirname(manifestPath),
      exports: manifest.exports,
      entryFields,
    })
  }
  return { folders, packages, subpathImports }
}

function readPackageJsonWorkspaces(fs: AnalyserFileSystem, projectRoot: ProjectRoot): string[] {
  const manifest = readJson(fs, projectRoot, 'package.json')
  const workspaces = manifest?.workspaces
  const list = Array.isArray(workspaces)
    ? workspaces
    : Array.isArray((workspaces as { packages?: unknown })?.packages)
      ? (workspaces as { packages: unknown[] }).packages
      : []
  return list.filter((entry): entry is string => typeof entry === 'string')
}

/**
 * pnpm-workspace.yaml's `packages` list, in any YAML form: a block list, a flow list
 * (`packages: [apps/*, packages/*]`), quoted or not (https://pnpm.io/pnpm-workspace_yaml).
 */
function readPnpmWorkspaces(fs: AnalyserFileSystem, projectRoot: ProjectRoot): string[] {
  const text = readInsideOrNull(fs, projectRoot, 'pnpm-workspace.yaml')
  if (text === null) return []
  let workspace: unknown
  try {
    workspace = (requireModule('yaml') as typeof import('yaml')).parseDocument(text).toJS()
  } catch {
    return []
  }
  const packages = (workspace as { packages?: unknown } | null)?.packages
  return Array.isArray(packages) ? packages.filter((entry): entry is string => typeof entry === 'string') : []
}

/**
 * A JSON object the project holds (a package.json), or null when it is missing, is not an
 * object, or leads out of root.
 */
export function readJson(
  fs: AnalyserFileSystem,
  projectRoot: ProjectRoot,
  projectPath: string,
): Record<string, unknown> | null {
  const text = readInsideOrNull(fs, projectRoot, projectPath)
  if (text === null) return null
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
