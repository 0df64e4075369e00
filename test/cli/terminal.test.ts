import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BIN } from '../helpers/cli.js'
import { writeProject } from '../helpers/temp-project.js'

/**
 * The generator at a terminal: util-linux `script` gives it a pseudo-terminal for stdin,
 * stdout and stderr, and types the answer. The transcript holds everything the person
 * would have seen, with the terminal's carriage returns.
 */
function atTerminal(
  folder: string,
  args: string[],
  typed: string,
  redirect = '',
): { status: number | null; transcript: string } {
  const command = `${[process.execPath, BIN, ...args].map((word) => `'${word}'`).join(' ')}${redirect}`
  const run = spawnSync('sh', ['-c', `(sleep 0.5; printf '${typed}') | script -qec "${command}" /dev/null`], {
    cwd: folder,
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: run.status, transcript: run.stdout.replace(/\r/g, '\n') }
}

const PROMPT = 'Tasks to run, comma-separated (perf-harness, a11y, react-rules, e2e, load) [perf-harness]: '

function project(): string {
  return writeProject({
    'package.json': JSON.stringify({ dependencies: { react: '19.2.0', vite: '6.3.5' } }),
    'src/badge.tsx': 'export function Badge({ label }: { label: string }) {\n  return <strong>{label}</strong>\n}\n',
    'src/card.tsx':
      'import { Badge } from \'./badge\'\n\nexport function Card() {\n  return <div><Badge label="new" /></div>\n}\n',
  })
}

describe('flawless-react at a terminal', () => {
  it('asks which tasks to run, takes the answer, and draws a progress bar on stderr', () => {
    const folder = project()
    const { status, transcript } = atTerminal(folder, [], 'perf-harness\\n')
    expect(status).toBe(0)
    expect(transcript).toContain(PROMPT)
    expect(transcript).toContain('] 0/2 tests/flawless/perf-harness/src/badge.Badge.flawless.ts')
    expect(transcript).toContain('] 1/2 tests/flawless/perf-harness/src/card.Card.flawless.ts')
    expect(transcript).toContain('[########################] 2/2')
    expect(transcript).toContain(
      'perf-harness: 2 suites written (2 create, 0 overwrite, 0 overwrite-edited), 0 skipped.',
    )
    expect(existsSync(path.join(folder, 'tests/flawless/perf-harness/src/card.Card.flawless.tsx'))).toBe(true)
  })

  it('asks on stderr, so --json redirected to a file holds the one document and nothing else', () => {
    const folder = project()
    const { status, transcript } = atTerminal(folder, ['--json'], 'perf-harness\\n', ' > run.json')
    expect(status).toBe(0)
    expect(transcript).toContain(PROMPT)
    const document = JSON.parse(readFileSync(path.join(folder, 'run.json'), 'utf8'))
    expect(document.tasks).toEqual(['perf-harness'])
    expect(document.written).toHaveLength(2)
  })

  it('an empty answer takes the default, perf-harness', () => {
    const { status, transcript } = atTerminal(project(), [], '\\n')
    expect(status).toBe(0)
    expect(transcript).toContain('perf-harness: 2 suites written')
  })

  it('an answer naming a task there is not exits 2 with its name', () => {
    const { status, transcript } = atTerminal(project(), [], 'a11yy\\n')
    expect(status).toBe(2)
    expect(transcript).toContain('Unknown task "a11yy".')
  })

  it('neither asks nor draws with --ci, or asks with --tasks given', () => {
    for (const args of [['--ci'], ['--tasks', 'perf-harness']]) {
      const { status, transcript } = atTerminal(project(), args, '')
      expect(status).toBe(0)
      expect(transcript).not.toContain(PROMPT)
      if (args[0] === '--ci') expect(transcript).not.toContain('] 0/2')
      else expect(transcript).toContain('] 0/2')
    }
  })
})
