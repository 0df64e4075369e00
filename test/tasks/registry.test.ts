import { readFileSync, readdirSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { TASKS } from '../../analyser/index.js'
import { TASK_UNITS } from '../../analyser/tasks/index.js'
import { TASK_GENERATORS } from '../../cli/tasks/index.js'
import { REPO } from '../helpers/cli.js'
import { ROOT, createProject } from '../helpers/memfs-project.js'

const BADGE = `export function Badge() {
  return <span />
}
`

/** The task folders on one side: one a task, holding `<task>.ts`. */
function taskFolders(side: string): string[] {
  return readdirSync(path.join(REPO, side, 'tasks'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

describe('the task registry', () => {
  it('lists every analyser task folder, and every task lives in a file named by it', () => {
    expect(taskFolders('analyser')).toEqual(TASK_UNITS.map((task) => task.name).sort())
    for (const name of taskFolders('analyser'))
      expect(readFileSync(path.join(REPO, 'analyser/tasks', name, `${name}.ts`), 'utf8')).toContain(`name: '${name}'`)
  })

  it('names the tasks once each, in the order of SPEC §4', () => {
    expect(TASKS).toEqual(['perf-harness', 'a11y', 'react-rules', 'e2e', 'load'])
    expect(TASK_UNITS.map((task) => task.name)).toEqual(TASKS)
  })

  it('gives every task one generator, in a folder of its name', () => {
    expect(TASK_GENERATORS.map((task) => task.name).sort()).toEqual([...TASKS].sort())
    expect(taskFolders('cli')).toEqual([...TASKS].sort())
    for (const name of taskFolders('cli'))
      expect(readFileSync(path.join(REPO, 'cli/tasks', name, `${name}.ts`), 'utf8')).toContain(`name: '${name}'`)
  })

  it('checks each task’s prerequisites in status, in task order: perf-harness needs nothing on the machine', () => {
    const { analyser } = createProject({ 'package.json': '{}', 'src/badge.tsx': BADGE })
    expect(
      analyser.status({ root: ROOT, environment: {} }).prerequisites.map(({ task, name }) => [task, name]),
    ).toEqual([
      ['a11y', 'chromium'],
      ['react-rules', 'biome'],
      ['e2e', 'FLAWLESS_E2E_BASEURL'],
      ['e2e', 'chromium'],
      ['load', 'LOAD_BASE'],
    ])
  })
})
