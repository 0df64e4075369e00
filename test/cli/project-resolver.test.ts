import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectResolver } from '../../cli/harness/project-resolver.js'
import { writeProject } from '../helpers/temp-project.js'

describe("the run's project resolver", () => {
  it("resolves an aliased import with a query to the file, keeping the query for its plugin (svgr's ?react)", () => {
    const root = writeProject({
      'package.json': JSON.stringify({ dependencies: { react: '19.2.0', vite: '6.3.5' } }),
      'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }),
      'src/icons/plus.svg': '<svg xmlns="http://www.w3.org/2000/svg" />\n',
      'src/app.tsx': "import Plus from '@/icons/plus.svg?react'\nexport function App() {\n  return <Plus />\n}\n",
    })
    const { resolveId } = projectResolver(root)
    const importer = path.join(root, 'src/app.tsx')
    expect(resolveId('@/icons/plus.svg?react', importer)).toBe(path.join(root, 'src/icons/plus.svg?react'))
    expect(resolveId('@/icons/plus.svg', importer)).toBe(path.join(root, 'src/icons/plus.svg'))
    // A package and a relative import stay vite's.
    expect(resolveId('react', importer)).toBeUndefined()
    expect(resolveId('./icons/plus.svg?react', importer)).toBeUndefined()
  })
})
