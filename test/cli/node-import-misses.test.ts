import { describe, expect, it } from 'vitest'
import { findPackagesNodeCannotImport } from '../../cli/generate/node-import-misses.js'
import { writeProject } from '../helpers/temp-project.js'

const manifest = (fields: Record<string, unknown>): string => JSON.stringify(fields)

// As use-sync-external-store 1.2.2: no `exports`, a `shim` folder with an index.js.
const SHIM_PACKAGE = {
  'node_modules/store-shim/package.json': manifest({ name: 'store-shim', main: 'index.js' }),
  'node_modules/store-shim/index.js': 'module.exports = {}\n',
  'node_modules/store-shim/shim/index.js': 'exports.useStore = () => null\n',
}

/** A package named `command-menu` whose ES build is `index.mjs` with this text, as cmdk 1.0.3 ships. */
const commandMenu = (text: string, fields: Record<string, unknown> = {}): Record<string, string> => ({
  'node_modules/command-menu/package.json': manifest({
    name: 'command-menu',
    exports: { '.': { import: './dist/index.mjs', require: './dist/index.js' } },
    dependencies: { 'store-shim': '1' },
    ...fields,
  }),
  'node_modules/command-menu/dist/index.mjs': text,
  'node_modules/command-menu/dist/index.js': "const { useStore } = require('store-shim/shim')\n",
})

const project = (dependencies: Record<string, string>) => ({
  'package.json': manifest({ dependencies }),
})

const cases: { name: string; files: Record<string, string>; found: string[] }[] = [
  {
    name: 'found: an .mjs entry imports a folder of a package with no `exports` (cmdk 1.0.3)',
    files: {
      ...project({ 'command-menu': '1' }),
      ...SHIM_PACKAGE,
      ...commandMenu("import { useStore } from 'store-shim/shim'\nexport const Command = () => useStore()\n"),
    },
    found: ['command-menu'],
  },
  {
    name: 'found: a file of a "type": "module" package, reached through its entry, imports one without its extension',
    files: {
      ...project({ 'effect-system': '1' }),
      'node_modules/effect-system/package.json': manifest({ name: 'effect-system', type: 'module', main: 'index.js' }),
      'node_modules/effect-system/index.js': "export * from './testing/details.js'\n",
      'node_modules/effect-system/testing/details.js':
        "import * as label from '../assertion/label'\nexport { label }\n",
      'node_modules/effect-system/assertion/label.js': 'export const text = "label"\n',
    },
    found: ['effect-system'],
  },
  {
    name: 'found: a package whose ES module imports a found one, since Node loading it loads that one too',
    files: {
      ...project({ 'command-palette': '1' }),
      'node_modules/command-palette/package.json': manifest({
        name: 'command-palette',
        module: 'index.mjs',
        dependencies: { 'command-menu': '1' },
      }),
      'node_modules/command-palette/index.mjs': "export { Command } from 'command-menu'\n",
      ...SHIM_PACKAGE,
      ...commandMenu("import { useStore } from 'store-shim/shim'\nexport const Command = () => useStore()\n"),
    },
    found: ['command-menu', 'command-palette'],
  },
  {
    name: 'none: the import names the file itself',
    files: {
      ...project({ 'command-menu': '1' }),
      ...SHIM_PACKAGE,
      ...commandMenu("import { useStore } from 'store-shim/shim/index.js'\nexport const Command = () => useStore()\n"),
    },
    found: [],
  },
  {
    name: 'none: only a comment imports the folder',
    files: {
      ...project({ 'command-menu': '1' }),
      ...SHIM_PACKAGE,
      ...commandMenu("// Before 1.2: import { useStore } from 'store-shim/shim'\nexport const Command = () => null\n"),
    },
    found: [],
  },
  {
    name: 'none: the folder is required by a CommonJS build, which Node resolves as a bundler does',
    files: {
      ...project({ 'command-menu': '1' }),
      ...SHIM_PACKAGE,
      'node_modules/command-menu/package.json': manifest({ name: 'command-menu', main: 'dist/index.js' }),
      'node_modules/command-menu/dist/index.js': "const { useStore } = require('store-shim/shim')\n",
    },
    found: [],
  },
  {
    name: "none: the imported package has `exports`, which Node reads as a bundler does (its error, if any, is vite's)",
    files: {
      ...project({ 'command-menu': '1' }),
      'node_modules/store-shim/package.json': manifest({
        name: 'store-shim',
        exports: { './shim': './shim/index.js' },
      }),
      'node_modules/store-shim/shim/index.js': 'exports.useStore = () => null\n',
      ...commandMenu("import { useStore } from 'store-shim/shim'\nexport const Command = () => useStore()\n"),
    },
    found: [],
  },
  {
    name: 'none: the package is not among the dependencies the project declares, directly or through theirs',
    files: {
      ...project({}),
      ...SHIM_PACKAGE,
      ...commandMenu("import { useStore } from 'store-shim/shim'\nexport const Command = () => useStore()\n"),
    },
    found: [],
  },
  {
    // @tanstack/router-generator writes route files from templates: its code holds `import('./${…}')` as text,
    // longer than a file name may be, which stat refuses with ENAMETOOLONG rather than ENOENT.
    name: 'none: an import-like template text that names no file, too long to be one, is no import',
    files: {
      ...project({ 'route-writer': '1' }),
      'node_modules/route-writer/package.json': manifest({ name: 'route-writer', type: 'module', main: 'index.js' }),
      'node_modules/route-writer/index.js':
        'export const template = (route) =>\n' +
        `  \`const Page = () => import('./\${${'route.path.'.repeat(40)}x}')\`\n`,
    },
    found: [],
  },
]

describe('findPackagesNodeCannotImport: the packages vite must process because Node would refuse their imports', () => {
  it.each(cases)('$name', ({ files, found }) => {
    expect(findPackagesNodeCannotImport(writeProject(files))).toEqual(found)
  })
})
