import { workerData } from 'node:worker_threads'
import { readFile } from './read-file.js'
import { FINISHED, NEXT, type PoolReply, type PoolWorkerData } from './read-pool.js'

// A thread of the read pool (read-pool.ts): claims jobs until none is left, answering each on
// its port before counting it finished, so the calling thread finds the answer once it sees the count.
const { jobs, counters, port } = workerData as PoolWorkerData
const slots = new Int32Array(counters)
for (let index = Atomics.add(slots, NEXT, 1); index < jobs.length; index = Atomics.add(slots, NEXT, 1)) {
  try {
    port.postMessage({ index, reading: readFile(jobs[index]!) } satisfies PoolReply)
  } catch {
    port.postMessage({ index, failed: true } satisfies PoolReply)
  }
  Atomics.add(slots, FINISHED, 1)
  Atomics.notify(slots, FINISHED)
}
port.close()
