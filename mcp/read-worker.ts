import { parentPort } from 'node:worker_threads'
import { Analyser, type CallProgress, isAnalyserError } from '../analyser/index.js'
import { READ_CALLS } from './read-calls.js'

/** A long call's progress goes out at most this often: a notification per file would outnumber the work. */
export const PROGRESS_INTERVAL_MS = 250

export interface ReadRequest {
  seq: number
  tool: string
  args: Record<string, unknown>
  /** Whether the caller listens for progress: a call nobody follows posts none. */
  reportsProgress: boolean
}

/** An AnalyserError, as the text of an error result: `INVALID_ARGUMENT field=rules: …`. */
export interface Refusal {
  code: string
  field: string | undefined
  message: string
  hint: string
}

export type ReadReply =
  | { seq: number; progress: CallProgress }
  | { seq: number; result: object }
  | { seq: number; refused: Refusal }
  | { seq: number; crashed: { message: string; stack: string } }

/**
 * The read plane's thread. The analyser is synchronous, and a glob over a large app takes
 * seconds; here it keeps the server's own thread free to hear a signal and keep its
 * promise that a call in flight gets at most 5 s. One Analyser, so its content cache
 * serves every call for every root.
 */
let reportProgress: ((progress: CallProgress) => void) | null = null
const analyser = new Analyser({ onProgress: (progress) => reportProgress?.(progress) })

parentPort!.on('message', (request: ReadRequest) => {
  // The first report waits an interval too: a call that answers within it sends none.
  let last = Date.now()
  reportProgress = request.reportsProgress
    ? (progress) => {
        const now = Date.now()
        if (now - last < PROGRESS_INTERVAL_MS) return
        last = now
        parentPort!.postMessage({ seq: request.seq, progress } satisfies ReadReply)
      }
    : null
  let reply: ReadReply
  try {
    reply = { seq: request.seq, result: READ_CALLS[request.tool]!(analyser, request.args) }
  } catch (error) {
    reply = isAnalyserError(error)
      ? {
          seq: request.seq,
          refused: { code: error.code, field: error.field, message: error.message, hint: error.hint },
        }
      : {
          seq: request.seq,
          crashed:
            error instanceof Error
              ? { message: error.message, stack: error.stack ?? error.message }
              : { message: String(error), stack: String(error) },
        }
  }
  reportProgress = null
  parentPort!.postMessage(reply)
})
