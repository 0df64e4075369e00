/** SPEC §3 exit codes. */
export const EXIT = { ok: 0, failed: 1, usage: 2, prerequisite: 3, unreadable: 4, internal: 5 } as const

/** What a command hands back to main: the adapter prints, the command only decides. */
export interface CommandOutput {
  exitCode: number
  stdout: string
}

/** A stream main writes to: the process's in the binary, a capture in tests. Only a terminal has isTTY. */
export type OutputStream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number }
export type InputStream = NodeJS.ReadableStream & { isTTY?: boolean }

/** What a command may use of the world: what main was given, never the process's own. */
export interface CommandContext {
  cwd: string
  env: Readonly<Record<string, string | undefined>>
  stderr: OutputStream
  stdin: InputStream
  version: string
}
