import { ANALYSE, CHECK_DOCS, FINDINGS, PLAN, type ReadArguments, STATUS, TREE } from '../analyser/grammar/index.js'
import type { Analyser } from '../analyser/index.js'
import { boundAnswer, type PageArguments } from './read-answer.js'

/** A read tool's arguments, already checked by its schema: the read table's, and `env` on the tools that take it. */
type Args = ReadArguments & { env?: Record<string, string> }

type ReadCall = (analyser: Analyser, args: Record<string, unknown>) => object

/**
 * What each read tool asks the analyser, by tool name; the read table turns the arguments
 * into the analyser's options, as it does for the CLI's commands. Runs in the read worker,
 * which answers the page of the result the call's limit, offset and fields ask for.
 */
export const READ_CALLS: Record<string, ReadCall> = {
  [ANALYSE.tool]: paged(ANALYSE.tool, (analyser, args) =>
    analyser.analyse(ANALYSE.toOptions(read(args), environment(args))),
  ),
  [TREE.tool]: paged(TREE.tool, (analyser, args) => analyser.tree(TREE.toOptions(read(args), environment(args)))),
  [FINDINGS.tool]: paged(FINDINGS.tool, (analyser, args) =>
    analyser.findings(FINDINGS.toOptions(read(args), environment(args))),
  ),
  [STATUS.tool]: paged(STATUS.tool, (analyser, args) =>
    analyser.status(STATUS.toOptions(read(args), environment(args))),
  ),
  [PLAN.tool]: paged(PLAN.tool, (analyser, args) => analyser.plan(PLAN.toOptions(read(args), environment(args)))),
  [CHECK_DOCS.tool]: paged(CHECK_DOCS.tool, (analyser, args) =>
    analyser.checkDocs(CHECK_DOCS.toOptions(read(args), environment(args))),
  ),
}

function paged(tool: string, call: ReadCall): ReadCall {
  return (analyser, args) => boundAnswer(tool, call(analyser, args), args as PageArguments)
}

function read(args: Record<string, unknown>): Args {
  return args as unknown as Args
}

/** The server's environment with the call's env over it, as a run with that env would see. */
function environment(args: Record<string, unknown>): Record<string, string | undefined> {
  return { ...process.env, ...(read(args).env ?? {}) }
}
