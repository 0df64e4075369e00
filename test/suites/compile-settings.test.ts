import { describe, expect, it } from 'vitest'
import { ROOT, createProject, source } from '../helpers/memfs-project.js'

const SOURCE = {
  'package.json': '{"name":"app"}',
  'src/app.tsx': source(`
    export function App() {
      return <p>app</p>
    }
  `),
}

describe('compileSettings', () => {
  it('gives the root tsconfig paths as aliases, following a base that is there', () => {
    const { analyser } = createProject({
      ...SOURCE,
      'tsconfig.base.json': JSON.stringify({
        compilerOptions: { paths: { '@/*': ['./src/*'], config: ['./src/config.ts'] } },
      }),
      'tsconfig.json': JSON.stringify({ extends: './tsconfig.base.json' }),
    })
    expect(analyser.compileSettings({ root: ROOT })).toEqual({
      aliases: [
        { find: '^config$', replacement: `${ROOT}/src/config.ts` },
        { find: '^@/(.*)$', replacement: `${ROOT}/src/$1` },
      ],
      missingExtends: [],
    })
  })

  it('names the bases it extends that are not installed, through the chain, and still gives the paths it has', () => {
    const { analyser } = createProject({
      ...SOURCE,
      'tsconfig.json': source(`
        // comments are allowed
        { "extends": ["expo/tsconfig.base", "./tsconfig.paths.json"], "compilerOptions": { "strict": true } }`),
      'tsconfig.paths.json': JSON.stringify({
        extends: '@tsconfig/strictest',
        compilerOptions: { paths: { '@/*': ['./*'] } },
      }),
    })
    expect(analyser.compileSettings({ root: ROOT })).toEqual({
      aliases: [{ find: '^@/(.*)$', replacement: `${ROOT}/$1` }],
      missingExtends: ['expo/tsconfig.base', '@tsconfig/strictest'],
    })
  })

  it('finds an installed base in node_modules', () => {
    const { analyser } = createProject({
      ...SOURCE,
      'node_modules/expo/tsconfig.base.json': JSON.stringify({ compilerOptions: { jsx: 'react-native' } }),
      'tsconfig.json': JSON.stringify({ extends: 'expo/tsconfig.base' }),
    })
    expect(analyser.compileSettings({ root: ROOT }).missingExtends).toEqual([])
  })
})
