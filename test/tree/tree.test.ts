import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Analyser, isAnalyserError } from '../../analyser/index.js'
import { formatTreeResult } from '../../cli/views/tree.js'
import { REPO, runCli } from '../helpers/cli.js'
import { createProject, ROOT } from '../helpers/memfs-project.js'
import { NEXT_PACKAGE } from '../helpers/rule-tester.js'

const FILES = {
  'package.json': NEXT_PACKAGE,
  'app/(shop)/layout.tsx': `import type { ReactNode } from 'react'
import { Drawer } from '../../components/drawer'
import { CartSummary } from '../../components/cart-summary'

export default function ShopLayout({ children }: { children: ReactNode }) {
  return <Drawer footer={<CartSummary />}>{children}</Drawer>
}
`,
  'app/(shop)/page.tsx': `import { Folder } from '../../components/folder'
import { Breadcrumbs } from '../../components/breadcrumbs'

export default function ShopPage() {
  return (
    <main>
      <Breadcrumbs />
      <Folder />
      <Breadcrumbs />
    </main>
  )
}

export function Unlisted() {
  return <p>Not a root: only the default export of a page is.</p>
}
`,
  'components/drawer.tsx': `'use client'
import type { ReactNode } from 'react'

export function Drawer({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return <aside>{children}{footer}</aside>
}
`,
  'components/cart-summary.tsx': 'export function CartSummary() {\n  return <p>3 items</p>\n}\n',
  'components/folder.tsx': `import { File } from './file'

export function Folder() {
  return <ul><File /><Folder /></ul>
}
`,
  'components/file.tsx': 'export function File() {\n  return <li>file</li>\n}\n',
  'components/breadcrumbs.tsx': `import { Crumb } from './crumb'

export function Breadcrumbs() {
  return <nav><Crumb /></nav>
}
`,
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

  it('draws components a factory makes as children of the defining file, marked "factory"', () => {
    const { analyser } = createProject({
      'package.json': NEXT_PACKAGE,
      'app/page.tsx': `import { Card, Stack } from '../components/ui'

export default function Page() {
  return (
    <Stack>
      <Card>Orders</Card>
    </Stack>
  )
}
`,
      'components/ui/index.ts': `export * from './card'
export { Stack } from './stack'
`,
      'components/ui/card.tsx': `'use client'

import { chakra } from '@chakra-ui/react'

export const Card = chakra('article', { base: { borderWidth: '1px' } })
`,
      'components/ui/stack.tsx': `import styled from 'styled-components'

export const Stack = styled.div\`
  display: flex;
\`
`,
    })
    expect(formatTreeResult(analyser.tree({ root: ROOT }))).toBe(
      [
        'app/page.tsx',
        'Page (rsc)',
        '├─ Stack (rsc, factory)  components/ui/stack.tsx',
        '└─ Card (client, client boundary, factory)  components/ui/card.tsx',
        '',
        '1 root, depth 8; 4 files read. "client boundary" marks where the client bundle starts.',
      ].join('\n'),
    )
  })

  it('flawless-react tree prints the tree a person reads', async () => {
    const run = runCli(['tree', '--root', 'examples/next-dashboard'])
    expect(run.status).toBe(0)
    await expect(run.stdout).toMatchFileSnapshot('../../snapshots/cli/tree-next-dashboard.txt')
  })
})
