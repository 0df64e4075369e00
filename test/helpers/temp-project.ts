import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
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

const INSTALL_FLAGS = ['--omit=dev', '--no-package-lock', '--no-audit', '--no-fund']

/**
 * Installs live here, one folder per dependency set, shared by every test and every
 * checkout on the machine: the same dependencies are fetched and unpacked once. Remove
 * the folder to install afresh.
 */
export const INSTALL_CACHE = path.join(tmpdir(), 'flawless-react-test-installs')

/**
 * The project's dependencies, dev dependencies left out, as `npm install` puts them: the
 * first time for a dependency set into the shared cache, then hard-linked from there into
 * the project, so the project holds real folders as an install would. Fails the test if
 * npm does.
 */
export function installDependencies(folder: string): void {
  const manifest = readFileSync(path.join(folder, 'package.json'), 'utf8')
  const cached = path.join(INSTALL_CACHE, getInstallKey(JSON.parse(manifest) as Record<string, unknown>))
  if (!existsSync(path.join(cached, 'node_modules'))) fillCache(cached, manifest)
  const from = path.join(cached, 'node_modules')
  const to = path.join(folder, 'node_modules')
  // Another file system, or no GNU cp: a plain copy is slower and as good.
  if (spawnSync('cp', ['-al', from, to]).status !== 0) cpSync(from, to, { recursive: true })
}

// Every field of package.json that can change what npm puts in node_modules.
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies', 'overrides']

/** What decides an install's content: the dependency set, the flags, and the Node and npm that install it. */
function getInstallKey(manifest: Record<string, unknown>): string {
  const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' }).stdout.trim()
  const dependencySet = DEPENDENCY_FIELDS.map((field) => [field, sortKeys(manifest[field])])
  return createHash('sha256')
    .update(JSON.stringify({ dependencySet, flags: INSTALL_FLAGS, node: process.versions.node, npm }))
    .digest('hex')
    .slice(0, 16)
}

function sortKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
}

/**
 * Installs into a folder of its own, then renames it into place: a test in another
 * process that installs the same set meanwhile never sees half an install, and the
 * second rename to finish is dropped.
 */
function fillCache(cached: string, manifest: string): void {
  mkdirSync(INSTALL_CACHE, { recursive: true })
  const staging = mkdtempSync(`${cached}.installing-`)
  try {
    writeFileSync(path.join(staging, 'package.json'), manifest)
    const install = spawnSync('npm', ['install', ...INSTALL_FLAGS], { cwd: staging, encoding: 'utf8' })
    expect(install.status, install.stderr).toBe(0)
    try {
      renameSync(staging, cached)
    } catch (error) {
      if (!existsSync(path.join(cached, 'node_modules'))) throw error
    }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}
