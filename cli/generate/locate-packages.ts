import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { RUNTIME_PACKAGES, getRuntimeFolder, installRuntime } from './runtime.js'

/**
 * The first stage of a run: where each tool the suites run on comes from, in whatever layout the
 * project's package manager left — npm's and yarn classic's flat node_modules, pnpm's and bun's
 * isolated stores (links into `.pnpm/`, `.bun/`), a workspace package whose dependencies are hoisted
 * to the workspace's root — and the one React pair the whole run loads.
 */

/**
 * The real folder of the package Node loads for `name` when a file in `from` imports it: the
 * nearest node_modules up the folders that has it, its link followed. A package's own dependencies
 * are found from its real folder: in pnpm's store they sit beside it, not in the project's
 * node_modules.
 */
export function findPackageFolder(name: string, from: string): string | null {
  for (let folder = from; ; folder = path.dirname(folder)) {
    // Node never looks in node_modules/node_modules: a package inside one finds its siblings from the folder above.
    const candidate = path.join(folder, 'node_modules', name)
    if (path.basename(folder) !== 'node_modules' && existsSync(path.join(candidate, 'package.json')))
      return realpathSync(candidate)
    if (path.dirname(folder) === folder) return null
  }
}

/** A layout the run cannot load packages from, or a tool that is not where its layout should have it: exit 3. */
export class LayoutError extends Error {
  constructor(
    /** The prerequisite's name in the --ci document. */
    readonly prerequisite: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Stops a run in a project installed with Yarn's Plug'n'Play: its packages live in zip archives
 * that only Yarn's own loader opens, so neither vite nor Node can load the project's imports. A
 * node_modules next to the loader (`nodeLinker: node-modules`, or pnpm's) is used as usual.
 */
export function checkLayout(root: string): void {
  for (let folder = root; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'node_modules'))) return
    const loader = ['.pnp.cjs', '.pnp.js'].find((name) => existsSync(path.join(folder, name)))
    if (loader !== undefined) {
      throw new LayoutError(
        'package layout',
        `The project is installed with Yarn Plug'n'Play (${path.join(folder, loader)}): its packages are ` +
          "zip archives only Yarn's loader opens, which the suites' runner cannot load. Add \"nodeLinker: " +
          `node-modules" to ${path.join(folder, '.yarnrc.yml')} and run yarn install, then run again.`,
      )
    }
    if (path.dirname(folder) === folder) return
  }
}

/**
 * Stops a browser run in a project whose own dependencies are not installed: vite's scan of the suites fails on
 * them, and the page it serves never loads — every suite waited out the run's bound (eleven suites, 7.5 minutes)
 * where a jsdom run fails only the suites that import them. The packages a run brings itself (runtime.ts) or
 * stands in for (`provided`: next's modules, expo-router) may be missing.
 */
export function checkInstalled(root: string, provided: readonly string[]): void {
  let manifest: { dependencies?: Record<string, string> }
  try {
    manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  } catch {
    return
  }
  const brought: readonly string[] = [...RUNTIME_PACKAGES, ...provided]
  const missing = Object.keys(manifest.dependencies ?? {}).filter(
    (name) => !brought.includes(name) && findPackageFolder(name, root) === null,
  )
  if (missing.length === 0) return
  const listed =
    missing.length > 5 ? `${missing.slice(0, 5).join(', ')} and ${missing.length - 5} more` : missing.join(', ')
  throw new LayoutError(
    'dependencies',
    `${missing.length} of the project's dependencies ${missing.length === 1 ? 'is' : 'are'} not installed ` +
      `(${listed}): a browser run cannot load a page that imports them. Install the project's dependencies with ` +
      'its package manager (npm ci, pnpm install, yarn install), then run again.',
  )
}

export type PackageOwner = 'project' | 'flawless-react'

/** Where each package a run needs comes from: the project, else flawless-react's (see runtime.ts). */
export interface PackageLocator {
  /** The package's real folder and whose it is; `companions` must come from the project beside it for it to. */
  locate(name: string, companions?: readonly string[]): { folder: string; owner: PackageOwner }
  /** Folders outside the project the run reads from, which vite must be allowed to serve. */
  readonly outside: string[]
}

/**
 * Which React DOM a React accepts: React 19's client throws on any react-dom of another version
 * ("Incompatible React versions"), where React 18 and earlier check nothing but share a major's
 * internals (react 18.3.1 renders with react-dom 18.2.0, as installs that update only react have
 * it). https://github.com/facebook/react/blob/v19.0.0/packages/react-dom/src/client/ReactDOMClient.js
 */
export function isReactPair(react: string, reactDom: string): boolean {
  const major = (version: string): number => Number.parseInt(version, 10)
  if (Number.isNaN(major(react)) || major(react) !== major(reactDom)) return false
  return major(react) < 19 || react === reactDom
}

/**
 * Packages that must come from one place: react and react-dom are one pair, judged by isReactPair.
 * A React Native app has react and no react-dom; its suites run on flawless-react's pair
 * (react-native-web renders through react-dom).
 */
export const COMPANIONS: Record<string, string[]> = { react: ['react-dom'], 'react-dom': ['react'] }

/**
 * The project's copy of a package, found as Node would find it from the project's folder, when it
 * has one (and its companions); else flawless-react's own — beside it in a checkout (its dev
 * dependencies), never the project's copy seen from an install inside the project — or the runtime
 * installed on first need.
 */
export function createPackageLocator(
  root: string,
  packageRoot: string,
  onOutput: (chunk: string) => void,
): PackageLocator {
  const own = createRequire(path.join(packageRoot, 'package.json'))
  let runtime: string | null = null
  const outside = [packageRoot, ...findAncestorModules(root)]
  const reported = new Set<string>()
  return {
    outside,
    locate(name, companions = []) {
      const folder = findPackageFolder(name, root)
      const found = companions.map((companion) => findPackageFolder(companion, root))
      if (folder !== null && found.every((companion) => companion !== null)) {
        const version = readVersion(folder)
        const refused = companions.find(
          (companion, index) =>
            COMPANIONS[name]?.includes(companion) &&
            !isReactPair(
              name === 'react' ? version : readVersion(found[index]!),
              name === 'react' ? readVersion(found[index]!) : version,
            ),
        )
        if (refused === undefined) return { folder, owner: 'project' }
        if (!reported.has(name) && !reported.has(refused)) {
          reported.add(name)
          onOutput(
            `flawless-react: the project's ${name} ${version} and ${refused} ` +
              `${readVersion(found[companions.indexOf(refused)]!)} are not a pair React accepts (React 19 ` +
              "needs one exact version); the suites run on flawless-react's pair, which every import of " +
              'react and react-dom in the run loads, the packages’ too.\n',
          )
        }
      }
      const ownFolder = findOwnCopy(own, name)
      if (ownFolder !== null && ownFolder !== folder) return { folder: ownFolder, owner: 'flawless-react' }
      if (runtime === null) {
        runtime = installRuntime(getRuntimeFolder(packageRoot, process.env), packageRoot, onOutput)
        outside.push(runtime)
      }
      return { folder: realpathSync(path.join(runtime, name)), owner: 'flawless-react' }
    },
  }
}

/** flawless-react's own copy of a package, from where it is installed; null when Node finds none from there. */
function findOwnCopy(own: NodeJS.Require, name: string): string | null {
  try {
    return realpathSync(path.dirname(own.resolve(`${name}/package.json`)))
  } catch {
    return null
  }
}

/**
 * The node_modules folders above the project that Node reads from: a workspace's hoisted packages,
 * which vite serves to a browser only from folders it is allowed.
 */
function findAncestorModules(root: string): string[] {
  const found: string[] = []
  for (let folder = path.dirname(root); path.dirname(folder) !== folder; folder = path.dirname(folder)) {
    const modules = path.join(folder, 'node_modules')
    if (existsSync(modules)) found.push(realpathSync(modules))
  }
  return found
}

/**
 * The real folders of the React pair a run loads, and of the scheduler its react-dom loads: what
 * every import of react, react-dom and scheduler resolves to, the project's packages' imports
 * included (see harness/worker-resolve.ts).
 */
export function locateReactPair(packages: PackageLocator): Record<string, string> {
  const react = packages.locate('react', COMPANIONS.react).folder
  const reactDom = packages.locate('react-dom', COMPANIONS['react-dom']).folder
  const scheduler = findPackageFolder('scheduler', reactDom)
  return { react, 'react-dom': reactDom, ...(scheduler === null ? {} : { scheduler }) }
}

/**
 * The vite a vitest runs on, found from vitest's real folder (in pnpm's store, its sibling): its
 * major version (vite 8 compiles with oxc, earlier ones with esbuild) and its ES entry, whose
 * transform functions the run's JSX-in-.js plugin calls.
 */
export function locateVite(vitestFolder: string): { major: number; entry: string } {
  const folder = findPackageFolder('vite', vitestFolder)
  if (folder === null) {
    throw new LayoutError(
      'vite',
      `vitest at ${vitestFolder} has no vite it can load: vite is not in any node_modules above it. ` +
        "Reinstall the project's dependencies (vite is vitest's dependency), or remove vitest from the " +
        "project to use flawless-react's own.",
    )
  }
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    exports: { '.': string | { import?: string | { default: string }; default?: string } }
  }
  const root = manifest.exports['.']
  const entry =
    typeof root === 'string'
      ? root
      : typeof root.import === 'string'
        ? root.import
        : (root.import?.default ?? root.default ?? './dist/node/index.js')
  return { major: majorVersionOf(folder), entry: path.join(folder, entry) }
}

export function readVersion(packageFolder: string): string {
  return (JSON.parse(readFileSync(path.join(packageFolder, 'package.json'), 'utf8')) as { version: string }).version
}

export function majorVersionOf(packageFolder: string): number {
  return Number(readVersion(packageFolder).split('.')[0])
}
