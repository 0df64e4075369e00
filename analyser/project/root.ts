import * as path from 'node:path'
import { AnalyserError } from '../errors.js'
import { type AnalyserFileSystem, statOrNull } from './file-system.js'

export interface ProjectRoot {
  /** The absolute root as the caller gave it, normalised. */
  readonly root: string
  /** The same directory with symlinks resolved, for containment checks. */
  readonly realRoot: string
}

export function openRoot(fs: AnalyserFileSystem, root: string): ProjectRoot {
  if (typeof root !== 'string' || root === '') {
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      'The root is missing.',
      'Pass root as an absolute directory path.',
      'root',
    )
  }
  if (!path.isAbsolute(root)) {
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `The root "${root}" is not an absolute path.`,
      'Pass root as an absolute directory path; the analyser never guesses a working directory.',
      'root',
    )
  }
  const normalised = path.resolve(root)
  const stats = statOrNull(fs, normalised)
  if (!stats || !stats.isDirectory()) {
    throw new AnalyserError(
      'ROOT_NOT_FOUND',
      `The root "${normalised}" is not a directory.`,
      'Check the path; it must name the project folder that holds package.json.',
    )
  }
  return { root: normalised, realRoot: fs.realpathSync(normalised) }
}

/**
 * Turns a path argument into a project path (posix, relative to root). Anything that
 * lands outside root — `..`, an absolute path elsewhere — is refused before it is read.
 */
export function toProjectPath(projectRoot: ProjectRoot, input: string, what: string): string {
  const absolute = path.resolve(projectRoot.root, input)
  const relative = path.relative(projectRoot.root, absolute)
  if (isOutside(relative)) throw outsideRoot(projectRoot, input, what)
  return relative.split(path.sep).join('/')
}

/** A symlink inside root may still lead out of it; such a file is refused, never read. */
export function assertRealPathInside(
  fs: AnalyserFileSystem,
  projectRoot: ProjectRoot,
  projectPath: string,
  what: string,
): void {
  const real = fs.realpathSync(path.join(projectRoot.root, projectPath))
  if (isOutside(path.relative(projectRoot.realRoot, real))) throw outsideRoot(projectRoot, projectPath, what)
}

/**
 * Whether a path the analyser did not choose (one a library asks to read) stays inside
 * root, lexically and once symlinks are resolved. A path that does not exist is not inside.
 */
export function isReadableInside(fs: AnalyserFileSystem, projectRoot: ProjectRoot, absolute: string): boolean {
  if (isOutside(path.relative(projectRoot.root, absolute))) return false
  try {
    return !isOutside(path.relative(projectRoot.realRoot, fs.realpathSync(absolute)))
  } catch {
    return false
  }
}

function isOutside(relative: string): boolean {
  return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)
}

function outsideRoot(projectRoot: ProjectRoot, input: string, what: string): AnalyserError {
  return new AnalyserError(
    'PATH_OUTSIDE_ROOT',
    `The ${what} "${input}" resolves outside the root "${projectRoot.root}".`,
    'Pass a path or glob inside root, or call again with the other project as root.',
  )
}
