import { Worker } from 'node:worker_threads'
import { McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js'
import type { ReadReply, ReadRequest } from './read-worker.js'
import { logOperator } from './stdout-guard.js'

/** A read call's outcome: the analyser's result, or the refusal it named (ROOT_NOT_FOUND, …). */
export type ReadOutcome = { result: object } | { refused: { code: string; message: string; hint: string } }

/**
 * The read worker, started on the first read call and kept for the server's life so its
 * cache stays warm. Its stdout is ours to route: anything it prints goes to stderr.
 */
class ReadPlane {
  private worker: Worker | null = null
  private seq = 0
  private readonly pending = new Map<number, { resolve: (outcome: ReadOutcome) => void; reject: (error: Error) => void }>()

  call(tool: string, args: Record<string, unknown>): Promise<ReadOutcome> {
    const worker = this.start()
    const seq = ++this.seq
    return new Promise((resolve, reject) => {
      this.pending.set(seq, { resolve, reject })
      worker.ref()
      worker.postMessage({ seq, tool, args } satisfies ReadRequest)
    })
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
      if ('crashed' in reply) waiting.reject(new McpError(ErrorCode.InternalError, `The analyser failed: ${reply.crashed}`))
      else waiting.resolve(reply)
    })
    const fail = (reason: string) => {
      logOperator(`the read worker stopped: ${reason}`)
      this.worker = null
      for (const waiting of this.pending.values()) waiting.reject(new McpError(ErrorCode.InternalError, `The analyser's thread stopped (${reason}); the call was not answered. The next read call starts a new one.`))
      this.pending.clear()
    }
    worker.on('error', (error) => fail(error.message))
    worker.on('exit', (code) => {
      if (this.worker === worker) fail(`exit code ${code}`)
    })
    worker.unref()
    this.worker = worker
    return worker
  }
}

export const readPlane = new ReadPlane()
