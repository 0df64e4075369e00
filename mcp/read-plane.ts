import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js'
import { READ_TIMEOUT_S } from '../analyser/grammar/index.js'
import { logOperator } from './operator-log.js'
import type { CallProgress } from '../analyser/index.js'
import type { ReadReply, ReadRequest, Refusal } from './read-worker.js'

/** A read call's outcome: the analyser's result, or the refusal it named (ROOT_NOT_FOUND, TIMEOUT, …). */
export type ReadOutcome = { result: object } | { refused: Refusal }

/**
 * The read worker's heap ceiling. A read of a large app stays far below it; a glob that
 * explodes reaches it in seconds instead of taking the machine's memory with it.
 */
export const READ_HEAP_MB = 2048

export interface ReadPlaneLimits {
  heapMb: number
}

interface PendingCall {
  tool: string
  timeoutS: number
  watchdog: NodeJS.Timeout
  onProgress: ((progress: CallProgress) => void) | undefined
  resolve: (outcome: ReadOutcome) => void
  reject: (error: Error) => void
}

/** The folder flawless-react is installed in: a message for the client never names it. */
const INSTALL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The read worker, started on the first read call and kept for the server's life so its
 * cache stays warm. Its stdout is ours to route: anything it prints goes to stderr. Every
 * call is bounded twice: by its watchdog (`timeout_s`) and by the worker's heap ceiling;
 * either stops the worker — the analyser is synchronous, so there is no other way to stop
 * it — answers the call with the bound it hit, and the next call starts a fresh one.
 */
export class ReadPlane {
  private worker: Worker | null = null
  private seq = 0
  /** In the order they were posted: the worker answers the first while the rest wait. */
  private readonly pending = new Map<number, PendingCall>()

  constructor(private readonly limits: ReadPlaneLimits = { heapMb: READ_HEAP_MB }) {}

  /**
   * Asks the worker. A cancelled call stops the worker, as a timeout does. `onProgress`
   * hears how far a long call has come, a few times a second at most.
   */
  call(
    tool: string,
    args: Record<string, unknown>,
    signal?: AbortSignal,
    onProgress?: (progress: CallProgress) => void,
  ): Promise<ReadOutcome> {
    // The deadline is the plane's to keep, not an option of the analyser's.
    const { timeout_s: timeout, ...options } = args
    const timeoutS = typeof timeout === 'number' ? timeout : READ_TIMEOUT_S
    const worker = this.start()
    const seq = ++this.seq
    return new Promise((resolve, reject) => {
      const watchdog = setTimeout(() => this.expire(seq), timeoutS * 1000)
      this.pending.set(seq, { tool, timeoutS, watchdog, onProgress, resolve, reject })
      signal?.addEventListener('abort', () => this.stop(worker, 'the call was cancelled'), { once: true })
      worker.ref()
      worker.postMessage({ seq, tool, args: options, reportsProgress: onProgress !== undefined } satisfies ReadRequest)
    })
  }

  /** A call's deadline passed: the worker is stopped, and the call answered with the bound it hit. */
  private expire(seq: number): void {
    const call = this.pending.get(seq)
    if (!call || !this.worker) return
    logOperator(`${call.tool} did not answer within timeout_s=${call.timeoutS}; the read worker was stopped.`)
    this.stop(this.worker, `${call.tool} timed out`, {
      seq,
      refused: {
        code: 'TIMEOUT',
        field: undefined,
        message: `${call.tool} did not answer within timeout_s=${call.timeoutS}; its analyser thread was stopped.`,
        hint: 'Narrow the entry (a folder or a glob that reaches fewer files), lower max_entries, or raise timeout_s.',
      },
    })
  }

  /**
   * Ends the worker. The call that hit a bound is answered with it; any other call still
   * waiting (the line transport sends one at a time, so only a client in memory has one)
   * gets an error.
   */
  private stop(worker: Worker, reason: string, bound?: { seq: number; refused: Refusal }): void {
    if (this.worker !== worker) return
    this.worker = null
    void worker.terminate()
    for (const [seq, call] of this.pending) {
      clearTimeout(call.watchdog)
      if (seq === bound?.seq) call.resolve({ refused: bound.refused })
      else
        call.reject(
          internalError(
            `The analyser's thread stopped (${reason}); the call was not answered. ` +
              'The next read call starts a new one.',
          ),
        )
    }
    this.pending.clear()
  }

  private start(): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(new URL('./read-worker.js', import.meta.url), {
      stdout: true,
      stderr: true,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb },
    })
    worker.stdout.on('data', (chunk: Buffer) => process.stderr.write(chunk))
    worker.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk))
    worker.on('message', (reply: ReadReply) => {
      const call = this.pending.get(reply.seq)
      if (!call) return
      if ('progress' in reply) {
        call.onProgress?.(reply.progress)
        return
      }
      this.pending.delete(reply.seq)
      clearTimeout(call.watchdog)
      if (this.pending.size === 0) worker.unref()
      if ('crashed' in reply) {
        // The stack is the operator's; the client learns what failed, in words that name no install path.
        logOperator(`${call.tool} failed: ${reply.crashed.stack}`)
        call.reject(internalError(`The analyser failed on ${call.tool}: ${withoutInstallPath(reply.crashed.message)}`))
      } else call.resolve(reply)
    })
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.worker !== worker) return
      if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') {
        logOperator(`the read worker stopped: ${error.message}`)
        this.stop(worker, error.message)
        return
      }
      // The worker answers in order: the call it was on is the first still waiting.
      const [seq = 0] = this.pending.keys()
      const tool = this.pending.get(seq)?.tool ?? 'a read call'
      logOperator(`${tool} reached the read worker's ${this.limits.heapMb} MB heap ceiling; the worker was stopped.`)
      this.stop(worker, 'its heap ceiling was reached', {
        seq,
        refused: {
          code: 'RESOURCE_LIMIT',
          field: undefined,
          message:
            `${tool} needed more than the read plane's ${this.limits.heapMb} MB of memory; ` +
            'its analyser thread was stopped.',
          hint: 'Narrow the entry (a folder or a glob that reaches fewer files) or lower max_entries.',
        },
      })
    })
    worker.on('exit', (code) => {
      if (this.worker !== worker) return
      logOperator(`the read worker stopped: exit code ${code}`)
      this.stop(worker, `exit code ${code}`)
    })
    worker.unref()
    this.worker = worker
    return worker
  }
}

/** A JSON-RPC -32603 whose message is ours alone (the SDK's McpError prefixes its own words). */
function internalError(message: string): Error {
  return Object.assign(new Error(message), { code: ErrorCode.InternalError })
}

function withoutInstallPath(message: string): string {
  return message.split(INSTALL).join('flawless-react')
}

export const readPlane = new ReadPlane()
