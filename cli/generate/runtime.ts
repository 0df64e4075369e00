import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import * as path from 'node:path'

/**
 * What generated suites run on when the project lacks it: vitest and the vite it runs on,
 * jsdom, React and Testing Library, react-native-web for Expo, vitest's Playwright provider
 * for a11y's browser mode. flawless-react declares them as optional peers, so an install
 * never adds them to the project's tree or changes the versions the project resolves; the
 * versions it is tested with are its dev dependencies, and a run that needs them installs
 * them once into a folder of its own.
 */
export const RUNTIME_PACKAGES = [
  'vitest',
  'vite',
  'jsdom',
  'react',
  'react-dom',
  '@testing-library/react',
  '@testing-library/dom',
  'react-native-web',
  '@vitest/browser-playwright',
] as const

/**
 * The runtime's folder: FLAWLESS_RUNTIME_DIR, else the user's cache folder, one per
 * flawless-react version (a new version may pin new packages).
 */
export function getRuntimeFolder(
  packageRoot: string,
  environment: Readonly<Record<string, string | undefined>>,
): string {
  const { version } = readManifest(packageRoot)
  const cache = environment.XDG_CACHE_HOME || path.join(homedir(), '.cache')
  return path.join(environment.FLAWLESS_RUNTIME_DIR || path.join(cache, 'flawless-react'), `runtime-${version}`)
}

/**
 * The runtime's node_modules, installed with npm the first time a run needs it: into a
 * staging folder renamed into place, so a run that is installing it meanwhile never sees
 * half an install. Says on `onOutput` what it installs and where.
 */
export function installRuntime(folder: string, packageRoot: string, onOutput: (chunk: string) => void): string {
  const modules = path.join(folder, 'node_modules')
  if (existsSync(modules)) return modules
  const { devDependencies } = readManifest(packageRoot)
  const dependencies = Object.fromEntries(RUNTIME_PACKAGES.map((name) => [name, devDependencies[name]!]))
  onOutput(
    `flawless-react: the project lacks ${RUNTIME_PACKAGES.join(', ')} or some of them; installing ` +
      `flawless-react's own into ${folder} (once, outside the project).\n`,
  )
  mkdirSync(path.dirname(folder), { recursive: true })
  const staging = mkdtempSync(`${folder}.installing-`)
  try {
    writeFileSync(path.join(staging, 'package.json'), JSON.stringify({ private: true, dependencies }, null, 2))
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--omit=dev'], {
      cwd: staging,
      encoding: 'utf8',
    })
    if (install.status !== 0) {
      throw new Error(
        `npm could not install flawless-react's test runtime into ${staging}: ` +
          `${(install.stderr || install.error?.message || '').trim()} ` +
          'Install vitest, jsdom, react, react-dom and @testing-library/react in the project, or run again online.',
      )
    }
    try {
      renameSync(staging, folder)
    } catch (error) {
      // Another run finished the same install first: its copy is as good.
      if (!existsSync(modules)) throw error
    }
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
  return modules
}

function readManifest(packageRoot: string): { version: string; devDependencies: Record<string, string> } {
  return JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8'))
}
