import { describe, expect, it } from 'vitest'
import type { SuiteInput } from '../../analyser/index.js'
import { importSubject, renderProps } from '../../cli/generate/subject.js'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'

const NEXT = JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0', 'react-dom': '19.1.0' } })

function inputsOf(files: Record<string, string>): Record<string, SuiteInput> {
  const { analyser } = createProject({ 'package.json': NEXT, ...files })
  const { inputs } = analyser.prepareGeneration({ root: ROOT })
  return Object.fromEntries(inputs.map((input) => [input.suite.component, input]))
}

describe('a page that lists its params with generateStaticParams', () => {
  it(
    'valid: is rendered with the first params the list gives, as Next.js builds it; Next 15 promised params ' +
      'stay a promise, and a function reading the parent segments is given none',
    () => {
      const inputs = inputsOf({
        'lib/docs.ts': source(`
          export const docs = [{ slug: 'intro', title: 'Intro' }]
        `),
        'app/docs/[slug]/page.tsx': source(`
          import { docs } from '@/lib/docs'

          export async function generateStaticParams() {
            return docs.map((doc) => ({ slug: doc.slug }))
          }

          export default function DocPage({ params }: { params: { slug: string } }) {
            const doc = docs.find((each) => each.slug === params.slug)
            return <h1>{doc!.title}</h1>
          }
        `),
        'app/shop/[category]/[item]/page.tsx': source(`
          export function generateStaticParams({ params }: { params: { category: string } }) {
            return [{ item: params.category + '-1' }]
          }

          export default async function ItemPage({ params }: { params: Promise<{ category: string; item: string }> }) {
            const { item } = await params
            return <h1>{item}</h1>
          }
        `),
        'app/users/[id]/page.tsx': source(`
          export default function UserPage({ params }: { params: { id: string } }) {
            return <h1>{params.id}</h1>
          }
        `),
        'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }),
      })
      expect(inputs.DocPage!.staticParams).toEqual({ takesParent: false })
      expect(importSubject(inputs.DocPage!)).toContain(
        "import { generateStaticParams } from '../../../../../../app/docs/[slug]/page'",
      )
      expect(renderProps(inputs.DocPage!)).toEqual([
        '// Next.js builds this route for the params generateStaticParams lists: the suite renders the first.',
        'const [staticParams] = await generateStaticParams()',
        "const props = { params: staticParams ?? { slug: 'slug' } }",
      ])
      expect(renderProps(inputs.ItemPage!)).toEqual([
        '// Next.js builds this route for the params generateStaticParams lists: the suite renders the first.',
        'const [staticParams] = await generateStaticParams({ params: {} })',
        "const props = { params: Promise.resolve(staticParams ?? { category: 'category', item: 'item' }) }",
      ])
      // No list: the params its type describes, as before.
      expect(inputs.UserPage!.staticParams).toBeNull()
      expect(renderProps(inputs.UserPage!)).toEqual(["const props = { params: { id: 'id-1' } }"])
    },
  )
})
