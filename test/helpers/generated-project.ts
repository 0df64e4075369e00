/**
 * A Next.js app-router project of a few hundred files, generated from a seed: pages and
 * layouts, server and `'use client'` components rendering each other through barrels,
 * aliases, namespaces, static members, wrappers and lazy loaders, hooks and library
 * functions whose requests are followed across files, server actions, prop types from
 * type modules, and route handlers whose capitalised functions render nothing. Nothing in
 * it is chosen to pass: each file picks its parts from the seed, so the many ways files
 * reach each other are mixed as in a real app.
 */
export function generateProject(seed: number, components = 160): Record<string, string> {
  const random = createRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const chance = (probability: number): boolean => random() < probability
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0', swr: '2.3.3', axios: '1.9.0' } }),
    'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] } } }),
    'lib/http.ts': `import axios from 'axios'

export const http = axios.create({ baseURL: '/api' })
`,
  }

  const libraries = 24
  for (let index = 0; index < libraries; index++) {
    const calls =
      index > 0 && chance(0.6) ? `  await get${index - 1 - Math.floor(random() * Math.min(index, 3))}(id)\n` : ''
    const request = pick([
      `  return fetch(\`/api/items${index}/\${id}\`).then((response) => response.json())`,
      `  return http.get('/records${index}/' + id)`,
      `  return fetch('/api/list${index}', { method: 'POST', body: id })`,
      `  return { id, at: NOW }`,
    ])
    const exported = [
      `export async function get${index}(id: string) {\n${calls}${request}\n}`,
      `export const NAME${index} = 'item-${index}'`,
      `export interface Item${index} {\n  id: string\n  count: number\n  label?: string\n}`,
    ]
    if (chance(0.3))
      exported.push(
        `export const api${index} = {\n  load: get${index},\n` +
          `  save: (id: string) => fetch(\`/api/save${index}/\${id}\`, { method: 'PUT' }),\n}`,
      )
    files[`lib/data-${index}.ts`] = `import { http } from '../lib/http'
${index > 0 ? `import { get${index - 1}, type Item${index - 1} } from './data-${index - 1}'\n` : ''}${
  index > 1 ? `import { get${index - 2} } from '@/lib/data-${index - 2}'\n` : ''
}
const NOW = Date.now()

${exported.join('\n\n')}
`
  }
  files['lib/index.ts'] =
    Array.from({ length: libraries }, (_, index) => `export * from './data-${index}'`).join('\n') + '\n'

  const hooks = 12
  for (let index = 0; index < hooks; index++) {
    const library = Math.floor(random() * libraries)
    const body = pick([
      `  const { data } = useSWR(\`/api/hook${index}/\${id}\`, () => get${library}(id))\n  return data`,
      `  const [value, setValue] = useState<unknown>(null)\n` +
        `  useEffect(() => {\n    get${library}(id).then(setValue)\n  }, [id])\n  return value`,
      `  return useSWR('/api/plain${index}', fetcher${index})`,
    ])
    files[`hooks/use-thing-${index}.ts`] = `import { useEffect, useState } from 'react'
import useSWR from 'swr'
import { get${library} } from '@/lib'

const fetcher${index} = (url: string) => fetch(url).then((response) => response.json())

export function useThing${index}(id: string) {
${body}
}
`
  }

  files['actions/save.ts'] = `'use server'

export async function saveItem(form: FormData) {
  await fetch('/api/save', { method: 'POST', body: form })
}

export async function removeItem(id: string) {
  return id
}
`

  const barrel: string[] = []
  for (let index = 0; index < components; index++) {
    const name = `Widget${index}`
    const client = chance(0.4)
    const lines: string[] = []
    const imports: string[] = []
    if (client) lines.push(`'use client'`, '')
    imports.push(`import { memo, useState, forwardRef } from 'react'`)
    const children: string[] = []
    for (let child = 0; child < 3; child++) {
      if (index === 0 || !chance(0.7)) continue
      const target = Math.floor(random() * index)
      const style = pick(['relative', 'alias', 'barrel', 'namespace', 'default'])
      if (style === 'relative') {
        imports.push(`import { Widget${target} } from './widget-${target}'`)
        children.push(`<Widget${target} label="child" count={${child}} />`)
      } else if (style === 'alias') {
        imports.push(`import { Widget${target} as Aliased${target}x${child} } from '@/components/widget-${target}'`)
        children.push(`<Aliased${target}x${child} label={String(${child})} />`)
      } else if (style === 'barrel') {
        imports.push(`import { Widget${target} as FromBarrel${target}x${child} } from '@/components'`)
        children.push(`<FromBarrel${target}x${child} />`)
      } else if (style === 'namespace') {
        imports.push(`import * as Parts${target}x${child} from './widget-${target}'`)
        children.push(`<Parts${target}x${child}.Widget${target} label="ns" />`)
      } else {
        imports.push(`import Default${target}x${child} from './widget-${target}'`)
        children.push(`<Default${target}x${child} />`)
      }
    }
    if (index > 5 && chance(0.15)) {
      const target = Math.floor(random() * index)
      imports.push(`import dynamic from 'next/dynamic'`)
      lines.push(
        `const Later${index} = dynamic(() => import('./widget-${target}').then((module) => module.Widget${target}))`,
      )
      children.push(`<Later${index} />`)
    }
    const library = Math.floor(random() * libraries)
    const hook = Math.floor(random() * hooks)
    const typeSource = Math.floor(random() * libraries)
    imports.push(`import type { Item${typeSource} } from '@/lib/data-${typeSource}'`)
    const body: string[] = []
    if (client) {
      imports.push(`import { useThing${hook} } from '@/hooks/use-thing-${hook}'`)
      body.push(`  const [open, setOpen] = useState(false)`, `  const thing = useThing${hook}(label)`)
      if (chance(0.3)) {
        imports.push(`import { saveItem } from '@/actions/save'`)
        children.push(`<form action={saveItem}><button onClick={() => setOpen(!open)}>save</button></form>`)
      }
    } else if (chance(0.5)) {
      imports.push(`import { get${library} } from '@/lib/data-${library}'`)
      body.push(`  const data = await get${library}(label)`)
    }
    if (chance(0.2)) {
      imports.push(`import { api${library} as store${index} } from '@/lib/data-${library}'`)
      body.push(`  const loaded = store${index}?.load`)
    }
    const props = `{ label = 'none', count, item }: { label?: string; count?: number; item?: Item${typeSource} }`
    const async = !client && body.some((line) => line.includes('await')) ? 'async ' : ''
    const rendered = children.length > 0 ? children.join('\n      ') : `{label}`
    const form = pick(['function', 'arrow', 'memo', 'forwardRef'])
    if (form === 'function' || async !== '') {
      lines.push(`export ${async}function ${name}(${props}) {`)
    } else if (form === 'arrow') {
      lines.push(`export const ${name} = (${props}) => {`)
    } else if (form === 'memo') {
      lines.push(`export const ${name} = memo(function ${name}Inner(${props}) {`)
    } else {
      const propsType = `{ label?: string; count?: number; item?: Item${typeSource} }`
      lines.push(`export const ${name} = forwardRef<HTMLDivElement, ${propsType}>(`)
      lines.push(`  function ${name}Ref({ label = 'none', count, item }, ref) {`)
    }
    lines.push(...body)
    lines.push(
      `  return (`,
      `    <section data-count={count} title={item?.label}>`,
      `      ${rendered}`,
      `    </section>`,
      `  )`,
    )
    lines.push(form === 'function' || async !== '' || form === 'arrow' ? '}' : form === 'memo' ? '})' : '  },\n)')
    if (chance(0.25)) {
      lines.push('', `${name}.Header = function ${name}Header() {`, `  return <h2>${name}</h2>`, '}')
    }
    if (chance(0.3)) lines.push('', `export default ${name}`)
    else if (chance(0.2)) lines.push('', `export default function ${name}Page() {`, `  return <${name} />`, '}')
    files[`components/widget-${index}.tsx`] =
      `${[...(client ? lines.splice(0, 2) : []), ...imports, '', ...lines].join('\n')}\n`
    barrel.push(
      chance(0.5) ? `export * from './widget-${index}'` : `export { Widget${index} } from './widget-${index}'`,
    )
  }
  files['components/index.ts'] = `${barrel.join('\n')}\n`

  const sections = ['dashboard', 'settings', '(marketing)/about', 'shop/[slug]', 'reports', 'team/(admin)/members']
  for (const [position, section] of sections.entries()) {
    const picks = [0, 1, 2].map(() => Math.floor(random() * components))
    files[`app/${section}/page.tsx`] =
      `import { ${[...new Set(picks)].map((index) => `Widget${index}`).join(', ')} } from '@/components'

export default async function ${['Dashboard', 'Settings', 'About', 'Shop', 'Reports', 'Members'][position]}Page() {
  return (
    <main>
      ${[...new Set(picks)].map((index) => `<Widget${index} label="${section}" />`).join('\n      ')}
    </main>
  )
}
`
    if (chance(0.5))
      files[`app/${section}/layout.tsx`] = `import { Widget${picks[0]} } from '@/components/widget-${picks[0]}'

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <div>
      <Widget${picks[0]} />
      {children}
    </div>
  )
}
`
    files[`app/api/${section.replace(/[()[\]]/g, '')}/route.ts`] =
      `import { get${position} } from '@/lib/data-${position}'

export async function GET(request: Request) {
  return Response.json(await get${position}(request.url))
}

export const POST = async (request: Request) => Response.json({ ok: Boolean(request) })
`
  }
  files['app/layout.tsx'] = `import { Widget0 } from '@/components'

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Widget0 />
        {children}
      </body>
    </html>
  )
}
`
  return files
}

/** mulberry32: small, fast and the same on every machine. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}
