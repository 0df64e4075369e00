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
  it('names the bases it extends that are not installed, through the chain', () => {
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
