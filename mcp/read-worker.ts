import { parentPort } from 'node:worker_threads'
import { Analyser, isAnalyserError } from '../analyser/index.js'
import { READ_CALLS } from './read-calls.js'

export interface ReadRequest {
  seq: number
  tool: string
  args: Record<string, unknown>
}

/** An AnalyserError, as the text of an error result: `INVALID_ARGUMENT field=rules: …`. */
export interface Refusal {
  code: string
  field: string | undefined
  message: string
  hint: string
}

export type ReadReply =
  | { seq: number; result: object }
  | { seq: number; refused: Refusal }
  | { seq: number; crashed: { message: string; stack: string } }

/**
 * The read plane's thread. The analyser is synchronous, and a glob over a large app takes
 * seconds; here it keeps the server's own thread free to hear a signal and keep its
 * promise that a call in flight gets at most 5 s. One Analyser, so its content cache
 * serves every call for every root.
 */
const analyser = new Analyser()

parentPort!.on('message', (request: ReadRequest) => {
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
  parentPort!.postMessage(reply)
})
