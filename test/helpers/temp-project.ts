import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
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

/** The package managers a test installs with: npm's flat layout, and pnpm's isolated store of links. */
export type PackageManager = 'npm' | 'pnpm'

const INSTALL_COMMANDS: Record<PackageManager, { command: string; args: string[] }> = {
  npm: { command: 'npm', args: ['install', ...INSTALL_FLAGS] },
  // pnpm from the registry, as a machine without it would get it; its default, isolated layout.
  pnpm: {
    command: 'npx',
    args: ['--yes', 'pnpm@10.34.9', 'install', '--prod', '--ignore-scripts', '--config.confirmModulesPurge=false'],
  },
}

/**
 * The project's dependencies, dev dependencies left out, as the package manager puts them
 * (npm by default): the first time for a dependency set into the shared cache, then
 * hard-linked from there into the project, so the project holds real folders (and pnpm's
 * relative links) as an install would. A workspace's member manifests are installed with
 * it; members get no node_modules of their own. Fails the test if the install does.
 */
export function installDependencies(folder: string, manager: PackageManager = 'npm'): void {
  const manifests = findManifests(folder)
  const cached = path.join(INSTALL_CACHE, getInstallKey(manifests, manager))
  if (!existsSync(path.join(cached, 'node_modules'))) fillCache(cached, manifests, manager)
  const from = path.join(cached, 'node_modules')
  const to = path.join(folder, 'node_modules')
  // Another file system, or no GNU cp: a plain copy is slower and as good.
  if (spawnSync('cp', ['-al', from, to]).status !== 0) cpSync(from, to, { recursive: true, verbatimSymlinks: true })
}

/** Every package.json of the project, its workspace members' included, by path. */
function findManifests(folder: string): Record<string, string> {
  const manifests: Record<string, string> = {}
  const visit = (relative: string): void => {
    for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name)
      if (entry.isDirectory() && entry.name !== 'node_modules') visit(child)
      else if (entry.name === 'package.json') manifests[child] = readFileSync(path.join(folder, child), 'utf8')
    }
  }
  visit('')
  return manifests
}

// Every field of package.json that can change what npm puts in node_modules.
const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
  'overrides',
  'workspaces',
  'name',
]

/** What decides an install's content: the dependency sets, the command, and the Node and npm that run it. */
function getInstallKey(manifests: Record<string, string>, manager: PackageManager): string {
  const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' }).stdout.trim()
  const dependencySets = Object.entries(manifests)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, text]) => {
      const manifest = JSON.parse(text) as Record<string, unknown>
      return [file, DEPENDENCY_FIELDS.map((field) => [field, sortKeys(manifest[field])])]
    })
  return createHash('sha256')
    .update(JSON.stringify({ dependencySets, command: INSTALL_COMMANDS[manager], node: process.versions.node, npm }))
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
function fillCache(cached: string, manifests: Record<string, string>, manager: PackageManager): void {
  mkdirSync(INSTALL_CACHE, { recursive: true })
  const staging = mkdtempSync(`${cached}.installing-`)
  try {
    for (const [file, text] of Object.entries(manifests)) {
      mkdirSync(path.dirname(path.join(staging, file)), { recursive: true })
      writeFileSync(path.join(staging, file), text)
    }
    const { command, args } = INSTALL_COMMANDS[manager]
    const install = spawnSync(command, args, { cwd: staging, encoding: 'utf8' })
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
