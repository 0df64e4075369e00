import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { findRedirect } from '../../cli/harness/react-redirect.js'
import { resolveRequireConditions } from '../../cli/harness/require-conditions.js'
import { writeProject } from '../helpers/temp-project.js'

describe('findRedirect: imports of the React pair resolve from the pair the run chose', () => {
  const pair = {
    react: '/runtime/node_modules/react',
    'react-dom': '/runtime/node_modules/react-dom',
    scheduler: '/runtime/node_modules/scheduler',
  }
  it('redirects: a project package’s react, react/jsx-runtime and react-dom/client', () => {
    const importer = '/app/node_modules/use-debounce/dist/index.js'
    expect(findRedirect(pair, 'react', importer)).toBe('/runtime/node_modules/react/package.json')
    expect(findRedirect(pair, 'react/jsx-runtime', importer)).toBe('/runtime/node_modules/react/package.json')
    expect(findRedirect(pair, 'react-dom/client', importer)).toBe('/runtime/node_modules/react-dom/package.json')
  })
  it('leaves alone: the pair’s own imports, other packages, and names that only start like react', () => {
    expect(findRedirect(pair, 'react', '/runtime/node_modules/react-dom/cjs/react-dom.development.js')).toBeNull()
    expect(findRedirect(pair, 'react-redux', '/app/src/store.js')).toBeNull()
    expect(findRedirect(pair, 'react-dom-confetti', '/app/src/party.js')).toBeNull()
    expect(findRedirect({}, 'react', '/app/src/app.js')).toBeNull()
  })
})

describe('resolveRequireConditions: the build a VM context’s require can run', () => {
  // As async-function 1.0.0, which get-intrinsic 1.3 requires: a module-sync ES build first, CommonJS as default.
  const root = writeProject({
    'node_modules/async-function/package.json': JSON.stringify({
      name: 'async-function',
      exports: {
        '.': [{ 'module-sync': './require.mjs', import: './index.mjs', default: './index.js' }, './index.js'],
        './package.json': './package.json',
      },
    }),
    'node_modules/async-function/require.mjs': 'export default 1\n',
    'node_modules/async-function/index.mjs': 'export default 1\n',
    'node_modules/async-function/index.js': 'module.exports = 1\n',
    'node_modules/@scope/tools/package.json': JSON.stringify({
      name: '@scope/tools',
      type: 'module',
      exports: { './*': { 'module-sync': './esm/*.js', require: './cjs/*.cjs' } },
    }),
    'node_modules/@scope/tools/esm/format.js': 'export const format = 1\n',
    'node_modules/@scope/tools/cjs/format.cjs': 'exports.format = 1\n',
  })
  const modules = path.join(root, 'node_modules')
  const vitestConditions = new Set(['node', 'require', 'node-addons'])

  it('swaps a module-sync ES build Node gave for the CommonJS build the caller’s conditions choose', () => {
    expect(
      resolveRequireConditions(path.join(modules, 'async-function/require.mjs'), 'async-function', vitestConditions),
    ).toBe(path.join(modules, 'async-function/index.js'))
    expect(
      resolveRequireConditions(
        path.join(modules, '@scope/tools/esm/format.js'),
        '@scope/tools/format',
        vitestConditions,
      ),
    ).toBe(path.join(modules, '@scope/tools/cjs/format.cjs'))
  })

  it('keeps what Node gave: CommonJS, a caller that asks for module-sync, and relative requests', () => {
    const commonjs = path.join(modules, 'async-function/index.js')
    expect(resolveRequireConditions(commonjs, 'async-function', vitestConditions)).toBe(commonjs)
    const esm = path.join(modules, 'async-function/require.mjs')
    expect(resolveRequireConditions(esm, 'async-function', new Set(['module-sync', 'require']))).toBe(esm)
    expect(resolveRequireConditions(esm, './require.mjs', vitestConditions)).toBe(esm)
  })
})
