import { existsSync, readFileSync } from 'node:fs'
import { SourceMap, type SourceMapPayload } from 'node:module'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSuite } from '../../analyser/index.js'
import { findInstalledPackage } from '../harness/installed-package.js'
import type { Failure } from './failure-causes.js'

/** What the harness's reporter wrote (harness/load-errors.ts): the error a suite file stopped on outside its tests. */
export interface LoadError {
  file: string
  message: string
  stack: string
}

/** The reporter's file beside a vitest run's JSON report; none when vitest wrote none. */
export function readLoadErrors(file: string): LoadError[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LoadError[]) : []
}

/** A load error read against the project: where in it the error was thrown, and what makes two the same. */
export interface LoadFailure {
  /**
   * The first two of the project's own modules in the stack, as vitest reports them: the one that threw, or
   * called what threw, and the one that imported or called it (`env.mjs:4 via lib/utils.ts:4`); null when the
   * stack holds none. Packages, the suite files and flawless-react's harness are left out.
   */
  origin: string | null
  /** The project module that threw, relative to the root; null when the stack names none. */
  thrownIn: string | null
  /** The package whose module threw, where no project module is in the stack (`postgres`); null otherwise. */
  thrownInPackage: string | null
  /**
   * The packages being loaded when it threw, from the one a project module (or the suite) imported to the one that
   * threw: a require's frames name each module it was loading (`@clerk/clerk-expo`, `expo-auth-session`,
   * `expo-crypto`). Empty when it threw in the project's own code.
   */
  packages: string[]
  /** What the suite file stopped on: the module's own error, where vitest wrapped it in one of its own. */
  message: string
  /**
   * The first line of the message with the stack from where the error was made down to the origin's modules:
   * suite files stopped by one error thrown at one place share it, wherever they run.
   */
  key: string
}

/** Each load error of the project's suite files, by suite file relative to the root. */
export function readLoadFailures(
  errors: readonly LoadError[],
  { root, files }: { root: string; files: readonly string[] },
): Map<string, LoadFailure> {
  const relative = (file: string): string => path.relative(root, file).split(path.sep).join('/')
  const suites = new Set(files)
  const isProjectModule = (file: string): boolean => {
    const name = relative(file)
    return (
      path.isAbsolute(file) &&
      !name.startsWith('..') &&
      !path.isAbsolute(name) &&
      !name.includes('node_modules/') &&
      !suites.has(name)
    )
  }
  const failures = new Map<string, LoadFailure>()
  for (const error of errors) {
    // Node's own frames (processTicksAndRejections) land in different places from one run to the next.
    const frames = parseFrames(error.stack, root).filter((frame) => !frame.file.startsWith('node:'))
    // A module's frames one after another (a function it calls as it is evaluated) name it once.
    const project = frames.flatMap((frame, index) =>
      isProjectModule(frame.file) && frame.file !== frames[index - 1]?.file ? [index] : [],
    )
    const shown = project.slice(0, 2).map((index) => `${relative(frames[index]!.file)}:${frames[index]!.line}`)
    const through = project[1] ?? project[0] ?? frames.length - 1
    const stack = frames.slice(0, through + 1).map((frame) => `${frame.file}:${frame.line}:${frame.column}`)
    const loading = frames
      .slice(0, project[0] ?? frames.length)
      .flatMap((frame) => findFramePackage(frame) ?? [])
      .filter((name, index, names) => !RUNNER_PACKAGES.test(name) && name !== names[index - 1])
    failures.set(relative(error.file), {
      origin: shown.length === 0 ? null : shown.join(' via '),
      thrownIn: project[0] === undefined ? null : relative(frames[project[0]]!.file),
      thrownInPackage: project[0] === undefined ? findPackage(frames) : null,
      packages: [...new Set(loading.reverse())],
      message: error.message,
      key: [error.message.split('\n')[0], ...stack].join('\n'),
    })
  }
  return failures
}

interface Frame {
  file: string
  line: number
  column: number
}

/**
 * The package of the first frame in one that names one (not the test runner's): its folder under node_modules, or
 * for a file vite's optimizer bundled, the file its source map names there (a chunk such as `deps/src-Lds_05qZ.js`
 * holds postgres's `src/`), else the bundled file's name (`deps/drizzle-orm_pg-core.js`: `/` written `_`, `.` `__`).
 */
function findPackage(frames: readonly Frame[]): string | null {
  for (const frame of frames) {
    const name = findFramePackage(frame)
    if (name !== null && !RUNNER_PACKAGES.test(name)) return name
  }
  return null
}

const RUNNER_PACKAGES = /^(?:vitest|@vitest\/.*|vite|flawless-react)$/
// vite's optimizer output: node_modules/.vite/deps/, or a run's cache folder's vitest/<hash>/deps/.
const BUNDLED = /[\\/](?:\.vite|vite[\\/]vitest[\\/][^\\/]+)[\\/]deps[\\/]([^\\/?]+)\.js$/

function findFramePackage(frame: Frame): string | null {
  const bundled = BUNDLED.exec(frame.file)
  if (bundled === null) return findInstalledPackage(frame.file)
  const original = findOriginalSource(frame)
  if (original !== null) return findInstalledPackage(original)
  if (/^chunk-|-[\w-]{8}$/.test(bundled[1]!)) return null
  const parts = bundled[1]!.replace(/__/g, '.').replace(/_/g, '/').split('/')
  return parts[0]!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

function findOriginalSource({ file, line, column }: Frame): string | null {
  try {
    const map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapPayload)
    const entry = map.findEntry(line - 1, column - 1) as { originalSource?: string }
    const source = entry.originalSource
    if (!source) return null
    return source.startsWith('file://') ? fileURLToPath(source) : path.resolve(path.dirname(file), source)
  } catch {
    return null
  }
}

// `    at f (file:///app/node_modules/pkg/index.mjs:1:505)`, `    at /app/env.mjs:4:20`
const FRAME = /^\s*at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/

function parseFrames(stack: string, root: string): Frame[] {
  return stack.split('\n').flatMap((line) => {
    const [, location, lineNumber, column] = FRAME.exec(line) ?? []
    if (location === undefined) return []
    return [{ file: toFile(location, root), line: Number(lineNumber), column: Number(column) }]
  })
}

/**
 * A frame's file. In a browser vite serves the project's modules by their path from the root (`/src/lib/env.ts`)
 * and the rest by their file (`/@fs/…`); its own and vitest's (`/@vite/…`, `/__vitest_browser__/…`) stay URLs,
 * which no project module is.
 */
function toFile(location: string, root: string): string {
  if (location.startsWith('file://')) return fileURLToPath(location)
  if (!/^https?:\/\//.test(location)) return location
  const pathname = decodeURIComponent(new URL(location).pathname)
  if (pathname.startsWith('/@fs/')) return pathname.slice('/@fs'.length)
  if (/^\/(?:@|__)/.test(pathname)) return location
  // vitest serves a suite file by its own path.
  return pathname.startsWith(`${root}/`) ? pathname : path.join(root, pathname)
}

/**
 * The files to run again in processes of their own, in two rounds: suite files that did not load, stopped by the
 * same failure (taxonomy's 159 on env.mjs), send one of them first, and the others follow it only if its process
 * changed what happened to it — an error the app throws at import in any process is not the VM context's, and a
 * process a file costs three times its context. Files with no load failure (a test failed compiling a package, the
 * report left the file out) go first, each.
 */
export function planReruns(
  files: readonly string[],
  failures: ReadonlyMap<string, LoadFailure>,
): { first: string[]; waiting: Map<string, string[]> } {
  const firstByKey = new Map<string, string>()
  const waiting = new Map<string, string[]>()
  const first: string[] = []
  for (const file of files) {
    const key = failures.get(file)?.key
    const leader = key === undefined ? undefined : firstByKey.get(key)
    if (leader === undefined) {
      if (key !== undefined) firstByKey.set(key, file)
      first.push(file)
    } else waiting.set(leader, [...(waiting.get(leader) ?? []), file])
  }
  return { first, waiting }
}

/**
 * Each suite file that stopped loading in a project module other than its subject's, with how the subject reaches
 * it on a line of its own (`imported through src/profile.jsx → src/lib/db.ts → src/env.ts`): a browser's stack
 * names the module that threw, not who imported it. `chainOf` is the analyser's (Analyser.importChain).
 */
export function addImportChains(
  failures: readonly Failure[],
  loadFailures: ReadonlyMap<string, LoadFailure>,
  root: string,
  chainOf: (from: string, to: { file: string } | { package: string }) => string[] | null,
): Failure[] {
  return failures.map((failure) => {
    const loaded = loadFailures.get(failure.file)
    if (failure.name !== '(the file did not load)' || loaded === undefined) return failure
    const source = readSuiteSource(path.join(root, failure.file))
    if (source === null) return failure
    // To the project module that threw or loaded the packages that did (the outermost of them), then through those.
    const outermost = loaded.packages[0] ?? loaded.thrownInPackage
    const to = loaded.thrownIn ? { file: loaded.thrownIn } : outermost ? { package: outermost } : null
    if (to === null) return failure
    const reached = 'file' in to && source === to.file ? [source] : chainOf(source, to)
    if (reached === null) return failure
    const chain = [...reached, ...('file' in to ? loaded.packages : loaded.packages.slice(1))]
    if (chain.length < 2) return failure
    const [first, ...rest] = failure.message.split('\n')
    return { ...failure, message: [first, `imported through ${chain.join(' → ')}`, ...rest].join('\n') }
  })
}

function readSuiteSource(file: string): string | null {
  try {
    return parseSuite(readFileSync(file, 'utf8'))?.header.source ?? null
  } catch {
    return null
  }
}
