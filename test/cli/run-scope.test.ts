import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type RunDocument, runJson, runMain } from '../helpers/cli.js'
import { writeProject } from '../helpers/temp-project.js'

const FILES = {
  'package.json': JSON.stringify({ dependencies: { react: '19.2.0', vite: '6.3.5' } }),
  'src/badge.tsx': 'export function Badge({ label }: { label: string }) {\n  return <span>{label}</span>\n}\n',
  'src/card.tsx': 'export function Card({ title }: { title: string }) {\n  return <h2>{title}</h2>\n}\n',
  'src/price.tsx':
    'export function Price({ cents }: { cents: number }) {\n  return <p>{(cents / 100).toFixed(2)}</p>\n}\n',
}
const SUITES = 'tests/flawless/perf-harness/src'

/** What a run ran: its counts, and the components whose suites reported a measurement. */
const summarise = (tests: RunDocument['tests']) =>
  tests && {
    ran: tests.ran,
    passed: tests.passed,
    failed: tests.failed,
    skipped: tests.skipped,
    measured: tests.perf.map((row) => row.component),
  }

/** A project with every suite generated and none run yet. */
async function generateAll(): Promise<string> {
  const folder = writeProject(FILES)
  expect((await runJson(folder, ['--ci', '--json'])).document.written).toHaveLength(3)
  return folder
}

describe('a run runs the suites it selected, and no others, saying so as it goes', () => {
  it('--roots runs the one suite it selects, though every suite exists', async () => {
    const folder = await generateAll()
    const { document } = await runJson(folder, ['--roots', 'src/badge.tsx', '--run-tests', '--ci', '--json'])
    expect(document.skipped.map((item) => item.component)).toEqual(['Badge'])
    expect(summarise(document.tests)).toEqual({
      ran: 1,
      passed: 1,
      failed: 0,
      skipped: 0,
      measured: ['src/badge.tsx#Badge'],
    })
  }, 180_000)

  it('--changed runs the suite of the one file git says changed, though every suite exists', async () => {
    const folder = await generateAll()
    for (const args of [
      ['init', '-q'],
      ['add', '.'],
      ['commit', '-qm', 'start'],
    ])
      expect(
        spawnSync('git', ['-c', 'user.email=ci@example.com', '-c', 'user.name=ci', ...args], { cwd: folder }).status,
      ).toBe(0)
    writeFileSync(
      path.join(folder, 'src/card.tsx'),
      'export function Card({ title }: { title: string }) {\n  return <h3>{title}</h3>\n}\n',
    )
    const { document } = await runJson(folder, ['--changed', '--run-tests', '--ci', '--json'])
    expect(summarise(document.tests)).toEqual({
      ran: 1,
      passed: 1,
      failed: 0,
      skipped: 0,
      measured: ['src/card.tsx#Card'],
    })
  }, 180_000)

  it('test runs the suites named, by source or suite file, under --root, reporting each as it finishes', async () => {
    const folder = await generateAll()
    // Run from elsewhere: the paths resolve against --root.
    const run = await runMain(
      ['test', 'src/card.tsx', `${SUITES}/price.Price.flawless.tsx`, '--root', folder, '--json'],
      writeProject({ 'README.md': '# elsewhere\n' }),
    )
    const document = JSON.parse(run.stdout) as RunDocument
    expect(summarise(document.tests)).toEqual({
      ran: 2,
      passed: 2,
      failed: 0,
      skipped: 0,
      measured: ['src/card.tsx#Card', 'src/price.tsx#Price'],
    })
    // Not on a terminal, a line on stderr as each suite file finishes (in the order vitest ran them): its verdict,
    // its file and the milliseconds its tests took.
    const progress = run.stderr.split('\n').filter((line) => /^flawless-react: (pass|FAIL) /.test(line))
    expect(progress.map((line) => /\((\d+\/\d+)\)$/.exec(line)?.[1])).toEqual(['1/2', '2/2'])
    expect(progress.map((line) => /^flawless-react: pass (\S+) \d+ ms \(/.exec(line)?.[1]).sort()).toEqual([
      `${SUITES}/card.Card.flawless.tsx`,
      `${SUITES}/price.Price.flawless.tsx`,
    ])
  }, 180_000)

  it('test says which path selects nothing, and runs nothing', async () => {
    const folder = await generateAll()
    const run = await runMain(['test', 'src/card.tsx', 'src/checkout', '--ci', '--json'], folder)
    const hint =
      'Name a suite file or folder under the suites folder, or a source file or folder that has suites; ' +
      'flawless-react status lists them.'
    expect({ status: run.status, stdout: JSON.parse(run.stdout), stderr: run.stderr }).toEqual({
      status: 4,
      // --json's one document, for this exit code too.
      stdout: {
        version: expect.any(String),
        exit_code: 4,
        error: { code: 'NOTHING_MATCHED', message: 'No generated suite matches "src/checkout".', hint },
      },
      stderr: `flawless-react: NOTHING_MATCHED: No generated suite matches "src/checkout". ${hint}\n`,
    })
  })
})
