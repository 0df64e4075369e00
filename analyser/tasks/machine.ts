import * as path from 'node:path'
import { type AnalyserFileSystem, statOrNull } from '../project/file-system.js'

/** The machine a run would get, as the caller describes it: prerequisites are checked against this alone. */
export interface MachineFacts {
  fs: AnalyserFileSystem
  root: string
  /** The environment the run would get (the caller's, merged with per-call values). */
  environment: Readonly<Record<string, string | undefined>>
}

/** One thing a task needs on the machine, whether it is there, and where it was found or how to get it. */
export interface PrerequisiteCheck {
  name: string
  ok: boolean
  detail: string
}

/** A variable the run's environment must set, to `what`. */
export function checkEnvironment(machine: MachineFacts, name: string, what: string): PrerequisiteCheck {
  const value = machine.environment[name]
  return {
    name,
    ok: value !== undefined && value !== '',
    detail: value ? `${name}=${value}` : `${name} is not set; set it to ${what}.`,
  }
}

/** An executable: at `override` when given and there, else the first of `names` on PATH, else a fixed install path. */
export function findExecutable(
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

/** A file someone may execute; a file system without permission bits (an editor's overlay) is taken at its word. */
export function isExecutableFile(fs: AnalyserFileSystem, file: string): boolean {
  const stats = statOrNull(fs, file)
  return stats?.isFile() === true && (stats.mode === undefined || (stats.mode & 0o111) !== 0)
}

// Where Debian, Ubuntu, macOS and Playwright-style installs put a Chromium.
const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']
const CHROMIUM_PATHS = [
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]

/** The system Chromium the browser tasks drive: CHROMIUM_PATH, else one on PATH; never a download. */
export function checkChromium(machine: MachineFacts): PrerequisiteCheck {
  const chromium = findExecutable(machine, CHROMIUM_NAMES, CHROMIUM_PATHS, machine.environment.CHROMIUM_PATH)
  return {
    name: 'chromium',
    ok: chromium !== null,
    detail: chromium ?? 'No Chromium found on PATH or at CHROMIUM_PATH; install one (apt-get install -y chromium).',
  }
}
