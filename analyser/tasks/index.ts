import * as path from 'node:path'
import type { AnalyserFileSystem } from '../project/file-system.js'
import { statOrNull } from '../project/file-system.js'

/** SPEC §4: the five tasks, in the order a run performs them. */
export const TASKS = ['perf-harness', 'a11y', 'react-rules', 'e2e', 'load'] as const
export type TaskName = (typeof TASKS)[number]

/** Tasks the generator can write today; naming another is refused with a clear message. */
export const BUILT_TASKS: readonly TaskName[] = ['perf-harness']

export interface Prerequisite {
  task: TaskName
  name: string
  ok: boolean
  detail: string
}

export interface MachineFacts {
  fs: AnalyserFileSystem
  root: string
  /** The environment the run would get (the caller's, merged with per-call values). */
  environment: Readonly<Record<string, string | undefined>>
}

// Where Debian, Ubuntu, macOS and Playwright-style installs put a Chromium.
const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']
const CHROMIUM_PATHS = [
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]

/**
 * What each task needs before it can run (SPEC §4), checked against the machine as the
 * caller describes it: its environment, and its files read through the injected fs.
 */
export function checkPrerequisites(tasks: readonly TaskName[], machine: MachineFacts): Prerequisite[] {
  const checks: Prerequisite[] = []
  for (const task of tasks) {
    switch (task) {
      case 'perf-harness':
        break
      case 'a11y': {
        const chromium = findExecutable(machine, CHROMIUM_NAMES, CHROMIUM_PATHS, machine.environment.CHROMIUM_PATH)
        checks.push({
          task,
          name: 'chromium',
          ok: chromium !== null,
          detail:
            chromium ?? 'No Chromium found on PATH or at CHROMIUM_PATH; install one (apt-get install -y chromium).',
        })
        break
      }
      case 'react-rules': {
        const local = path.join(machine.root, 'node_modules/.bin/biome')
        const biome = isExecutableFile(machine.fs, local) ? local : findExecutable(machine, ['biome'], [], undefined)
        checks.push({
          task,
          name: 'biome',
          ok: biome !== null,
          detail:
            biome ??
            'Biome is not installed in the project or on PATH; add it with npm install --save-dev @biomejs/biome.',
        })
        break
      }
      case 'e2e':
        checks.push(
          environmentCheck(task, 'FLAWLESS_E2E_BASEURL', machine, 'the URL of a running dev or preview server'),
        )
        break
      case 'load':
        checks.push(environmentCheck(task, 'LOAD_BASE', machine, 'the loopback URL of a server with a seeded database'))
        break
    }
  }
  return checks
}

function environmentCheck(task: TaskName, name: string, machine: MachineFacts, what: string): Prerequisite {
  const value = machine.environment[name]
  return {
    task,
    name,
    ok: value !== undefined && value !== '',
    detail: value ? `${name}=${value}` : `${name} is not set; set it to ${what}.`,
  }
}

function findExecutable(
  machine: MachineFacts,
  names: readonly string[],
  fixedPaths: readonly string[],
  override: string | undefined,
): string | null {
  if (override && isExecutableFile(machine.fs, override)) return override
  const directories = (machine.environment.PATH ?? '').split(path.delimiter).filter(Boolean)
  for (const directory of directories) {
    for (const name of names) {
      const candidate = path.join(directory, name)
      if (isExecutableFile(machine.fs, candidate)) return candidate
    }
  }
  return fixedPaths.find((candidate) => isExecutableFile(machine.fs, candidate)) ?? null
}

function isExecutableFile(fs: AnalyserFileSystem, file: string): boolean {
  return statOrNull(fs, file)?.isFile() === true
}
