import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runMain } from '../helpers/cli.js'
import { copyExample } from '../helpers/temp-project.js'

interface PlannedSuite {
  file: string
  action: string
  backup?: string
}

async function json<T>(args: string[], cwd: string): Promise<T> {
  const run = await runMain([...args, '--json'], cwd)
  expect(run.status, run.stderr).toBe(0)
  return JSON.parse(run.stdout) as T
}

describe('flawless-react plan and status, against the run they describe', () => {
  it(
    'plan says file by file what the run then does, an edited suite and its backup included; ' + 'status sees the edit',
    async () => {
      const folder = copyExample('next-dashboard')
      const first = await json<{ suites: PlannedSuite[]; writes: number }>(['plan'], folder)
      expect(existsSync(path.join(folder, 'tests'))).toBe(false)
      const created = await json<{ written: PlannedSuite[] }>(['--ci'], folder)
      expect(created.written.map(({ file, action }) => ({ file, action }))).toEqual(
        first.suites.map(({ file, action }) => ({ file, action })),
      )

      const edited = 'tests/flawless/perf-harness/components/metric-card.MetricCard.flawless.tsx'
      appendFileSync(path.join(folder, edited), '// an assertion a person added\n')
      const status = await runMain(['status'], folder)
      expect(status.stdout).toContain(
        'Generated       17 suites in tests/flawless (17 perf-harness)\n' +
          `                ${edited}: edited (backed up before --force replaces it)\n`,
      )
      expect((await json<{ suites: PlannedSuite[] }>(['plan'], folder)).suites.map((suite) => suite.action)).toEqual(
        Array(17).fill('skip'),
      )

      const planned = await json<{ suites: PlannedSuite[] }>(['plan', '--force'], folder)
      const backup = planned.suites.find((suite) => suite.file === edited)?.backup
      expect(planned.suites.filter((suite) => suite.action !== 'overwrite')).toEqual([
        expect.objectContaining({ file: edited, action: 'overwrite-edited', backup }),
      ])
      const forced = await json<{ written: PlannedSuite[]; backups: { file: string; backup: string }[] }>(
        ['--force', '--ci'],
        folder,
      )
      expect(forced.written.map(({ file, action }) => ({ file, action }))).toEqual(
        planned.suites.map(({ file, action }) => ({ file, action })),
      )
      expect(forced.backups).toEqual([{ file: edited, backup }])
      expect(readFileSync(path.join(folder, backup!), 'utf8')).toContain('// an assertion a person added\n')
    },
  )

  it('status names the framework, the counts by render mode and each missing prerequisite', async () => {
    const run = await runMain(['status'], copyExample('next-dashboard'))
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/^Framework {7}next \S+ \(app router\)\n/)
    expect(run.stdout).toContain('Components      17: 8 rsc, 8 client, 1 shared\n')
    expect(run.stdout).toContain('Generated       0 suites in tests/flawless\n')
    expect(run.stdout).toMatch(/ {2}(missing|ok) +load: LOAD_BASE/)
  })

  it('status sums up the TODO markers (count, suites with most, the first five); --todos lists them all', async () => {
    const folder = copyExample('next-dashboard')
    await json(['--ci'], folder)
    const markers = (await json<{ inventory: { todo_markers: { file: string; line: number }[] } }>(['status'], folder))
      .inventory.todo_markers
    expect(markers.length).toBeGreaterThan(5)
    const suites = new Set(markers.map((marker) => marker.file))
    const summary = (await runMain(['status'], folder)).stdout
    expect(summary).toContain(`TODO markers    ${markers.length} in ${suites.size} suites\n                most in `)
    const listed = (text: string) => markers.filter((marker) => text.includes(`${marker.file}:${marker.line}  `))
    expect(listed(summary)).toEqual(markers.slice(0, 5))
    expect(summary).toContain(`… ${markers.length - 5} more: flawless-react status --todos lists them all\n`)
    const all = (await runMain(['status', '--todos'], folder)).stdout
    expect(listed(all)).toEqual(markers)
    expect(all).not.toContain('more: flawless-react status --todos')
    expect(all).not.toContain('most in ')
  })
})
