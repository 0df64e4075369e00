import { mkdirSync, realpathSync, symlinkSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  LayoutError,
  checkLayout,
  findPackageFolder,
  isReactPair,
  locateVite,
} from '../../cli/generate/locate-packages.js'
import { writeProject } from '../helpers/temp-project.js'

const manifest = (fields: Record<string, unknown>): string => JSON.stringify(fields)

/** A link as pnpm and bun's isolated linker make them: relative, from the project's node_modules into the store. */
function link(root: string, from: string, to: string): void {
  mkdirSync(path.dirname(path.join(root, from)), { recursive: true })
  symlinkSync(path.relative(path.dirname(path.join(root, from)), path.join(root, to)), path.join(root, from))
}

describe('isReactPair: which react-dom a React renders with', () => {
  const cases: [string, string, boolean][] = [
    ['18.3.1', '18.2.0', true],
    ['17.0.2', '17.0.1', true],
    ['19.2.0', '19.2.0', true],
    ['19.1.0', '19.1.1', false],
    ['18.3.1', '19.0.0', false],
    ['19.0.0-rc-66855b96-20241106', '19.0.0-rc-66855b96-20241106', true],
    ['19.0.0-rc-66855b96-20241106', '19.0.0', false],
  ]
  for (const [react, reactDom, accepted] of cases) {
    it(`${accepted ? 'a pair' : 'not a pair'}: react ${react} with react-dom ${reactDom}`, () => {
      expect(isReactPair(react, reactDom)).toBe(accepted)
    })
  }
})

describe('findPackageFolder: the real folder Node loads a package from', () => {
  it('follows pnpm’s links into its store, where a package’s dependencies sit beside it and not in the project', () => {
    const root = writeProject({
      'package.json': manifest({ devDependencies: { vitest: '4.1.12' } }),
      'node_modules/.pnpm/vitest@4.1.12/node_modules/vitest/package.json': manifest({ name: 'vitest' }),
      'node_modules/.pnpm/vite@7.1.0/node_modules/vite/package.json': manifest({ name: 'vite' }),
    })
    link(root, 'node_modules/vitest', 'node_modules/.pnpm/vitest@4.1.12/node_modules/vitest')
    link(root, 'node_modules/.pnpm/vitest@4.1.12/node_modules/vite', 'node_modules/.pnpm/vite@7.1.0/node_modules/vite')
    const vitest = findPackageFolder('vitest', root)
    expect(vitest).toBe(realpathSync(path.join(root, 'node_modules/.pnpm/vitest@4.1.12/node_modules/vitest')))
    expect(findPackageFolder('vite', root)).toBeNull()
    expect(findPackageFolder('vite', vitest!)).toBe(
      realpathSync(path.join(root, 'node_modules/.pnpm/vite@7.1.0/node_modules/vite')),
    )
  })

  it('finds a workspace package’s dependencies hoisted to the workspace’s root', () => {
    const workspace = writeProject({
      'package.json': manifest({ private: true, workspaces: ['apps/*'] }),
      'apps/web/package.json': manifest({ name: 'web', dependencies: { react: '19.2.0' } }),
      'node_modules/react/package.json': manifest({ name: 'react', version: '19.2.0' }),
    })
    expect(findPackageFolder('react', path.join(workspace, 'apps/web'))).toBe(
      realpathSync(path.join(workspace, 'node_modules/react')),
    )
  })

  it('never looks in node_modules/node_modules, as Node does not', () => {
    const root = writeProject({
      'node_modules/node_modules/vite/package.json': manifest({ name: 'vite' }),
      'node_modules/vitest/package.json': manifest({ name: 'vitest' }),
    })
    expect(findPackageFolder('vite', path.join(root, 'node_modules/vitest'))).toBeNull()
  })
})

describe('locateVite: the vite a vitest runs on', () => {
  it('is found beside vitest in pnpm’s store, with its ES entry and major version', () => {
    const root = writeProject({
      'node_modules/.pnpm/vitest@4.1.12/node_modules/vitest/package.json': manifest({ name: 'vitest' }),
      'node_modules/.pnpm/vitest@4.1.12/node_modules/vite/package.json': manifest({
        name: 'vite',
        version: '7.1.0',
        exports: { '.': { import: './dist/node/index.js', require: './index.cjs' } },
      }),
    })
    link(root, 'node_modules/vitest', 'node_modules/.pnpm/vitest@4.1.12/node_modules/vitest')
    const vite = locateVite(findPackageFolder('vitest', root)!)
    expect(vite).toEqual({
      major: 7,
      entry: path.join(realpathSync(root), 'node_modules/.pnpm/vitest@4.1.12/node_modules/vite/dist/node/index.js'),
    })
  })

  it('a vitest with no vite anywhere above it is a layout error naming it and what to do, not a crash', () => {
    const root = writeProject({ 'node_modules/vitest/package.json': manifest({ name: 'vitest' }) })
    const error = (() => {
      try {
        locateVite(path.join(root, 'node_modules/vitest'))
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(LayoutError)
    expect(error).toMatchObject({ prerequisite: 'vite' })
    expect((error as Error).message).toMatch(/has no vite it can load.*Reinstall the project's dependencies/)
  })
})

describe('checkLayout: a layout the run cannot load from', () => {
  it('refuses Yarn Plug’n’Play, naming its loader and the linker to switch to', () => {
    const root = writeProject({ 'package.json': manifest({ name: 'app' }), '.pnp.cjs': '' })
    expect(() => checkLayout(root)).toThrow(LayoutError)
    expect(() => checkLayout(root)).toThrow(/Plug'n'Play \(.*\.pnp\.cjs\).*nodeLinker: node-modules/)
  })

  it('takes Yarn’s node_modules linker, where .pnp.cjs may linger from an earlier install', () => {
    const root = writeProject({
      'package.json': manifest({ name: 'app' }),
      '.pnp.cjs': '',
      'node_modules/react/package.json': manifest({ name: 'react' }),
    })
    expect(() => checkLayout(root)).not.toThrow()
  })

  it('refuses a workspace package whose workspace root is installed with Plug’n’Play', () => {
    const workspace = writeProject({
      'package.json': manifest({ private: true, workspaces: ['apps/*'] }),
      '.pnp.cjs': '',
      'apps/web/package.json': manifest({ name: 'web' }),
    })
    expect(() => checkLayout(path.join(workspace, 'apps/web'))).toThrow(LayoutError)
  })
})
