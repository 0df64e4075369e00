import { format } from 'node:util'

/**
 * Imported first by `flawless-react mcp`: stdout belongs to the protocol. From here on,
 * `console.*` and any stray `process.stdout.write` — ours, a dependency's — go to stderr;
 * only `writeFrame`, which kept the real stdout, writes there.
 */
const protocolWrite = process.stdout.write.bind(process.stdout)
const errorWrite = process.stderr.write.bind(process.stderr)

process.stdout.write = ((
  chunk: string | Uint8Array,
  encoding?: BufferEncoding | ((error?: Error | null) => void),
  callback?: (error?: Error | null) => void,
) =>
  typeof encoding === 'function'
    ? errorWrite(chunk, encoding)
    : errorWrite(chunk, encoding, callback)) as typeof process.stdout.write

for (const method of ['log', 'info', 'debug', 'warn', 'error', 'trace', 'dir', 'table'] as const) {
  console[method] = (...args: unknown[]) => {
    errorWrite(`${format(...args)}\n`)
  }
}

/** One JSON-RPC frame, one line. JSON.stringify escapes newlines, so a frame never spans two. */
export function writeFrame(message: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    protocolWrite(`${JSON.stringify(message)}\n`, (error) => (error ? reject(error) : resolve()))
  })
}
