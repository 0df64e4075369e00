import { type ParsedCommand, type ReadArguments, toReadArguments } from '../../analyser/grammar/index.js'
import { listChangedFiles } from '../git.js'

/** A read command's arguments as the table names them; `--changed` asks git here, as the analyser never does. */
export function readArguments(parsed: ParsedCommand, cwd: string): ReadArguments {
  return toReadArguments(parsed, cwd, listChangedFiles)
}
