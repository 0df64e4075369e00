import * as path from 'node:path'
import fg from 'fast-glob'
import picomatch from 'picomatch'
import { AnalyserError } from '../errors.js'
import { type AnalyserFileSystem, statOrNull } from './file-system.js'
import { type ProjectRoot, assertRealPathInside, toProjectPath } from './root.js'

export const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs'] as const

export const DEFAULT_EXCLUDES = [
  '**/node_modules/**',
  '**/.next/**',
  '**/dist/**',
  '**/build/**',
  '**/coverage/**',
  '**/.git/**',
  '**/*.d.ts',
  '**/*.{test,spec}.*',
  '**/__tests__/**',
  '**/*.stories.*',
] as const

/** Where generated suites go unless `--out` says otherwise; always excluded from analysis. */
export const DEFAULT_OUT = 'tests/flawless'

const ALL_SOURCES = '**/*.{tsx,ts,jsx,js,mjs,cjs}'

export function isSourceFile(file: string): boolean {
  return SOURCE_EXTENSIONS.some((extension) => file.endsWith(extension)) && !file.endsWith('.d.ts')
}

export function getExcludes(out: string): string[] {
  const folder = out.replace(/\/+$/, '')
  return [...DEFAULT_EXCLUDES, `${folder}/**`]
}

/** Every source file of the project, sorted: the files the project index covers. */
export function listProjectSources(fs: AnalyserFileSystem, projectRoot: ProjectRoot, excludes: string[]): string[] {
  return globFiles(fs, projectRoot, ALL_SOURCES, excludes)
}

/**
 * The entry files of a call. A path naming an existing file or folder is taken literally
 * (Next.js route folders such as `app/(shop)/[slug]` are paths, not patterns); anything
 * else is a fast-glob pattern relative to root. Default excludes always apply.
 */
export function selectEntries(
  fs: AnalyserFileSystem,
  projectRoot: ProjectRoot,
  entry: string,
  excludes: string[],
  projectSources: readonly string[],
): string[] {
  if (typeof entry !== 'string' || entry.trim() === '') {
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      'The entry is empty.',
      'Pass a file, a folder or a glob relative to root, such as "app/**/*.tsx".',
      'entry',
    )
  }
  const projectPath = toProjectPath(projectRoot, entry, 'entry')
  const stats = statOrNull(fs, path.join(projectRoot.root, projectPath))
  if (stats?.isFile()) {
    assertRealPathInside(fs, projectRoot, projectPath, 'entry')
    const excludedBy = excludes.find((pattern) => picomatch.isMatch(projectPath, pattern, { dot: true }))
    if (!isSourceFile(projectPath) || excludedBy) {
      const reason = excludedBy
        ? `is excluded by the default pattern "${excludedBy}"`
        : 'is not a .tsx, .ts, .jsx, .js, .mjs or .cjs source'
      throw nothingMatched(entry, `The entry "${entry}" ${reason}.`)
    }
    return [projectPath]
  }
  if (stats?.isDirectory()) {
    assertRealPathInside(fs, projectRoot, projectPath, 'entry')
    // The project's sources already hold every file a folder can give, unless the
    // folder is one the project listing skips (a dot folder such as `.storybook`).
    if (!projectPath.split('/').some((segment) => segment.startsWith('.'))) {
      const prefix = projectPath === '' ? '' : `${projectPath}/`
      return requireMatches(
        entry,
        projectSources.filter((file) => file.startsWith(prefix)),
      )
    }
    return requireMatches(entry, globFiles(fs, projectRoot, `${fg.escapePath(projectPath)}/${ALL_SOURCES}`, excludes))
  }
  const pattern = path.isAbsolute(entry) ? projectPath : entry.replace(/^\.\//, '')
  if (path.posix.normalize(pattern).startsWith('../')) {
    toProjectPath(projectRoot, path.posix.normalize(pattern), 'entry')
  }
  return requireMatches(entry, globFiles(fs, projectRoot, pattern, excludes).filter(isSourceFile))
}

export function globFiles(
  fs: AnalyserFileSystem,
  projectRoot: ProjectRoot,
  pattern: string,
  excludes: string[],
): string[] {
  const files = fg.sync(pattern, {
    cwd: projectRoot.root,
    ignore: excludes,
    onlyFiles: true,
    dot: false,
    // A symlinked folder may lead out of root; its files are never listed.
    followSymbolicLinks: false,
    fs: {
      lstatSync: fs.lstatSync as never,
      statSync: fs.statSync as never,
      readdirSync: fs.readdirSync as never,
    },
  })
  return files.sort()
}

function requireMatches(entry: string, files: string[]): string[] {
  if (files.length === 0) throw nothingMatched(entry, `The entry "${entry}" matched no source file.`)
  return files
}

function nothingMatched(entry: string, message: string): AnalyserError {
  return new AnalyserError(
    'NOTHING_MATCHED',
    message,
    'Sources are .tsx, .ts, .jsx, .js, .mjs and .cjs files; node_modules, build output, tests, stories and ' +
      `the generated-suites folder are always excluded. Check "${entry}" against the files under root.`,
  )
}
