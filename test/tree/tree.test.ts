import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Analyser, isAnalyserError } from '../../analyser/index.js'
import { REPO, runCli } from '../helpers/cli.js'
import { createProject, ROOT } from '../helpers/memfs-project.js'
import { NEXT_PACKAGE } from '../helpers/rule-tester.js'

const FILES = {
  'package.json': NEXT_PACKAGE,
  'app/(shop)/layout.tsx': `import type { ReactNode } from 'react'\nimport { Drawer } from '../../components/drawer'\nimport { CartSummary } from '../../components/cart-summary'\n\nexport default function ShopLayout({ children }: { children: ReactNode }) {\n  return <Drawer footer={<CartSummary />}>{children}</Drawer>\n}\n`,
  'app/(shop)/page.tsx': `import { Folder } from '../../components/folder'\nimport { Breadcrumbs } from '../../components/breadcrumbs'\n\nexport default function ShopPage() {\n  return (\n    <main>\n      <Breadcrumbs />\n      <Folder />\n      <Breadcrumbs />\n    </main>\n  )\n}\n\nexport function Unlisted() {\n  return <p>Not a root: only the default export of a page is.</p>\n}\n`,
  'components/drawer.tsx': `'use client'\nimport type { ReactNode } from 'react'\n\nexport function Drawer({ children, footer }: { children: ReactNode; footer: ReactNode }) {\n  return <aside>{children}{footer}</aside>\n}\n`,
  'components/cart-summary.tsx': 'export function CartSummary() {\n  return <p>3 items</p>\n}\n',
  'components/folder.tsx': `import { File } from './file'\n\nexport function Folder() {\n  return <ul><File /><Folder /></ul>\n}\n`,
  'components/file.tsx': 'export function File() {\n  return <li>file</li>\n}\n',
  'components/breadcrumbs.tsx': `import { Crumb } from './crumb'\n\nexport function Breadcrumbs() {\n  return <nav><Crumb /></nav>\n}\n`,
  'components/crumb.tsx': `import { Link } from './link'\n\nexport function Crumb() {\n  return <Link />\n}\n`,
  'components/link.tsx': 'export function Link() {\n  return <a href="/">Home</a>\n}\n',
}

describe('tree', () => {
  it('draws pages and layouts with boundaries, a server component passed as a prop, cycles and repeats', async () => {
    const { analyser } = createProject(FILES)
    await expect(`${JSON.stringify(analyser.tree({ root: ROOT }), null, 2)}\n`).toMatchFileSnapshot(
      '../../snapshots/tree/app-router.json',
    )
  })

  it('cuts at the depth limit and marks what is cut', () => {
    const { analyser } = createProject(FILES)
    const page = analyser.tree({ root: ROOT, depth: 1 }).trees.find((tree) => tree.component === 'ShopPage')!
    expect(page.children.map((child) => [child.component, child.truncated ?? false, child.children.length])).toEqual([
      ['Breadcrumbs', true, 0],
      ['Folder', true, 0],
      ['Breadcrumbs', false, 0],
    ])
  })

  it('takes --roots literally, route groups included, and offers every component of the file', () => {
    const { analyser } = createProject(FILES)
    const result = analyser.tree({ root: ROOT, roots: ['app/(shop)/page.tsx'] })
    expect(result.trees.map((tree) => tree.component)).toEqual(['ShopPage', 'Unlisted'])
  })

  it('refuses roots that hold no component', () => {
    const { analyser } = createProject(FILES)
    try {
      analyser.tree({ root: ROOT, roots: ['package.json'] })
      expect.unreachable()
    } catch (error) {
      expect(isAnalyserError(error) && error.code).toBe('NOTHING_MATCHED')
    }
  })

  for (const name of ['next-dashboard', 'vite-shop', 'expo-notes']) {
    it(`${name}: the default roots`, async () => {
      const result = new Analyser().tree({ root: path.join(REPO, 'examples', name) })
      await expect(`${JSON.stringify({ ...result, root: `<examples>/${name}` }, null, 2)}\n`).toMatchFileSnapshot(
        `../../snapshots/tree/${name}.json`,
      )
    })
  }

  it('flawless-react tree prints the tree a person reads', async () => {
    const run = runCli(['tree', '--root', 'examples/next-dashboard'])
    expect(run.status).toBe(0)
    await expect(run.stdout).toMatchFileSnapshot('../../snapshots/cli/tree-next-dashboard.txt')
  })
})
