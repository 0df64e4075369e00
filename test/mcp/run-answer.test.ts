import { describe, expect, it } from 'vitest'
import { RUN_OUTPUT } from '../../mcp/output-schemas.js'
import { type ChildOutcome, formatOutcome, STDERR_TAIL_BYTES } from '../../mcp/run-plane.js'

const OUTCOME: ChildOutcome = {
  exitCode: 0,
  signal: null,
  timedOut: false,
  cutShort: false,
  stdout: '',
  stderr: '',
  stdoutBytes: 0,
  stderrBytes: 0,
}

const DOCUMENT = {
  version: '0.1.0',
  cwd: '/srv/app',
  tasks: ['perf-harness'],
  written: [{ task: 'perf-harness', component: 'Card', file: 'perf-harness/src/card.Card.test.tsx', action: 'create' }],
  skipped: [],
  backups: [],
  tests: null,
  prerequisites: [],
  exit_code: 0,
  duration_ms: 812,
}

describe("a run tool's structuredContent", () => {
  it('carries the exit code, the --ci document and the end of stderr, and fits its output schema', () => {
    const stderr = `${'vitest: a line of progress\n'.repeat(400)}flawless-react: wrote 1 suite\n`
    const { structured } = formatOutcome(
      {
        ...OUTCOME,
        stdout: JSON.stringify(DOCUMENT),
        stderr,
        stdoutBytes: JSON.stringify(DOCUMENT).length,
        stderrBytes: stderr.length,
      },
      600,
    )
    expect(RUN_OUTPUT.parse(structured)).toEqual(structured)
    expect(structured).toEqual({
      exit_code: 0,
      signal: null,
      timed_out: false,
      cut_short: false,
      result: DOCUMENT,
      stderr_tail: expect.stringMatching(/^vitest: a line of progress\n[^]*flawless-react: wrote 1 suite\n$/),
      stdout_bytes: JSON.stringify(DOCUMENT).length,
      stderr_bytes: stderr.length,
    })
    expect(Buffer.byteLength(structured.stderr_tail as string)).toBeLessThanOrEqual(STDERR_TAIL_BYTES)
  })

  it('without a document: result null and the raw stdout; a timeout says so', () => {
    const crashed = formatOutcome({ ...OUTCOME, exitCode: 5, stdout: 'TypeError: boom\n' }, 600).structured
    expect(RUN_OUTPUT.parse(crashed)).toMatchObject({ exit_code: 5, result: null, stdout: 'TypeError: boom\n' })
    const timedOut = formatOutcome({ ...OUTCOME, exitCode: null, signal: 'SIGKILL', timedOut: true }, 20).structured
    expect(RUN_OUTPUT.parse(timedOut)).toMatchObject({ exit_code: null, signal: 'SIGKILL', timed_out: true })
  })
})
