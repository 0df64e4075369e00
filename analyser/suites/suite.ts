import * as path from 'node:path'
import { readTextOrNull } from '../project/file-system.js'
import type { LoadedProject } from '../project/load.js'
import { hashText, parseSuite } from './header.js'
import { getBackupPath } from './paths.js'

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
}

/**
 * What writing a suite at `suite` would do: create it, keep an existing one, or with
 * --force replace it, first backing up one a person edited (or wrote) there.
 */
export function decideAction(
  loaded: LoadedProject,
  suite: string,
  out: string,
  force: boolean,
): Pick<SuiteFile, 'action' | 'reason' | 'backup'> {
  const existing = readTextOrNull(loaded.fs, path.join(loaded.projectRoot.root, suite))
  if (existing === null) return { action: 'create' }
  if (!force) return { action: 'skip', reason: 'The suite exists; --force regenerates it.' }
  const parsed = parseSuite(existing)
  // A file without our header at the suite's path was written by a person: keep a copy.
  const bodyHash = parsed === null ? hashText(existing) : hashText(parsed.body)
  if (parsed !== null && bodyHash === parsed.header.bodyHash) return { action: 'overwrite' }
  return { action: 'overwrite-edited', backup: getBackupPath(out, suite, bodyHash) }
}
