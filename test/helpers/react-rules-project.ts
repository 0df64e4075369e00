import { mkdirSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import type { ReactRulesBlock } from '../../analyser/index.js'

const NEXT_PACKAGE = JSON.stringify({ dependencies: { next: '15.3.0', react: '19.2.0', 'react-dom': '19.2.0' } })

/** Every defect of issue 13's "Done when", planted once, in two components of a Next.js app router project. */
export const PLANTED = {
  'package.json': NEXT_PACKAGE,
  'app/about/page.tsx': `import Head from 'next/head'

export default function AboutPage() {
  return (
    <main>
      <Head>
        <title>About</title>
      </Head>
      <img src="/team.png" />
      <a>Contact us</a>
    </main>
  )
}
`,
  'components/order-list.tsx': `'use client'
import { useEffect, useState } from 'react'

export function OrderList({ userId, items }: { userId: string; items: string[] }) {
  const [orders, setOrders] = useState<string[]>([])
  useEffect(() => {
    fetch(\`/api/orders/\${userId}\`).then(() => setOrders([]))
  }, [])
  if (items.length === 0) {
    const [open] = useState(false)
    return <p>{String(open)}</p>
  }
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
      <li>{orders.length}</li>
    </ul>
  )
}
`,
  // Files the analyser does not read, so neither does Biome: a test, a declaration, a dot folder.
  'components/order-list.test.tsx': `export const planted = <img src="/x.png" />\n`,
  'types/env.d.ts': `declare const planted: string\n`,
  '.storybook/preview.tsx': `export const planted = <img src="/x.png" />\n`,
}

/** The same two components with every defect fixed. */
export const CLEAN = {
  'package.json': NEXT_PACKAGE,
  'app/about/page.tsx': `import Image from 'next/image'
import Link from 'next/link'

export const metadata = { title: 'About' }

export default function AboutPage() {
  return (
    <main>
      <Image src="/team.png" alt="The team at the spring offsite" width={640} height={480} />
      <Link href="/contact">Contact us</Link>
    </main>
  )
}
`,
  'components/order-list.tsx': `'use client'
import { useEffect, useState } from 'react'

export function OrderList({ userId, items }: { userId: string; items: { id: string; name: string }[] }) {
  const [orders, setOrders] = useState<string[]>([])
  const [open] = useState(false)
  useEffect(() => {
    fetch(\`/api/orders/\${userId}\`).then(() => setOrders([]))
  }, [userId])
  if (items.length === 0) return <p>{String(open)}</p>
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
      <li>{orders.length}</li>
    </ul>
  )
}
`,
}

/** What each diagnostic says, in one line each: rule, severity, place, component, engines. */
export function summarise(block: ReactRulesBlock): string[] {
  return block.diagnostics.map(
    (entry) =>
      `${entry.rule} ${entry.severity} ${entry.file}:${entry.line}:${entry.column} ${entry.component} ` +
      `[${entry.found_by.join('+')}${entry.flawless_rule ? ` ${entry.flawless_rule}` : ''}]`,
  )
}

export const PLANTED_DIAGNOSTICS = [
  'noRestrictedImports error app/about/page.tsx:1:18 AboutPage [biome]',
  'noImgElement warning app/about/page.tsx:9:7 AboutPage [biome]',
  'useAltText error app/about/page.tsx:9:7 AboutPage [biome+flawless-react img-alt]',
  'useValidAnchor error app/about/page.tsx:10:7 AboutPage [biome+flawless-react anchor-href]',
  'useExhaustiveDependencies warning components/order-list.tsx:6:3 OrderList [biome]',
  'useHookAtTopLevel error components/order-list.tsx:10:20 OrderList [biome+flawless-react conditional-hook]',
  'noArrayIndexKey warning components/order-list.tsx:16:18 OrderList [biome+flawless-react index-key]',
]

/**
 * A project's own node_modules/.bin/biome, executable unless the test says otherwise, and the
 * package's manifest that says its version (the one flawless-react ships unless told otherwise).
 */
export function writeLauncher(folder: string, script: string, version = '2.6.8'): void {
  mkdirSync(path.join(folder, 'node_modules/.bin'), { recursive: true })
  writeFileSync(path.join(folder, 'node_modules/.bin/biome'), script, { mode: 0o755 })
  mkdirSync(path.join(folder, 'node_modules/@biomejs/biome'), { recursive: true })
  writeFileSync(
    path.join(folder, 'node_modules/@biomejs/biome/package.json'),
    JSON.stringify({ name: '@biomejs/biome', version }),
  )
}
