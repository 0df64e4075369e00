import * as nodeFs from 'node:fs'
import * as os from 'node:os'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import fg from 'fast-glob'
import { afterAll, describe, expect, it } from 'vitest'
import { type AnalyserFileSystem, nodeFileSystem } from '../../analyser/index.js'
import { escapeGlobPath } from '../../analyser/project/fast-glob.js'
import { GlobReport } from '../../analyser/project/globs.js'
import { type ProjectRoot, openRoot } from '../../analyser/project/root.js'
import { DEFAULT_OUT, getExcludes, globFiles, listProjectSources } from '../../analyser/project/sources.js'
import { generateProject } from '../helpers/generated-project.js'
import { ROOT, createProject } from '../helpers/memfs-project.js'

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples')
const temporary: string[] = []
afterAll(() => {
  for (const folder of temporary) nodeFs.rmSync(folder, { recursive: true, force: true })
})

/**
 * What the project walk found, and what fast-glob finds with the options the walk stands for
 * (`**\/*.{tsx,ts,jsx,js,mjs,cjs}`, the default excludes but declaration files, the out
 * folder, no dot names, no links followed, the same wall): the files, the folders listed
 * with their names, the folders that could not be read and the paths leading out.
 */
function bothWalks(fs: AnalyserFileSystem, projectRoot: ProjectRoot, out = DEFAULT_OUT) {
  const excludes = getExcludes(out)
  const walked = new GlobReport()
  const files = listProjectSources(fs, projectRoot, excludes, walked)
  const globbed = new GlobReport()
  const matches = globFiles(
    fs,
    projectRoot,
    '**/*.{tsx,ts,jsx,js,mjs,cjs}',
    excludes.filter((pattern) => pattern !== '**/*.d.ts'),
    { report: globbed },
  )
  const reportOf = (report: GlobReport) => ({
    listings: Object.fromEntries([...report.listings].map(([folder, names]) => [folder, [...names].sort()]).sort()),
    unreadable: report.unreadable,
    outside: report.outside,
  })
  return {
    walk: { files: [...files.sources, ...files.declarations].sort(), ...reportOf(walked) },
    glob: { files: matches, ...reportOf(globbed) },
  }
}

/** A real folder holding `files`. */
function writeTree(files: Record<string, string>): string {
  const root = nodeFs.mkdtempSync(path.join(os.tmpdir(), 'flawless-walk-'))
  temporary.push(root)
  for (const [file, text] of Object.entries(files)) {
    nodeFs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    nodeFs.writeFileSync(path.join(root, file), text)
  }
  return root
}

describe('the project walk finds what fast-glob finds', () => {
  for (const name of ['next-dashboard', 'vite-shop', 'expo-notes']) {
    it(`in the ${name} example`, () => {
      const { walk, glob } = bothWalks(nodeFileSystem, openRoot(nodeFileSystem, path.join(EXAMPLES, name)))
      expect(walk.files.length).toBeGreaterThan(5)
      expect(walk).toEqual(glob)
    })
  }

  it('in a generated project, in memory', () => {
    const { fs } = createProject(generateProject(11))
    const { walk, glob } = bothWalks(fs, openRoot(fs, ROOT))
    expect(walk.files.length).toBeGreaterThan(50)
    expect(walk).toEqual(glob)
  })

  it('with dot names, links, excluded folders at any depth, folders named like excluded files, odd out folders', () => {
    const source = 'export const x = 1\n'
    const outside = writeTree({ 'secret.tsx': source, 'deep/more.ts': source })
    const root = writeTree({
      'app/page.tsx': source,
      'app/.hidden.tsx': source,
      'app/.private/x.tsx': source,
      'app/.private/node_modules/y.tsx': source,
      '.storybook/main.ts': source,
      '.storybook/tsconfig.json': '{}',
      'app/types.d.ts': source,
      'app/Upper.TSX': source,
      'app/notes.md': source,
      'app/page.test.tsx': source,
      'app/page.spec.ts': source,
      'app/card.stories.tsx': source,
      'app/a.test.b/inside.tsx': source,
      'app/x.stories.y/inside.tsx': source,
      'app/__tests__/t.ts': source,
      'lib/node_modules/pkg/index.js': source,
      'lib/dist/out.js': source,
      'lib/build/out.js': source,
      'lib/coverage/c.js': source,
      'lib/distant/kept.js': source,
      'lib/util.mjs': source,
      'lib/util.cjs': source,
      'lib/view.jsx': source,
      'tests/[gen] (x)/suite.test.tsx': source,
      'tests/[gen] (x)/helper.ts': source,
      'tests/gen/helper.ts': source,
      'node_modules/react/index.js': source,
      '.next/server/page.js': source,
    })
    nodeFs.symlinkSync(path.join(root, 'app/page.tsx'), path.join(root, 'app/linked.tsx'))
    nodeFs.symlinkSync(path.join(root, 'lib'), path.join(root, 'lib-link'))
    nodeFs.symlinkSync(outside, path.join(root, 'out-link'))
    for (const out of [DEFAULT_OUT, 'tests/[gen] (x)', 'tests/gen/']) {
      const { walk, glob } = bothWalks(nodeFileSystem, openRoot(nodeFileSystem, root), out)
      expect(walk.files).toContain('lib/distant/kept.js')
      expect(walk).toEqual(glob)
    }
  })
})

describe('a path as a glob that matches only itself', () => {
  it("is fast-glob's escape, which leaves a path of plain characters as it is", () => {
    const written = ['tests/flawless', 'out_1.2-3/', 'app/(shop)/[slug]', 'a b/c', 'x+y', '!neg', 'a@(b)', 'a{b,c}/*?|']
    for (const folder of [...written, 'back\\slash', 'dossiers/été'])
      expect(escapeGlobPath(folder)).toBe(fg.escapePath(folder))
  })
})
