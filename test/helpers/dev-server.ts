import { spawn } from 'node:child_process'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type AddressInfo, createServer as createNetServer } from 'node:net'
import * as path from 'node:path'
import { createServer } from 'vite'

/** A dev server a test started on loopback: its URL, the requests it saw, and how to stop it. */
export interface DevServer {
  url: string
  /** Each request's method, path and `x-flawless-e2e-id` header, in order. */
  requests: { method: string; url: string; runId: string | null }[]
  close(): Promise<void>
}

/** Answers a request the app makes (its API), or leaves it to the dev server by returning false. */
export type Handler = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * A real vite dev server over a project folder, with `handle` in front for what the app
 * asks a backend: the SPA's pages, modules and HMR are vite's own.
 */
export async function startVite(root: string, handle: Handler): Promise<DevServer> {
  const requests: DevServer['requests'] = []
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': path.join(root, 'src') } },
    server: { host: '127.0.0.1', port: 0 },
    plugins: [
      {
        name: 'flawless-test-backend',
        configureServer(vite) {
          vite.middlewares.use((request, response, next) => {
            const runId = request.headers['x-flawless-e2e-id']
            requests.push({
              method: request.method!,
              url: request.url!,
              runId: typeof runId === 'string' ? runId : null,
            })
            if (!handle(request, response)) next()
          })
        },
      },
    ],
  })
  await server.listen()
  return { url: server.resolvedUrls!.local[0]!, requests, close: () => server.close() }
}

/**
 * `next dev` over an installed Next.js project, on a free loopback port: resolves once it
 * says it is ready, with its URL.
 */
export async function startNextDev(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const port = await findFreePort()
  const next = path.join(root, 'node_modules/next/dist/bin/next')
  const child = spawn(process.execPath, [next, 'dev', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Ready|ready/.test(output)) resolve(`http://127.0.0.1:${port}`)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => reject(new Error(`next dev exited ${code}:\n${output}`)))
  })
  return {
    url,
    close: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid!, 'SIGTERM')
      await exited
    },
  }
}

/** A loopback port no one listens on now: bound, read, released. */
export async function findFreePort(): Promise<number> {
  const server = createNetServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
