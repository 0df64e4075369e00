import { ANALYSE, CHECK_DOCS, FINDINGS, PLAN, type ReadArguments, STATUS, TREE } from '../analyser/grammar/index.js'
import type { Analyser } from '../analyser/index.js'

/** A read tool's arguments, already checked by its schema: the read table's, and `env` on the tools that take it. */
type Args = ReadArguments & { env?: Record<string, string> }

/**
 * What each read tool asks the analyser, by tool name; the read table turns the arguments
 * into the analyser's options, as it does for the CLI's commands. Runs in the read worker.
 */
export const READ_CALLS: Record<string, (analyser: Analyser, args: Record<string, unknown>) => object> = {
  [ANALYSE.tool]: (analyser, args) => analyser.analyse(ANALYSE.toOptions(read(args), environment(args))),
  [TREE.tool]: (analyser, args) => analyser.tree(TREE.toOptions(read(args), environment(args))),
  [FINDINGS.tool]: (analyser, args) => analyser.findings(FINDINGS.toOptions(read(args), environment(args))),
  [STATUS.tool]: (analyser, args) => analyser.status(STATUS.toOptions(read(args), environment(args))),
  [PLAN.tool]: (analyser, args) => analyser.plan(PLAN.toOptions(read(args), environment(args))),
  [CHECK_DOCS.tool]: (analyser, args) => analyser.checkDocs(CHECK_DOCS.toOptions(read(args), environment(args))),
}

function read(args: Record<string, unknown>): Args {
  return args as unknown as Args
}

/** The server's environment with the call's env over it, as a run with that env would see. */
function environment(args: Record<string, unknown>): Record<string, string | undefined> {
  return { ...process.env, ...(read(args).env ?? {}) }
}
