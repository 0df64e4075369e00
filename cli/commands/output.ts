/** SPEC §3 exit codes. */
export const EXIT = { ok: 0, failed: 1, usage: 2, prerequisite: 3, unreadable: 4, internal: 5 } as const

/** What a command hands back to main: the adapter prints, the command only decides. */
export interface CommandOutput {
  exitCode: number
  stdout: string
}
