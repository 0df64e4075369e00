import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO } from '../helpers/cli.js'
import { installDependencies, writeProject } from '../helpers/temp-project.js'

/** A project as a person has it: React 18, TypeScript 5.4 and vitest 2 pinned, and a test of its own. */
const HOST = {
  'package.json': JSON.stringify({
    name: 'host-shop',
    private: true,
    type: 'module',
    scripts: { test: 'vitest run' },
    dependencies: {
      react: '18.3.1',
      'react-dom': '18.3.1',
      typescript: '5.4.5',
      vitest: '2.1.4',
      jsdom: '25.0.1',
      '@testing-library/react': '16.0.1',
      '@testing-library/dom': '10.4.0',
    },
  }),
  'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react-jsx', strict: true } }),
  'vitest.config.ts': "export default { test: { environment: 'jsdom' } }\n",
  'src/price-tag.tsx': [
    'export function PriceTag({ cents }: { cents: number }) {',
    '  return <strong>${(cents / 100).toFixed(2)}</strong>',
    '}',
    '',
  ].join('\n'),
  'src/price-tag.test.tsx': [
    "import { render, screen } from '@testing-library/react'",
    "import { expect, it } from 'vitest'",
    "import { PriceTag } from './price-tag'",
    '',
    "it('shows dollars', () => {",
    '  render(<PriceTag cents={1250} />)',
    "  expect(screen.getByText('$12.50')).toBeTruthy()",
    '})',
    '',
  ].join('\n'),
}

const run = (command: string, args: string[], cwd: string) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

type Tree = Record<string, { version: string; dependencies?: Tree }>

/**
 * What `npm ls react typescript vitest` says: the whole tree of paths to them apart from
 * flawless-react's, the version the project itself resolves for each, and what
 * flawless-react's own dependencies on them resolve to.
 */
function listResolved(folder: string): { tree: Tree; project: Record<string, string>; flawless: string[] } {
  const ls = run('npm', ['ls', 'react', 'typescript', 'vitest', '--json'], folder)
  const { 'flawless-react': flawless, ...tree } = (JSON.parse(ls.stdout) as { dependencies?: Tree }).dependencies ?? {}
  const project = Object.fromEntries(['react', 'typescript', 'vitest'].map((name) => [name, tree[name]?.version ?? '']))
  return { tree, project, flawless: [...new Set(listVersions(flawless?.dependencies ?? {}))].sort() }
}

/** Every `name@version` of react, typescript and vitest anywhere in a subtree. */
function listVersions(tree: Tree): string[] {
  return Object.entries(tree).flatMap(([name, entry]) => [
    ...(['react', 'typescript', 'vitest'].includes(name) ? [`${name}@${entry.version}`] : []),
    ...listVersions(entry.dependencies ?? {}),
  ])
}

/** The project's own test command: its exit code and the test files vitest counted. */
function runOwnTests(folder: string): { status: number | null; files: string | undefined } {
  const own = run('npm', ['test', '--silent'], folder)
  return { status: own.status, files: /Test Files\s+(.*)/.exec(own.stdout)?.[1]?.trim() }
}

describe('installing flawless-react into a project', () => {
  it('leaves what the project resolves unchanged, its own tests passing, and its generated suites pass', () => {
    const host = writeProject(HOST)
    installDependencies(host)
    const before = listResolved(host)
    expect(before.project).toEqual({ react: '18.3.1', typescript: '5.4.5', vitest: '2.1.4' })
    expect(runOwnTests(host)).toEqual({ status: 0, files: '1 passed (1)' })

    const packed = mkdtempSync(path.join(tmpdir(), 'flawless-pack-'))
    expect(run('npm', ['pack', '--ignore-scripts', '--pack-destination', packed], REPO).status).toBe(0)
    const tarball = path.join(packed, readdirSync(packed)[0]!)
    const install = run('npm', ['install', '--no-audit', '--no-fund', tarball], host)
    expect(install.status, install.stderr).toBe(0)
    // npm says nothing about a prepare script, a missing LICENSE or source maps: none are in the package.
    expect(install.stderr).not.toMatch(/prepare|source map/i)

    // Its own Biome comes with it, at the version it pins (the react-rules task's).
    const fromFlawless = createRequire(path.join(host, 'node_modules/flawless-react/package.json'))
    const biome = JSON.parse(readFileSync(fromFlawless.resolve('@biomejs/biome/package.json'), 'utf8')) as {
      version: string
    }
    const pinned = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    expect(biome.version).toBe(pinned.dependencies['@biomejs/biome'])

    const after = listResolved(host)
    expect(after.tree).toEqual(before.tree)
    // flawless-react's peers and its own dependencies on these get the project's copies: one of each in the tree.
    expect(after.flawless).toEqual(['react@18.3.1', 'typescript@5.4.5', 'vitest@2.1.4'])

    const generated = run(process.execPath, ['node_modules/.bin/flawless-react', '--run-tests', '--ci', '--json'], host)
    const document = JSON.parse(generated.stdout) as { exit_code: number; tests: Record<string, unknown> }
    expect({ status: generated.status, exit_code: document.exit_code }).toEqual({ status: 0, exit_code: 0 })
    expect(document.tests).toMatchObject({
      ran: 1,
      passed: 1,
      failed: 0,
      runner: { vitest: 'project', react: 'project' },
    })
    // The generated suite is not the project's test: its own runner still counts one file, and passes.
    expect(runOwnTests(host)).toEqual({ status: 0, files: '1 passed (1)' })
    expect(listResolved(host)).toEqual(after)
  }, 900_000)
})
