import { Volume, createFsFromVolume } from 'memfs'
import { describe, expect, it } from 'vitest'
import type { AnalyserFileSystem } from '../../analyser/project/file-system.js'
import { GlobReport } from '../../analyser/project/globs.js'
import { openRoot } from '../../analyser/project/root.js'
import { DEFAULT_OUT, getExcludes, listProjectSources } from '../../analyser/project/sources.js'
import { type PathConfig, PathConfigs } from '../../analyser/project/tsconfig.js'

const ROOT = '/project'

interface TsconfigCase {
  name: string
  /** Absolute paths: a few cases put files outside the root on purpose. */
  files: Record<string, string>
  /** `from` → `to`, both absolute. */
  symlinks?: Record<string, string>
  file: string
  config: PathConfig | null
}

const cases: TsconfigCase[] = [
  {
    name: 'a chain of three: a relative base, then a package base, each adding what it declares',
    files: {
      '/project/tsconfig.json': `{
  // paths without a baseUrl of its own resolve from the baseUrl a base declares
  "extends": "./configs/app.json",
  "compilerOptions": { "strict": true, "paths": { "@/*": ["./src/*"], "config": ["./src/config.ts"] } },
}
`,
      '/project/configs/app.json': `{
  "extends": "@acme/tsconfig/base.json",
  "compilerOptions": { "baseUrl": ".." }
}
`,
      '/project/node_modules/@acme/tsconfig/package.json': `{ "name": "@acme/tsconfig" }\n`,
      '/project/node_modules/@acme/tsconfig/base.json': `{ "compilerOptions": { "paths": { "~/*": ["./x/*"] } } }\n`,
    },
    file: 'src/app.tsx',
    config: {
      baseUrl: '.',
      paths: [
        { prefix: 'config', suffix: '', hasWildcard: false, targets: ['src/config.ts'] },
        { prefix: '@/', suffix: '', hasWildcard: true, targets: ['src/*'] },
      ],
      missingExtends: [],
    },
  },
  {
    name: 'paths from a base without baseUrl resolve from the folder of the base that declares them',
    files: {
      '/project/apps/web/tsconfig.json': `{ "extends": "../../tsconfig.base.json" }\n`,
      '/project/tsconfig.base.json': `{ "compilerOptions": { "paths": { "@ui/*": ["packages/ui/src/*"] } } }\n`,
    },
    file: 'apps/web/src/home.tsx',
    config: {
      baseUrl: null,
      paths: [{ prefix: '@ui/', suffix: '', hasWildcard: true, targets: ['packages/ui/src/*'] }],
      missingExtends: [],
    },
  },
  {
    name: 'a package base found through its package.json exports, and ${configDir} in paths',
    files: {
      '/project/tsconfig.json': `{ "extends": "@acme/tsconfig/react" }\n`,
      '/project/node_modules/@acme/tsconfig/package.json': `{
  "name": "@acme/tsconfig",
  "exports": { "./react": "./configs/react.json" }
}
`,
      '/project/node_modules/@acme/tsconfig/configs/react.json': `{
  "compilerOptions": { "paths": { "#lib/*": ["\${configDir}/lib/*"] } }
}
`,
    },
    file: 'app/page.tsx',
    config: {
      baseUrl: null,
      paths: [{ prefix: '#lib/', suffix: '', hasWildcard: true, targets: ['lib/*'] }],
      missingExtends: [],
    },
  },
  {
    name: 'bases that are not there are named as written: a package, a path without .json, a .json path',
    files: {
      '/project/tsconfig.json': `{
  "extends": ["expo/tsconfig.base", "./configs/strict", "./configs/paths.json"],
  "compilerOptions": { "paths": { "@/*": ["./*"] } }
}
`,
    },
    file: 'app/index.tsx',
    config: {
      baseUrl: null,
      paths: [{ prefix: '@/', suffix: '', hasWildcard: true, targets: ['*'] }],
      missingExtends: ['expo/tsconfig.base', './configs/strict', './configs/paths.json'],
    },
  },
  {
    name: 'a base outside the root is missing, and never read',
    files: {
      '/project/tsconfig.json': `{ "extends": "../shared/tsconfig.base.json" }\n`,
      '/shared/tsconfig.base.json': `{ "compilerOptions": { "baseUrl": "/" } }\n`,
    },
    file: 'src/app.tsx',
    config: { baseUrl: null, paths: [], missingExtends: ['../shared/tsconfig.base.json'] },
  },
  {
    name: 'a base reached through a symlink that leads out of the root is missing, and never read',
    files: {
      '/project/tsconfig.json': `{ "extends": "./linked/tsconfig.base.json" }\n`,
      '/shared/tsconfig.base.json': `{ "compilerOptions": { "baseUrl": "/" } }\n`,
    },
    symlinks: { '/project/linked': '/shared' },
    file: 'src/app.tsx',
    config: { baseUrl: null, paths: [], missingExtends: ['./linked/tsconfig.base.json'] },
  },
  {
    name: 'the nearest config up the folders governs a file; none at all gives null',
    files: { '/project/packages/ui/tsconfig.json': `{ "compilerOptions": { "baseUrl": "src" } }\n` },
    file: 'apps/web/page.tsx',
    config: null,
  },
]

cases.push(
  {
    name: "a tsconfig.json that is a symlink to a config inside the root is the folder's config",
    files: {
      '/project/configs/shared.json': '{ "compilerOptions": { "baseUrl": "." } }\n',
      '/project/src/app.tsx': '',
    },
    symlinks: { '/project/src/tsconfig.json': '/project/configs/shared.json' },
    file: 'src/app.tsx',
    config: { baseUrl: 'src', paths: [], missingExtends: [] },
  },
  {
    name: 'a tsconfig.json that is a symlink leading out of the root is no config, and never read',
    files: {
      '/shared/tsconfig.json': '{ "compilerOptions": { "baseUrl": "." } }\n',
      '/project/src/app.tsx': '',
    },
    symlinks: { '/project/src/tsconfig.json': '/shared/tsconfig.json' },
    file: 'src/app.tsx',
    config: null,
  },
)

describe('PathConfigs', () => {
  for (const testCase of cases) {
    it(testCase.name, () => {
      const volume = Volume.fromJSON(testCase.files)
      volume.mkdirSync(`${ROOT}/src`, { recursive: true })
      for (const [from, to] of Object.entries(testCase.symlinks ?? {})) volume.symlinkSync(to, from)
      const { fs, reads } = recordReads(createFsFromVolume(volume) as unknown as AnalyserFileSystem)
      const projectRoot = openRoot(fs, ROOT)
      expect(new PathConfigs(fs, projectRoot).forFile(testCase.file)).toEqual(testCase.config)
      // What a call does: the source walk's listings spare the probes of folders that hold no config.
      const walk = new GlobReport()
      listProjectSources(fs, projectRoot, getExcludes(DEFAULT_OUT), walk)
      expect(walk.listings.get('src')).toBeDefined()
      expect(new PathConfigs(fs, projectRoot, walk.listings).forFile(testCase.file)).toEqual(testCase.config)
      expect(reads.filter((file) => !file.startsWith(`${ROOT}/`) || file.startsWith(`${ROOT}/linked/`))).toEqual([])
    })
  }
})

function recordReads(fs: AnalyserFileSystem): { fs: AnalyserFileSystem; reads: string[] } {
  const reads: string[] = []
  return {
    reads,
    fs: {
      ...fs,
      statSync: fs.statSync.bind(fs),
      lstatSync: fs.lstatSync.bind(fs),
      readdirSync: fs.readdirSync.bind(fs),
      realpathSync: fs.realpathSync.bind(fs),
      readFileSync: (file, encoding) => {
        reads.push(file)
        return fs.readFileSync(file, encoding)
      },
    },
  }
}
