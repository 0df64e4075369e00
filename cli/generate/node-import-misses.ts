import { existsSync, readFileSync, statSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import * as path from 'node:path'
import { loadTypeScript } from '../../analyser/parse/typescript-module.js'
import { findInstalledPackage } from '../harness/installed-package.js'
import { findPackageFolder } from './locate-packages.js'

/**
 * The installed packages, from the project's dependencies down through theirs, whose ES modules import what a
 * bundler resolves and Node's ES module loader refuses: a folder, or a file named without its extension, in the
 * package itself or in a package with no `exports` to name its files (cmdk 1.0.3's index.mjs imports
 * `use-sync-external-store/shim`, a folder). vitest hands such a module (a `.mjs`, or a `.js` of a
 * `"type": "module"` package) to Node as it is, and it fails to load where the app, bundled by vite, works.
 * Processed by vite instead (vitest's `server.deps.inline`), its imports resolve as they do in the app. So are the
 * packages whose ES modules import one of those: Node loading them would load it too, around vite. `refused` names
 * packages a run showed Node refusing where the scan saw nothing (findPackagesNodeRefused): they count as found, and
 * CommonJS builds count as importers too (@ant-design/x's lib/ requires antd/es/, which Node 20.19+ loads as an ES
 * module; the app's bundler takes its es/ build instead), read only then, as they are many.
 * https://nodejs.org/api/esm.html#mandatory-file-extensions
 */
export function findPackagesNodeCannotImport(root: string, refused: readonly string[] = []): string[] {
  const manifests = new Map<string, Manifest | null>()
  const readManifest = (folder: string): Manifest | null => {
    if (!manifests.has(folder)) manifests.set(folder, readJson(path.join(folder, 'package.json')))
    return manifests.get(folder)!
  }
  const readings = new Map<string, PackageReading>()
  const queue: string[] = []
  const enqueue = (names: readonly string[], from: string): void => {
    for (const name of names) {
      const folder = findPackageFolder(name, from)
      if (folder === null || readings.has(folder)) continue
      readings.set(folder, { name, refused: false, imports: new Set() })
      queue.push(folder)
    }
  }
  const project = readManifest(root)
  enqueue(Object.keys({ ...project?.dependencies, ...project?.devDependencies }), root)
  while (queue.length > 0) {
    const folder = queue.shift()!
    const manifest = readManifest(folder)
    if (!manifest) continue
    Object.assign(readings.get(folder)!, readModules(folder, manifest, readManifest, refused.length > 0))
    const { dependencies, optionalDependencies, peerDependencies } = manifest
    enqueue(Object.keys({ ...dependencies, ...optionalDependencies, ...peerDependencies }), folder)
  }
  const found = new Set([
    ...refused,
    ...[...readings.values()].filter((reading) => reading.refused).map((reading) => reading.name),
  ])
  // A package imported without being declared (hoisted, a phantom dependency) is named by its own manifest.
  const nameOf = (folder: string): string => readings.get(folder)?.name ?? readManifest(folder)?.name ?? ''
  const importsFound = (reading: PackageReading): boolean =>
    [...reading.imports].some((folder) => found.has(nameOf(folder)))
  for (let grew = true; grew; ) {
    grew = false
    for (const reading of readings.values()) {
      if (found.has(reading.name) || !importsFound(reading)) continue
      found.add(reading.name)
      grew = true
    }
  }
  return [...found].sort()
}

interface Manifest {
  name?: string
  type?: string
  main?: string
  module?: string
  exports?: unknown
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

/** What a package's ES modules that Node would load import: a module Node refuses, and which packages. */
interface PackageReading {
  name: string
  refused: boolean
  /** The folders of the packages those modules import. */
  imports: Set<string>
}

/**
 * Reads the modules Node would load as ES modules, from the package's entries through the files they import
 * relatively; with `commonJs`, its CommonJS modules too, through the files they require, for what they import.
 */
function readModules(
  folder: string,
  manifest: Manifest,
  readManifest: (folder: string) => Manifest | null,
  commonJs: boolean,
): Omit<PackageReading, 'name'> {
  const isNodeModule = (file: string): boolean =>
    file.endsWith('.mjs') || (file.endsWith('.js') && findScopeType(file, folder, readManifest) === 'module')
  const isRead = (file: string): boolean => isNodeModule(file) || (commonJs && /\.c?js$/.test(file))
  // require's own lookup of a path: as written, with .js, or a folder's index.js.
  const toRequired = (file: string): string =>
    commonJs ? ([file, `${file}.js`, path.join(file, 'index.js')].find(isFile) ?? file) : file
  const entries = [...listExportTargets(manifest.exports), manifest.module, manifest.main]
  const files = entries
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => toRequired(path.resolve(folder, entry)))
    .filter((file) => isRead(file) && isFile(file))
  const queued = new Set(files)
  const reading = { refused: false, imports: new Set<string>() }
  for (let index = 0; index < files.length; index++) {
    const file = files[index]!
    const text = readFileSync(file, 'utf8')
    // TypeScript's reading of the file, asked only for a match that would count.
    let imported: Set<string> | undefined
    const isImported = (specifier: string): boolean => {
      imported ??= new Set(
        loadTypeScript()
          .preProcessFile(text, true, false)
          .importedFiles.map((entry) => entry.fileName),
      )
      return imported.has(specifier)
    }
    const esModule = isNodeModule(file)
    const specifiers = esModule
      ? [...text.matchAll(IMPORT)].map(([, from, dynamic]) => (from ?? dynamic)!)
      : [...text.matchAll(REQUIRE)].map(([, required]) => required!)
    for (const specifier of specifiers) {
      const target = locateImport(specifier, file, folder, readManifest)
      if (target === null) continue
      // Unchecked: a comment naming a package that must be inlined only inlines this one too.
      if (target.package !== folder) reading.imports.add(target.package)
      if (target.file === null) continue
      const next = esModule ? target.file : toRequired(target.file)
      if (isFile(next)) {
        if (target.package === folder && !queued.has(next) && isRead(next)) {
          queued.add(next)
          files.push(next)
        }
      } else if (esModule && !reading.refused && isBundlerResolvable(next) && isImported(specifier))
        reading.refused = true
    }
  }
  return reading
}

/**
 * The specifiers a module's text imports, read with a pattern: over 2,573 ES modules of a dashboard's dependencies
 * it took 42 ms where TypeScript's scanner took 1.2 s, and it found every import the scanner found. A match in a
 * comment or a string is checked with the scanner before it counts.
 */
const IMPORT = new RegExp(
  [
    // import … from '…', export … from '…', import '…'
    /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"'\n]+)["']/.source,
    // import('…'), but not a JSDoc type, {import('./request').Request}
    /(?:^|[^\w$.{])import\s*\(\s*["']([^"'\n]+)["']\s*\)/.source,
  ].join('|'),
  'g',
)

// require('…') with a literal, in a CommonJS module: what it loads, which Node 20.19+ loads as an ES module where the
// file is one.
const REQUIRE = /(?:^|[^\w$.])require\s*\(\s*["']([^"'\n]+)["']\s*\)/g

/**
 * Where an import leads: the package folder, and the path Node's ES module loader takes it to without looking
 * further — null where it looks further itself (a package's main or `exports`, which a bundler reads the same way).
 * Null altogether for what this does not follow: a builtin, a URL, a subpath import, a package not installed.
 */
function locateImport(
  specifier: string,
  importer: string,
  folder: string,
  readManifest: (folder: string) => Manifest | null,
): { package: string; file: string | null } | null {
  if (specifier.startsWith('./') || specifier.startsWith('../'))
    return { package: folder, file: path.resolve(path.dirname(importer), specifier) }
  if (isBuiltin(specifier) || specifier.startsWith('#') || /^[a-z][a-z\d+.-]*:|^\//i.test(specifier)) return null
  const parts = specifier.split('/')
  const length = specifier.startsWith('@') ? 2 : 1
  const dependency = findPackageFolder(parts.slice(0, length).join('/'), folder)
  if (dependency === null) return null
  const subpath = parts.slice(length).join('/')
  const hasExports = readManifest(dependency)?.exports !== undefined
  return { package: dependency, file: subpath === '' || hasExports ? null : path.join(dependency, subpath) }
}

/** What a bundler finds where Node finds nothing: the file with an extension added, or a folder's entry. */
function isBundlerResolvable(target: string): boolean {
  const candidates = ['.js', '.mjs', '.cjs', '.json'].flatMap((extension) => [
    `${target}${extension}`,
    path.join(target, `index${extension}`),
  ])
  return candidates.some(isFile) || isFile(path.join(target, 'package.json'))
}

/** Every file an `exports` field names, under any condition; patterns (`./*`) are left out. */
function listExportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return exports.includes('*') ? [] : [exports]
  if (Array.isArray(exports)) return exports.flatMap(listExportTargets)
  if (exports !== null && typeof exports === 'object') return Object.values(exports).flatMap(listExportTargets)
  return []
}

/** The `type` of the package.json nearest a file, up to its package's folder: how Node reads its `.js`. */
function findScopeType(
  file: string,
  packageFolder: string,
  readManifest: (folder: string) => Manifest | null,
): string | undefined {
  for (let folder = path.dirname(file); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return readManifest(folder)?.type
    if (folder === packageFolder || path.dirname(folder) === folder) return undefined
  }
}

/**
 * Whether a file is there. A path stat refuses for any reason is none: matched text may name no path at all
 * (`import('./${route.path}')` in a template, past the length a name may have: ENAMETOOLONG, not ENOENT).
 */
function isFile(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false
  } catch {
    return false
  }
}

function readJson(file: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest
  } catch {
    return null
  }
}

// Node's own words when a package's ES module imports what only a bundler resolves.
const REFUSED = [
  /Directory import '([^']+)' is not supported/,
  // An absolute path inside a package, as an import without its extension reaches Node (or vitest's VM loader).
  /Cannot find module '((?:[A-Za-z]:)?[\\/][^']*[\\/]node_modules[\\/][^']+)'/,
]

/**
 * What the scan above misses and a run shows: the packages whose ES modules Node refused to load
 * for a suite (a folder, or a file named without its extension, imported from a file of the
 * package — antd 5's `es/` reached through `antd/es/input/TextArea`, bpmn-js's `lib/`, which the
 * project imports by deep path), by name, with the suite files that stopped on each.
 */
export function findPackagesNodeRefused(failures: readonly { file: string; message: string }[]): {
  packages: string[]
  files: string[]
} {
  const packages = new Set<string>()
  const files = new Set<string>()
  for (const { file, message } of failures) {
    for (const pattern of REFUSED) {
      const [, refused] = pattern.exec(message) ?? []
      const name = refused === undefined ? null : findInstalledPackage(refused)
      if (name === null) continue
      packages.add(name)
      files.add(file)
    }
  }
  return { packages: [...packages].sort(), files: [...files] }
}
