import { describe, expect, it } from 'vitest'
import { ROOT, createProject } from '../helpers/memfs-project.js'

describe('importChain: how one module reaches another through the project’s imports', () => {
  const { analyser } = createProject({
    'package.json': JSON.stringify({ dependencies: { react: '19.1.0' } }),
    'src/profile.tsx': "import { db } from './lib/db'\nexport function Profile() {\n  return <p>{db}</p>\n}\n",
    'src/lib/db.ts':
      "import { env } from '../env'\nimport postgres from 'postgres'\nexport const db = postgres(env.url)\n",
    'src/lib/schema.ts': "import { pgTable } from 'drizzle-orm/pg-core'\nexport const users = pgTable('users', {})\n",
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

  it('valid: to a package by its name, through the file that imports it (or one of its subpaths)', () => {
    const chain = (to: string) => analyser.importChain({ root: ROOT, from: 'src/profile.tsx', to, package: true })
    expect(chain('postgres')).toEqual(['src/profile.tsx', 'src/lib/db.ts', 'postgres'])
    expect(analyser.importChain({ root: ROOT, from: 'src/lib/schema.ts', to: 'drizzle-orm', package: true })).toEqual([
      'src/lib/schema.ts',
      'drizzle-orm',
    ])
  })

  it('invalid: null for a package the file does not reach, and for a project file named as a package', () => {
    expect(analyser.importChain({ root: ROOT, from: 'src/about.tsx', to: 'postgres', package: true })).toBeNull()
    expect(analyser.importChain({ root: ROOT, from: 'src/profile.tsx', to: 'drizzle-orm', package: true })).toBeNull()
  })
})
