import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BIN, REPO, runCli } from '../helpers/cli.js'
import { source } from '../helpers/memfs-project.js'
import { writeProject } from '../helpers/temp-project.js'

/** A server page that keeps state: an error finding. */
function writeServerPage(): string {
  return writeProject({
    'package.json': JSON.stringify({ dependencies: { next: '15.0.0', react: '19.0.0' } }),
    'app/page.tsx': source(`
      import { useState } from 'react'

      export default function Page() {
        const [count] = useState(0)
        return <p>{count}</p>
      }
    `),
  })
}

/**
 * The built binary as a shell runs it: what only a real process shows — its exit status,
 * its pipes. Everything else about the CLI is tested in process, through main.
 */
describe('the flawless-react binary', () => {
  it('--version prints the package version', () => {
    const version = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')).version
    expect(runCli(['--version'])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' })
  })

  it.each([
    {
      name: 'exits 0 when the work is done',
      args: ['analyse', 'app/page.tsx', '--root', 'examples/next-dashboard'],
      code: 0,
      stderr: '',
    },
    { name: 'exits 1 on an error finding', args: ['findings', '--root', 'server-page'], code: 1, stderr: '' },
    {
      name: 'exits 2 on a bad command line',
      args: ['analyse', 'app', '--rooot', 'x'],
      code: 2,
      stderr: 'flawless-react: Unknown option "--rooot"',
    },
    {
      name: 'exits 4 when the project cannot be read',
      args: ['tree', '--root', 'examples/no-such-project'],
      code: 4,
      stderr: 'flawless-react: ROOT_NOT_FOUND: ',
    },
  ])('$name', ({ code, args, stderr }) => {
    const run = runCli(args.map((arg) => (arg === 'server-page' ? writeServerPage() : arg)))
    expect(run.status, run.stderr).toBe(code)
    expect(run.stderr.startsWith(stderr)).toBe(true)
  })

  it('exits quietly when the reader of its output has gone, as after `| head -c 0`', async () => {
    const folder = writeProject({
      'package.json': '{}',
      'src/card.tsx': 'export function Card({ title }: { title: string }) {\n  return <h2>{title}</h2>\n}\n',
    })
    const child = spawn(process.execPath, [BIN, 'analyse', 'src', '--json'], {
      cwd: folder,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    // The read end closes before the document is written: the write meets EPIPE.
    child.stdout.destroy()
    const code = await new Promise((resolve) => child.on('close', resolve))
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
  })

  it('exits 0 and says nothing on stderr when `| head -1` stops reading a long document', () => {
    const pipeline = `"${process.execPath}" "${BIN}" analyse app --root examples/next-dashboard --json | head -1`
    const run = spawnSync('bash', ['-c', `${pipeline}; echo "exit \${PIPESTATUS[0]}"`], { cwd: REPO, encoding: 'utf8' })
    expect({ stdout: run.stdout, stderr: run.stderr }).toEqual({ stdout: '{\nexit 0\n', stderr: '' })
  })
})
