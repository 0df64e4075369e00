import * as path from 'node:path'
import { AnalyserError } from '../errors.js'
import { type AnalyserFileSystem, readTextOrNull, statOrNull } from './file-system.js'

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
  if (isOutside(relative)) throw pathOutsideRoot(projectRoot, input, what)
  return relative.split(path.sep).join('/')
}

/**
 * Refuses a project path that leads out of root once symlinks are resolved: a file or
 * folder that is a symlink to elsewhere, or one inside a symlinked folder that is. A path
 * that does not exist yet (an `out` folder) is judged by its nearest existing folder, the
 * place a later write would land. The path is one the caller writes: a symlink to nothing on
 * the way is refused too, since where it leads cannot be checked and a write through it fails.
 */
export function assertRealPathInside(
  fs: AnalyserFileSystem,
  projectRoot: ProjectRoot,
  projectPath: string,
  what: string,
): void {
  const escape = findEscape(fs, projectRoot, projectPath)
  if (escape !== null) throw refuseEscape(projectRoot, projectPath, projectPath, what, escape)
}

/**
 * A path argument as a project path, refused when it leads out of root, lexically or through
 * a symlink. A path to `write` under is also refused when it goes through a symlink to
 * nothing; one only read reads as missing there.
 */
export function toRealProjectPath(
  fs: AnalyserFileSystem,
  projectRoot: ProjectRoot,
  input: string,
  what: string,
  use: 'read' | 'write' = 'read',
): string {
  const projectPath = toProjectPath(projectRoot, input, what)
  const escape = findEscape(fs, projectRoot, projectPath)
  if (escape?.kind === 'outside' || (escape?.kind === 'dangling' && use === 'write'))
    throw refuseEscape(projectRoot, input, projectPath, what, escape)
  return projectPath
}

/** How a path leaves root: through a symlink leading out, or one leading nowhere (named). */
type Escape = { kind: 'outside' } | { kind: 'dangling'; link: string }

function findEscape(fs: AnalyserFileSystem, projectRoot: ProjectRoot, projectPath: string): Escape | null {
  let absolute = path.join(projectRoot.root, projectPath)
  let looks = 0
  for (;;) {
    try {
      const real = fs.realpathSync(absolute)
      return isOutside(path.relative(projectRoot.realRoot, real)) ? { kind: 'outside' } : null
    } catch (error) {
      // A path that is there but resolves to nothing is a symlink whose target is missing. It is
      // looked at only in a folder inside root: a folder linked out is refused at the next step.
      const parent = path.dirname(absolute)
      if ((error as { code?: unknown }).code === 'ENOENT' && isReadableInside(fs, projectRoot, parent)) {
        const present = lookAt(fs, absolute)
        if (present === 'link') return { kind: 'dangling', link: toRelativeName(projectRoot, absolute) }
        // Written between the two looks (another run creating the same suite or backup): look again.
        if (present === 'other' && ++looks < 3) continue
      }
      // Missing, or a symlink loop: what a read or write there meets is decided by the folder above.
      if (parent === absolute || isOutside(path.relative(projectRoot.root, parent))) return null
      absolute = parent
    }
  }
}

/** What is at the path itself: a symlink, whatever it points to, something else, or nothing. */
function lookAt(fs: AnalyserFileSystem, absolute: string): 'link' | 'other' | null {
  try {
    return fs.lstatSync(absolute).isSymbolicLink() ? 'link' : 'other'
  } catch {
    return null
  }
}

function refuseEscape(
  projectRoot: ProjectRoot,
  input: string,
  projectPath: string,
  what: string,
  escape: Escape,
): AnalyserError {
  if (escape.kind === 'outside') return pathOutsideRoot(projectRoot, input, what)
  const through = escape.link === projectPath ? 'is' : `goes through "${escape.link}",`
  return new AnalyserError(
    'PATH_OUTSIDE_ROOT',
    `The ${what} "${input}" ${through} a symbolic link to a path that does not exist, so it cannot be held ` +
      `inside the root "${projectRoot.root}".`,
    `Remove the link "${escape.link}", or point it at a path inside root.`,
  )
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

/**
 * The text of a project file the analyser reads besides sources (package.json, a config,
 * a fixture, a suite), or null when it is missing, unreadable, or leads out of root.
 */
export function readInsideOrNull(fs: AnalyserFileSystem, projectRoot: ProjectRoot, projectPath: string): string | null {
  const absolute = path.join(projectRoot.root, projectPath)
  return isReadableInside(fs, projectRoot, absolute) ? readTextOrNull(fs, absolute) : null
}

/** A relative path climbing out (`..`, `../x`) or an absolute one: outside the folder it is relative to. */
export function isOutside(relative: string): boolean {
  return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)
}

/** An absolute path as the analyser names it to a caller: relative to root, '/'-separated, '.' for root. */
export function toRelativeName(projectRoot: ProjectRoot, absolute: string): string {
  return path.relative(projectRoot.root, absolute).split(path.sep).join('/') || '.'
}

/** PATH_OUTSIDE_ROOT for a path or glob argument, named as the caller wrote it. */
export function pathOutsideRoot(projectRoot: ProjectRoot, input: string, what: string): AnalyserError {
  return new AnalyserError(
    'PATH_OUTSIDE_ROOT',
    `The ${what} "${input}" resolves outside the root "${projectRoot.root}".`,
    'Pass a path or glob inside root, or call again with the other project as root.',
  )
}
