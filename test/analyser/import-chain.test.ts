import { describe, expect, it } from 'vitest'
import { ROOT, createProject } from '../helpers/memfs-project.js'

describe('importChain: how one module reaches another through the project’s imports', () => {
  const { analyser } = createProject({
    'package.json': JSON.stringify({ dependencies: { react: '19.1.0' } }),
    'src/profile.tsx': "import { db } from './lib/db'\nexport function Profile() {\n  return <p>{db}</p>\n}\n",
    'src/lib/db.ts': "import { env } from '../env'\nexport const db = env.url\n",
    'src/env.ts': "export const env = { url: 'postgres://' }\n",
    'src/about.tsx': 'export function About() {\n  return <p>About</p>\n}\n',
  })

  it('valid: the fewest files from the importer to the module, the importer first', () => {
    expect(analyser.importChain({ root: ROOT, from: 'src/profile.tsx', to: 'src/env.ts' })).toEqual([
      'src/profile.tsx',
      'src/lib/db.ts',
      'src/env.ts',
    ])
  })

  it('invalid: null where the first does not import the second, even through others', () => {
    expect(analyser.importChain({ root: ROOT, from: 'src/about.tsx', to: 'src/env.ts' })).toBeNull()
    expect(analyser.importChain({ root: ROOT, from: 'src/env.ts', to: 'src/profile.tsx' })).toBeNull()
  })
})
