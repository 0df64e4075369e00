import { createRequire } from 'node:module'

/**
 * The CPU time, in milliseconds, of the thread that renders: the clock the gate times
 * renders with. Unlike wall-clock time it does not grow while the thread waits for a
 * core, so another process loading the machine does not make a render look slower;
 * unlike process.cpuUsage it leaves out V8's compiler and garbage-collector threads,
 * which work beside the render and, under load, land in its window unpredictably. On
 * vite-shop a 1.4 ms window read 1.4 ms of thread time and 1.4 to 5 ms of process time
 * while the compiler threads were busy after start-up.
 *
 * Node 20 and 22 have no thread clock (process.threadCpuUsage came in Node 23.9), but
 * their WASI implementation reads CLOCK_THREAD_CPUTIME_ID, so a WebAssembly module of
 * one memory page lets the harness call it; where that fails, process.cpuUsage is used.
 */
export function getCpuTime(): number {
  return readClock()
}

/** Which clock getCpuTime reads, recorded in baselines: times from different clocks are not compared. */
export function getCpuClock(): CpuClock {
  readClock()
  return clockName
}

export type CpuClock = 'thread' | 'process'

let clockName: CpuClock = 'process'
let readClock = (): number => {
  readClock = createThreadClock() ?? readProcessClock
  clockName = readClock === readProcessClock ? 'process' : 'thread'
  return readClock()
}

function readProcessClock(): number {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}

const THREAD_CPUTIME = 3
/** (module (memory (export "memory") 1)): the memory the WASI clock writes its answer to. */
const MEMORY_MODULE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x05, 0x03, 0x01, 0x00, 0x01, 0x07, 0x0a, 0x01, 0x06, 0x6d, 0x65,
  0x6d, 0x6f, 0x72, 0x79, 0x02, 0x00,
])

function createThreadClock(): (() => number) | null {
  const native = (process as { threadCpuUsage?: () => { user: number; system: number } }).threadCpuUsage
  if (typeof native === 'function') {
    return () => {
      const usage = native.call(process)
      return (usage.user + usage.system) / 1000
    }
  }
  try {
    const wasi = withoutExperimentalWarning(() => {
      // Loaded here, not imported: Node 20 warns as the module loads.
      const { WASI } = createRequire(import.meta.url)('node:wasi') as typeof import('node:wasi')
      return new WASI({ version: 'preview1', returnOnExit: true })
    })
    const instance = new WebAssembly.Instance(new WebAssembly.Module(MEMORY_MODULE), {})
    wasi.initialize(instance)
    const memory = instance.exports.memory as WebAssembly.Memory
    const clockTimeGet = wasi.wasiImport.clock_time_get as (id: number, precision: bigint, at: number) => number
    const read = (): number => {
      if (clockTimeGet(THREAD_CPUTIME, 0n, 0) !== 0) throw new Error('no thread clock')
      return Number(new DataView(memory.buffer).getBigUint64(0, true)) / 1e6
    }
    read()
    return read
  } catch {
    return null
  }
}

/** Node 20 warns on stderr that WASI is experimental; the harness reads one clock through it, no news to a user. */
function withoutExperimentalWarning<T>(create: () => T): T {
  const emitWarning = process.emitWarning
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message
    if (text.includes('WASI')) return
    return (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest)
  }) as typeof process.emitWarning
  try {
    return create()
  } finally {
    process.emitWarning = emitWarning
  }
}
