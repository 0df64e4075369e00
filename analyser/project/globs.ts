import * as path from 'node:path'
import { AnalyserError } from '../errors.js'
import type { AnalyserFileSystem, DirectoryEntry, FileStats } from './file-system.js'
import { type ProjectRoot, isOutside, toRelativeName } from './root.js'

/** A glob longer than this cannot name anything a path can (PATH_MAX on Linux); the MCP server uses the same bound. */
export const MAX_GLOB_LENGTH = 4096
/**
 * How many patterns one glob may stand for once its braces are expanded. fast-glob expands
 * every combination before it reads a folder: `{a,b}` written 40 times is 2^40 patterns,
 * which no call finishes. A real glob stands for a handful (`{app,src}/**\/*.{ts,tsx}` is 4).
 */
export const MAX_GLOB_PATTERNS = 1024
/** Brace expansion recurses once per level of nesting; no real glob nests braces this deep. */
export const MAX_BRACE_DEPTH = 32

/** A folder the walk could not list, and the system's code for why (EACCES, ELOOP, ENOTDIR). */
export interface FolderError {
  /** Project path of the folder, '.' for root. */
  folder: string
  code: string
}

/**
 * What a glob walk left out: folders it could not list, and paths it refused because
 * they lead outside root, lexically (`../x`, `/etc`) or through a symlink. Several walks
 * of one call may share a report.
 */
export class GlobReport {
  readonly unreadable: FolderError[] = []
  /** As the glob reached them, relative to root (`linkdir`, `../outside`). */
  readonly outside: string[] = []
  /** The names in each folder the walk listed, by project path (`.` for root). */
  readonly listings = new Map<string, ReadonlySet<string>>()

  addUnreadable(folder: string, code: string): void {
    if (!this.unreadable.some((known) => known.folder === folder)) this.unreadable.push({ folder, code })
  }

  addOutside(name: string): void {
    if (!this.outside.includes(name)) this.outside.push(name)
  }
}

/**
 * Refuses a glob the glob libraries would choke on, before they see it: longer than any
 * path, more brace combinations than MAX_GLOB_PATTERNS (counted, never expanded), or braces
 * nested deeper than MAX_BRACE_DEPTH. `field` names the argument, as INVALID_ARGUMENT does.
 */
export function checkGlob(pattern: string, field: string): void {
  if (pattern.length > MAX_GLOB_LENGTH) {
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `The ${field} is ${pattern.length} characters long, longer than any path or glob can be ` +
        `(${MAX_GLOB_LENGTH} at most).`,
      `Pass a shorter ${field}: a folder, a file or a glob such as "app/**/*.tsx".`,
      field,
    )
  }
  const { patterns, depth } = countBraceExpansion(pattern)
  if (depth > MAX_BRACE_DEPTH) {
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `The ${field} "${abbreviate(pattern)}" nests braces ${depth} levels deep; the bound is ${MAX_BRACE_DEPTH}.`,
      'Write the alternatives side by side, {a,b,c}, instead of inside one another.',
      field,
    )
  }
  if (patterns > MAX_GLOB_PATTERNS) {
    const count = Number.isFinite(patterns) ? patterns.toLocaleString('en-US') : 'more than 10^308'
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `The ${field} "${abbreviate(pattern)}" expands to ${count} patterns through its braces; ` +
        `the bound is ${MAX_GLOB_PATTERNS.toLocaleString('en-US')}.`,
      'Use fewer brace alternatives, or a wildcard such as * in place of a list.',
      field,
    )
  }
}

/**
 * How many patterns brace expansion makes of a glob, and how deep its braces nest, read
 * without expanding: a group `{a,b,c}` multiplies by the sum of its alternatives' counts, a
 * range `{1..20}` or `{a..e}` by its length. A group without a comma or a range is literal,
 * as fast-glob's expansion (the braces package) reads it. Escaped characters are literal.
 * Where the two might differ (quotes, brackets), this counts more, never fewer.
 */
export function countBraceExpansion(pattern: string): { patterns: number; depth: number } {
  // The innermost open group last; `product` is the current alternative's count so far.
  const groups: { start: number; sum: number; product: number; commas: number }[] = []
  let product = 1
  let depth = 0
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]
    if (char === '\\') {
      index++
    } else if (char === '{') {
      groups.push({ start: index, sum: 0, product, commas: 0 })
      product = 1
      depth = Math.max(depth, groups.length)
    } else if (char === ',' && groups.length > 0) {
      const group = groups[groups.length - 1]!
      group.sum += product
      group.commas++
      product = 1
    } else if (char === '}' && groups.length > 0) {
      const group = groups.pop()!
      const alternatives =
        group.commas > 0 ? group.sum + product : product * countRange(pattern.slice(group.start + 1, index))
      product = group.product * alternatives
    }
  }
  // An unclosed brace is literal, but the groups inside it still expand: count them all.
  for (let group = groups.pop(); group !== undefined; group = groups.pop())
    product = group.product * (group.sum + product)
  return { patterns: product, depth }
}

/** The length of a brace range body (`1..20`, `a..e`, `0..100..10`), or 1 when it is not one. */
function countRange(body: string): number {
  const range = /^(-?\d+|[A-Za-z])\.\.(-?\d+|[A-Za-z])(?:\.\.(-?\d+))?$/.exec(body)
  if (!range) return 1
  const [, from, to, step] = range as unknown as [string, string, string, string | undefined]
  const isNumeric = /\d/.test(from)
  if (isNumeric !== /\d/.test(to)) return 1
  const start = isNumeric ? Number(from) : from.charCodeAt(0)
  const end = isNumeric ? Number(to) : to.charCodeAt(0)
  const stride = Math.abs(Number(step ?? 1)) || 1
  return Math.floor(Math.abs(end - start) / stride) + 1
}

function abbreviate(pattern: string): string {
  return pattern.length > 80 ? `${pattern.slice(0, 77)}…` : pattern
}

/** The three calls fast-glob makes to walk folders, in the shape it takes them. */
export interface GlobFileSystem {
  lstatSync(path: string): FileStats
  statSync(path: string): FileStats
  readdirSync(path: string, options: { withFileTypes: true }): DirectoryEntry[]
}

/**
 * The file system a glob walks, walled at root: a folder is listed only when it lies
 * inside root once symlinks are resolved, and a path is looked at only when its folder
 * does. A refused path reads as missing to fast-glob and is named in the report; a folder
 * that cannot be listed (EACCES, ELOOP, ENOTDIR) is reported and skipped, so one bad
 * folder never fails the walk.
 *
 * Resolving every folder would cost a realpath each; only the first is needed. A folder
 * listed as a real folder (not a symlink) inside a folder known to be inside is inside too.
 */
export function wallGlobFileSystem(
  fs: AnalyserFileSystem,
  projectRoot: ProjectRoot,
  report: GlobReport,
): GlobFileSystem {
  const inside = new Set<string>([projectRoot.root])
  const name = (absolute: string): string => toRelativeName(projectRoot, absolute)

  /** Throws a refusal, or the folder's own error, unless `folder` is inside root after realpath. */
  const requireInside = (folder: string): void => {
    if (inside.has(folder)) return
    if (isOutside(path.relative(projectRoot.root, folder))) refuse(folder)
    let real: string
    try {
      real = fs.realpathSync(folder)
    } catch (error) {
      throw noteFailure(folder, error)
    }
    if (isOutside(path.relative(projectRoot.realRoot, real))) refuse(folder)
    inside.add(folder)
  }
  const refuse = (absolute: string): never => {
    report.addOutside(name(absolute))
    throw Object.assign(new Error(`"${name(absolute)}" leads outside the root.`), { code: 'ENOENT' })
  }
  // A missing path is an everyday answer to a glob; anything else is a folder the walk lost.
  const noteFailure = (folder: string, error: unknown): unknown => {
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && code !== 'ENOENT') report.addUnreadable(name(folder), code)
    return error
  }
  const lookAt = <T>(file: string, read: (file: string) => T): T => {
    const folder = path.dirname(file)
    requireInside(folder)
    try {
      return read(file)
    } catch (error) {
      // A static pattern under a file (`page.tsx/x`) names nothing; it is not a folder error.
      if ((error as { code?: unknown }).code === 'ENOTDIR') throw error
      throw noteFailure(folder, error)
    }
  }
  return {
    lstatSync: (file) => lookAt(file, (target) => fs.lstatSync(target)),
    statSync: (file) => lookAt(file, (target) => fs.statSync(target)),
    readdirSync: (folder, options) => {
      requireInside(folder)
      let entries: DirectoryEntry[]
      try {
        entries = fs.readdirSync(folder, options)
      } catch (error) {
        throw noteFailure(folder, error)
      }
      for (const entry of entries)
        if (entry.isDirectory() && !entry.isSymbolicLink()) inside.add(path.join(folder, entry.name))
      report.listings.set(name(folder), new Set(entries.map((entry) => entry.name)))
      return entries
    },
  }
}

// The codes a folder walk meets, in words.
const FOLDER_ERRORS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ELOOP: 'a loop of symbolic links',
  ENOTDIR: 'not a folder',
  ENAMETOOLONG: 'the path is too long',
}

/** The folders a walk could not list, as `errors` entries: the folder, no position, why. */
export function listFolderErrors(
  report: GlobReport,
): { file: string; line: number; column: number; message: string }[] {
  return report.unreadable.map((failed) => {
    const why = FOLDER_ERRORS[failed.code]
    const message =
      `The folder could not be read (${failed.code}${why ? `: ${why}` : ''}); ` +
      'the files under it were not analysed.'
    return { file: failed.folder, line: 0, column: 0, message }
  })
}
