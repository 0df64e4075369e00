import { MessageChannel, type MessagePort, Worker, receiveMessageOnPort } from 'node:worker_threads'
import type { ModuleOutline } from '../summary/module-outline.js'
import type { ModuleSummary } from '../summary/module-summary.js'
import type { FileError } from './read-sources.js'

/** A file's readings as one parse gives them: what the content cache keeps of a text. */
export interface FileReading {
  /** The cheap pass: null when the file does not parse, and `error` says why. */
  outline: ModuleOutline | null
  error: FileError | null
  /** The full pass, when the file was read in full: null when it fails, and `summaryError` says why. */
  summary?: ModuleSummary | null
  summaryError?: FileError
}

export interface ReadJob {
  file: string
  text: string
  /** Read in full (summary and outline from one parse), or only as far as the outline. */
  full: boolean
}

export type ReadFile = (job: ReadJob) => FileReading

/** What a pool thread is given: every job, and the shared counters it claims them by. */
export interface PoolWorkerData {
  jobs: ReadJob[]
  /** [next job to claim, jobs finished]: the Int32 slots NEXT and FINISHED of one SharedArrayBuffer. */
  counters: SharedArrayBuffer
  port: MessagePort
}

export interface PoolReply {
  index: number
  reading?: FileReading
  /** A reading that threw: the job is read again in the calling thread, where it throws as it would alone. */
  failed?: true
}

export const NEXT = 0
export const FINISHED = 1

/**
 * Fewer new texts than this are read in the calling thread: a thread costs about a third of a
 * second to start (it loads TypeScript and typescript-estree), which a few hundred files repay.
 */
const MIN_JOBS_FOR_THREADS = 200

/**
 * How long the calling thread waits, once every job is claimed, for a pool thread that has
 * stopped finishing them before it reads that thread's claimed jobs itself. A reading is a pure
 * function of its text, so a job read twice answers the same; one thread that ran out of memory
 * or was stopped never leaves the call without an answer.
 */
const STALL_MS = 20_000

/**
 * Reads texts on several threads at once and answers in the order asked, as if one thread had
 * read them. Jobs are claimed one at a time from a shared counter, so a thread still starting
 * takes none and the calling thread reads what the others have not. The calling thread blocks
 * until every job is answered: the analyser's calls stay synchronous.
 */
export interface PoolOptions {
  /** How many threads read, the calling one included. */
  threads: number
  /** The pool thread's module: read-pool-worker.js, built. */
  workerUrl: URL
  /** Told the count of jobs finished, as they finish. */
  onFinished?: (finished: number) => void
  minJobs?: number
  stallMs?: number
}

export function readInPool(
  jobs: readonly ReadJob[],
  read: ReadFile,
  { threads, workerUrl, onFinished, minJobs = MIN_JOBS_FOR_THREADS, stallMs = STALL_MS }: PoolOptions,
): FileReading[] {
  if (threads <= 1 || jobs.length < minJobs) return readInThisThread(jobs, read, onFinished)
  const counters = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT))
  const readings: (FileReading | undefined)[] = new Array(jobs.length)
  const pool: { worker: Worker; port: MessagePort }[] = []
  for (let i = 1; i < threads; i++) {
    const { port1, port2 } = new MessageChannel()
    const workerData: PoolWorkerData = {
      jobs: [...jobs],
      counters: counters.buffer as SharedArrayBuffer,
      port: port2,
    }
    const worker = new Worker(workerUrl, { workerData, transferList: [port2] })
    // A thread that fails to start or stops claims nothing more; its claimed jobs are read here.
    worker.on('error', () => {})
    worker.unref()
    pool.push({ worker, port: port1 })
  }
  const drain = (): void => {
    for (const { port } of pool) {
      for (let message = receiveMessageOnPort(port); message; message = receiveMessageOnPort(port)) {
        const reply = message.message as PoolReply
        if (reply.reading) readings[reply.index] = reply.reading
      }
    }
  }
  try {
    for (let index = Atomics.add(counters, NEXT, 1); index < jobs.length; index = Atomics.add(counters, NEXT, 1)) {
      readings[index] = read(jobs[index]!)
      onFinished?.(Atomics.add(counters, FINISHED, 1) + 1)
    }
    let finished = Atomics.load(counters, FINISHED)
    let waitedMs = 0
    while (finished < jobs.length && waitedMs < stallMs) {
      Atomics.wait(counters, FINISHED, finished, 50)
      const now = Atomics.load(counters, FINISHED)
      if (now === finished) waitedMs += 50
      else {
        waitedMs = 0
        finished = now
        onFinished?.(finished)
      }
      drain()
    }
    drain()
    // Whatever is missing now — a stalled thread's, or a reading that threw there — is read here.
    for (let index = 0; index < jobs.length; index++) readings[index] ??= read(jobs[index]!)
    return readings as FileReading[]
  } finally {
    for (const { worker, port } of pool) {
      port.close()
      void worker.terminate()
    }
  }
}

function readInThisThread(
  jobs: readonly ReadJob[],
  read: ReadFile,
  onFinished: ((finished: number) => void) | undefined,
): FileReading[] {
  return jobs.map((job, index) => {
    const reading = read(job)
    onFinished?.(index + 1)
    return reading
  })
}
