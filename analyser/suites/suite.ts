import type { LoadedProject } from '../pipeline/load-project.js'
import { assertRealPathInside, readInsideOrNull } from '../project/root.js'
import { hashText, parseSuite } from './header.js'
import { getBackupPath } from './paths.js'
import type { LoadSuite } from './load-suite.js'
import type { RouteSpec } from './route-spec.js'

export type SuiteAction = 'create' | 'skip' | 'overwrite' | 'overwrite-edited'

/** One suite file a task would write, and what writing it would do. */
export interface SuiteFile {
  component: string
  source: string
  file: string
  action: SuiteAction
  /** Why a suite is skipped. */
  reason?: string
  /** Where an edited suite is copied before it is replaced. */
  backup?: string
  /** An e2e spec's route, URLs and expected elements: what the generator renders it from. */
  spec?: RouteSpec
  /** A load suite's route, pipes and limits: what the generator renders it from. */
  load?: LoadSuite
  /**
   * A file the task writes whole, in a format with no room for the generated header (a
   * JSON config): its bytes, so plan and run write the same, and an edit is any difference.
   */
  content?: string
}

export type SuiteDecision = Pick<SuiteFile, 'action' | 'reason' | 'backup'>

/** What writing the suite at `suite` would do, judged from the project as it is now. */
export function decideAction(
  loaded: LoadedProject,
  suite: string,
  out: string,
  force: boolean,
  content?: string,
): SuiteDecision {
  // A folder under out may be a symlink leading out of root: the suite would be read and written there.
  assertRealPathInside(loaded.fs, loaded.projectRoot, suite, 'suite')
  const decision = decideActionFor(readInsideOrNull(loaded.fs, loaded.projectRoot, suite), suite, out, force, content)
  if (decision.backup !== undefined) assertRealPathInside(loaded.fs, loaded.projectRoot, decision.backup, 'backup')
  return decision
}

/**
 * What writing a suite over `existing` (null: no file) would do: create it, keep an
 * existing one, or with --force replace it, first backing up one a person edited (or
 * wrote) there. The plan asks with what it read; the generator asks again with the bytes
 * it is about to replace, so a suite changed in between is judged by what it became.
 * A file written whole (`content`) is unedited when it is byte for byte what would be written.
 */
export function decideActionFor(
  existing: string | null,
  suite: string,
  out: string,
  force: boolean,
  content?: string,
): SuiteDecision {
  if (existing === null) return { action: 'create' }
  if (!force) return { action: 'skip', reason: 'The suite exists; --force regenerates it.' }
  // A file without our header at the suite's path was written by a person: keep a copy too.
  const unedited = content === undefined ? parseSuite(existing)?.edited === false : existing === content
  if (unedited) return { action: 'overwrite' }
  return { action: 'overwrite-edited', backup: getBackupPath(out, suite, hashText(existing)) }
}
