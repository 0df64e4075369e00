import type { Analyser } from '../analyser/index.js'

type Args = Record<string, unknown>

/**
 * What each read tool asks the analyser, by tool name: the tool's arguments (already
 * checked by its schema) mapped onto the analyser's options. Runs in the read worker.
 */
export const READ_CALLS: Record<string, (analyser: Analyser, args: Args) => object> = {
  flawless_analyse: (analyser, args) =>
    analyser.analyse({ root: String(args.root), entry: String(args.entry), ...maxEntries(args) }),
  flawless_tree: (analyser, args) =>
    analyser.tree({
      root: String(args.root),
      ...(args.roots ? { roots: args.roots as string[] } : {}),
      ...(args.depth ? { depth: args.depth as number } : {}),
      ...maxEntries(args),
    }),
  flawless_findings: (analyser, args) =>
    analyser.findings({
      root: String(args.root),
      ...(args.entry ? { entry: String(args.entry) } : {}),
      ...(args.rules ? { rules: args.rules as string[] } : {}),
      ...(args.max_findings ? { maxFindings: args.max_findings as number } : {}),
      ...maxEntries(args),
    }),
  flawless_project_status: (analyser, args) =>
    analyser.status({
      root: String(args.root),
      ...(args.out ? { out: String(args.out) } : {}),
      environment: environment(args),
    }),
  flawless_plan: (analyser, args) => {
    const { env: _env, ...options } = args
    return analyser.plan({
      ...(options as Record<string, never>),
      root: String(args.root),
      environment: environment(args),
    })
  },
  flawless_check_docs: (analyser, args) =>
    analyser.checkDocs({ root: String(args.root), ...(args.files ? { files: args.files as string[] } : {}) }),
}

/** The server's environment with the call's env over it, as a run with that env would see. */
function environment(args: Args): Record<string, string | undefined> {
  return { ...process.env, ...((args.env as Record<string, string> | undefined) ?? {}) }
}

function maxEntries(args: Args): { maxEntries?: number } {
  return args.max_entries ? { maxEntries: args.max_entries as number } : {}
}
