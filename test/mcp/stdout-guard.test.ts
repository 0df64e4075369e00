import { spawnSync } from 'node:child_process'
import * as path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { REPO } from '../helpers/cli.js'

const GUARD = pathToFileURL(path.join(REPO, 'dist/mcp/stdout-guard.js')).href
const OPERATOR_LOG = pathToFileURL(path.join(REPO, 'dist/mcp/operator-log.js')).href

describe('the stdout guard', () => {
  it('sends console.*, stray stdout writes and a worker thread’s prints to stderr; only frames reach stdout', () => {
    const script = `
      const { writeFrame } = await import(${JSON.stringify(GUARD)})
      const { logOperator } = await import(${JSON.stringify(OPERATOR_LOG)})
      const { Worker } = await import('node:worker_threads')
      console.log('log'); console.info('info'); console.warn('warn'); console.debug('debug'); console.table([1])
      process.stdout.write('stray\\n')
      process.stdout.write('stray with callback\\n', () => {})
      const printer = "console.log('from a worker'); process.stdout.write('worker write\\\\n')"
      await new Promise((resolve) => new Worker(printer, { eval: true }).on('exit', resolve))
      await writeFrame({ jsonrpc: '2.0', id: 1, result: { text: 'two\\nlines' } })
      logOperator('listening')
    `
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(run.status).toBe(0)
    expect(run.stdout).toBe(`${JSON.stringify({ jsonrpc: '2.0', id: 1, result: { text: 'two\nlines' } })}\n`)
    for (const text of [
      'log',
      'info',
      'warn',
      'debug',
      'stray',
      'stray with callback',
      'from a worker',
      'worker write',
      'flawless-react mcp: listening',
    ])
      expect(run.stderr).toContain(text)
  })
})
