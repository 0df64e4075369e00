import { mkdirSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseInvocation } from '../../analyser/grammar/index.js'
import { mergeReports } from '../../cli/generate/merge-reports.js'
import { runMain } from '../helpers/cli.js'
import { writeProject } from '../helpers/temp-project.js'

const FILES = ['a', 'b', 'c', 'd'].map((name) => `tests/flawless/perf-harness/src/${name}.flawless.tsx`)

const runLine = (index: number, files: string[]) =>
  JSON.stringify({
    kind: 'run',
    version: '1.0.0',
    started: '2026-12-05T09:00:00.000Z',
    shard: { index, count: 2 },
    files: { 'perf-harness': files },
  })
const suiteLine = (file: string, failed = 0) =>
  JSON.stringify({
    kind: 'suite',
    task: 'perf-harness',
    file,
    passed: failed === 0 ? 1 : 0,
    failed,
    skipped: 0,
    ms: 10,
    failures: failed === 0 ? [] : [{ name: 'renders', message: 'Error: boom' }],
  })

/** Two shards' results.jsonl: the first finished and wrote its document, the second was killed after one file. */
function writeParts(): string {
  const first = {
    version: '1.0.0',
    cwd: '/project',
    tasks: ['perf-harness'],
    written: [],
    skipped: [],
    backups: [],
    tests: {
      ran: 2,
      passed: 1,
      failed: 1,
      skipped: 0,
      duration_ms: 20,
      failures: [{ file: FILES[1], name: 'renders', message: 'Error: boom' }],
      causes: [],
      perf: [],
      runner: { vitest: 'flawless-react' },
    },
    prerequisites: [],
    exit_code: 1,
    duration_ms: 900,
    needs_fixtures: [],
    interrupted: false,
    shard: { index: 1, count: 2 },
  }
  return writeProject({
    'one/results.jsonl': [
      runLine(1, FILES.slice(0, 2)),
      suiteLine(FILES[0]!),
      suiteLine(FILES[1]!, 1),
      JSON.stringify({ kind: 'end', document: first }),
      '',
    ].join('\n'),
    // Killed as it wrote its second line: the cut line is left out, not an error.
    'two/results.jsonl': [runLine(2, FILES.slice(2)), suiteLine(FILES[2]!), '{"kind":"sui'].join('\n'),
  })
}

describe('merge-reports joins the parts of a run', () => {
  it('a part killed before its last line counts what it finished, and the whole says it was stopped', () => {
    const merged = mergeReports(['one', 'two'], writeParts())
    expect(merged.tests).toMatchObject({ ran: 3, passed: 2, failed: 1 })
    expect(merged).toMatchObject({ interrupted: true, not_run: [FILES[3]], exit_code: 137 })
    expect(merged.stopped_by).toContain('killed')
    expect(merged.parts.map((part) => [part.source, part.exit_code])).toEqual([
      ['one', 1],
      ['two', 137],
    ])
  })

  it('a line that is not JSON before the last, a folder without results, a run mixed with shards: each named', () => {
    const folder = writeParts()
    writeFileSync(path.join(folder, 'bad.jsonl'), `${runLine(1, [])}\nnot json\n${suiteLine(FILES[0]!)}\n`)
    expect(() => mergeReports(['bad.jsonl', 'two'], folder)).toThrow('bad.jsonl:2 is not a JSON line')
    mkdirSync(path.join(folder, 'empty'))
    expect(() => mergeReports(['empty'], folder)).toThrow('"empty" holds no results.jsonl')
    writeFileSync(path.join(folder, 'whole.json'), JSON.stringify({ version: '1.0.0', exit_code: 0, tasks: [] }))
    expect(() => mergeReports(['whole.json', 'two'], folder)).toThrow('is a run of every suite')
  })
})

describe('--shard and --timeout on the command line', () => {
  it.each([
    ['0/2', 'needs I/N with 1 <= I <= N'],
    ['3/2', 'needs I/N with 1 <= I <= N'],
    ['half', 'needs I/N with 1 <= I <= N'],
  ])('--shard %s is refused: %s', (value, message) => {
    expect(() => parseInvocation(['test', '--shard', value])).toThrow(message)
  })

  it('accepts --shard 2/4 and --timeout 30 on test and the generator, and no other command', () => {
    expect(parseInvocation(['test', '--shard', '2/4', '--timeout', '30']).kind).toBe('command')
    expect(parseInvocation(['--run-tests', '--shard=2/4', '--timeout=30']).kind).toBe('command')
    expect(() => parseInvocation(['plan', '--shard', '2/4'])).toThrow('Unknown option "--shard"')
  })

  it('the generator refuses --shard without --run-tests: there is nothing to split', async () => {
    const run = await runMain(['--shard', '1/2'], writeProject({ 'package.json': '{}' }))
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('give it with --run-tests')
  })
})
