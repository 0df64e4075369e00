import { Worker } from 'node:worker_threads'
import { McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js'
import type { ReadReply, ReadRequest, Refusal } from './read-worker.js'
import { logOperator } from './operator-log.js'

/** A read call's outcome: the analyser's result, or the refusal it named (ROOT_NOT_FOUND, …). */
export type ReadOutcome = { result: object } | { refused: Refusal }

/**
 * The read worker, started on the first read call and kept for the server's life so its
 * cache stays warm. Its stdout is ours to route: anything it prints goes to stderr.
 */
class ReadPlane {
  private worker: Worker | null = null
  private seq = 0
  private readonly pending = new Map<
    number,
    { resolve: (outcome: ReadOutcome) => void; reject: (error: Error) => void }
  >()

  /**
   * Asks the worker. A cancelled call stops the worker — the analyser is synchronous, so
   * there is no other way to stop it — and the next read call starts a fresh one.
   */
  call(tool: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<ReadOutcome> {
    const worker = this.start()
    const seq = ++this.seq
    return new Promise((resolve, reject) => {
      this.pending.set(seq, { resolve, reject })
      signal?.addEventListener('abort', () => this.stop(worker, 'the call was cancelled'), { once: true })
      worker.ref()
      worker.postMessage({ seq, tool, args } satisfies ReadRequest)
    })
  }

  private stop(worker: Worker, reason: string): void {
    if (this.worker !== worker) return
    this.fail(reason)
    void worker.terminate()
  }

  private fail(reason: string): void {
    this.worker = null
    for (const waiting of this.pending.values())
      waiting.reject(
        new McpError(
          ErrorCode.InternalError,
          `The analyser's thread stopped (${reason}); the call was not answered. The next read call starts a new one.`,
        ),
      )
    this.pending.clear()
  }

  private start(): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(new URL('./read-worker.js', import.meta.url), { stdout: true, stderr: true })
    worker.stdout.on('data', (chunk: Buffer) => process.stderr.write(chunk))
    worker.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk))
    worker.on('message', (reply: ReadReply) => {
      const waiting = this.pending.get(reply.seq)
      if (!waiting) return
      this.pending.delete(reply.seq)
      if (this.pending.size === 0) worker.unref()
      if ('crashed' in reply)
        waiting.reject(new McpError(ErrorCode.InternalError, `The analyser failed: ${reply.crashed}`))
      else waiting.resolve(reply)
    })
    const crashed = (reason: string) => {
      if (this.worker !== worker) return
      logOperator(`the read worker stopped: ${reason}`)
      this.fail(reason)
    }
    worker.on('error', (error) => crashed(error.message))
    worker.on('exit', (code) => crashed(`exit code ${code}`))
    worker.unref()
    this.worker = worker
    return worker
  }
}

export const readPlane = new ReadPlane()
