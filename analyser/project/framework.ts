import * as path from 'node:path'
import type { AnalyserFileSystem } from './file-system.js'
import type { ProjectRoot } from './root.js'
import { type Workspaces, readJson } from './workspaces.js'

export type FrameworkKind = 'next' | 'vite' | 'cra' | 'expo' | 'unknown'

/** A folder whose package.json names the framework it is built with. */
export interface FrameworkPackage {
  /** Project path of the package folder; '.' for root. */
  folder: string
  framework: FrameworkKind
}

/**
 * What each package in the project is built with, from its package.json dependencies:
 * the framework decides whether server components exist and where the app router is.
 */
export function findFrameworkPackages(
  fs: AnalyserFileSystem,
  projectRoot: ProjectRoot,
  workspaces: Workspaces,
): FrameworkPackage[] {
  const folders = ['.', ...workspaces.folders]
  return folders.map((folder) => ({
    folder,
    framework: detectFramework(readJson(fs, projectRoot, path.posix.join(folder, 'package.json'))),
  }))
}

export function detectFramework(manifest: Record<string, unknown> | null): FrameworkKind {
  if (!manifest) return 'unknown'
  const dependencies = { ...(manifest.devDependencies as object), ...(manifest.dependencies as object) } as Record<
    string,
    unknown
  >
  if ('next' in dependencies) return 'next'
  if ('expo' in dependencies || 'expo-router' in dependencies) return 'expo'
  if ('react-scripts' in dependencies) return 'cra'
  if ('vite' in dependencies) return 'vite'
  return 'unknown'
}

// https://nextjs.org/docs/app/api-reference/file-conventions
const APP_SPECIAL_FILES = new Set([
  'page',
  'layout',
  'template',
  'loading',
  'error',
  'global-error',
  'not-found',
  'forbidden',
  'unauthorized',
  'default',
  'route',
  'opengraph-image',
  'twitter-image',
  'icon',
  'apple-icon',
  'sitemap',
  'robots',
  'manifest',
])

/**
 * `app/dashboard/page.tsx` inside a Next.js package: a server entry unless it says
 * otherwise. Returns null when the file is not an app-router special file.
 */
export function isAppRouterSpecialFile(file: string, packages: readonly FrameworkPackage[]): boolean {
  for (const pkg of packages) {
    if (pkg.framework !== 'next') continue
    const inside =
      pkg.folder === '.' ? file : file.startsWith(`${pkg.folder}/`) ? file.slice(pkg.folder.length + 1) : null
    if (inside === null) continue
    const match = /^(?:src\/)?app\/(?:.*\/)?([^/]+)\.(?:tsx|ts|jsx|js)$/.exec(inside)
    if (match && APP_SPECIAL_FILES.has(match[1]!)) return true
  }
  return false
}
