import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { afterAll, expect } from 'vitest'
import { REPO } from './cli.js'

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A copy of an example in a temporary folder, removed after the file's tests. */
export function copyExample(name: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `flawless-${name}-`))
  folders.push(folder)
  cpSync(path.join(REPO, 'examples', name), folder, { recursive: true })
  return folder
}

/** A project written from a map of files, in a temporary folder removed after the file's tests. */
export function writeProject(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'flawless-project-'))
  folders.push(folder)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
    writeFileSync(path.join(folder, file), text)
  }
  return folder
}

/** The project's dependencies from the registry, dev dependencies left out, as `npm install` puts them; fails the test if npm does. */
export function installDependencies(folder: string): void {
  const install = spawnSync('npm', ['install', '--omit=dev', '--no-package-lock', '--no-audit', '--no-fund'], {
    cwd: folder,
    encoding: 'utf8',
  })
  expect(install.status, install.stderr).toBe(0)
}
