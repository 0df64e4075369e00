import { describe, expect, it } from 'vitest'
import type { SuiteInput } from '../../analyser/index.js'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'

const VITE = JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5', '@tanstack/react-query': '5.76.1' } })

const PRODUCT_TYPE = source(`
  export interface Product {
    id: number
    title: string
  }
`)

const PRODUCT_SHAPE = {
  kind: 'object',
  members: [
    { name: 'id', optional: false, shape: { kind: 'number' } },
    { name: 'title', optional: false, shape: { kind: 'string' } },
  ],
}

/** The component's stubbed requests: what its suite answers each with, and whether the code said. */
function requestsOf(files: Record<string, string>, component: string): SuiteInput['requests'] {
  const { analyser } = createProject({ 'package.json': VITE, 'src/types.ts': PRODUCT_TYPE, ...files })
  const { inputs } = analyser.prepareGeneration({ root: ROOT })
  return inputs.find((input: SuiteInput) => input.suite.component === component)!.requests
}

describe('a stubbed response body is shaped from what a function the request goes through returns', () => {
  it('valid: a hook that declares nothing leaves it to the fetcher it calls, in another file', () => {
    expect(
      requestsOf(
        {
          'src/api.ts': source(`
            import type { Product } from './types'

            export async function fetchProduct(id: string): Promise<Product> {
              const response = await fetch(\`/api/products/\${id}\`)
              return response.json()
            }
          `),
          'src/use-product.ts': source(`
            import { useQuery } from '@tanstack/react-query'
            import { fetchProduct } from './api'

            export function useProduct(id: string) {
              return useQuery({ queryKey: ['product', id], queryFn: () => fetchProduct(id) })
            }
          `),
          'src/product-page.tsx': source(`
            import { useProduct } from './use-product'

            export function ProductPage() {
              const { data: product } = useProduct('1')
              return product ? <h1>{product.title}</h1> : <p>Loading…</p>
            }
          `),
        },
        'ProductPage',
      ),
    ).toEqual([{ method: 'GET', url: '/api/products/1', via: 'react-query', body: PRODUCT_SHAPE, shaped: true }])
  })

  it('valid: the outermost function that declares wins over the one it calls', () => {
    expect(
      requestsOf(
        {
          'src/catalogue.tsx': source(`
            import { useEffect, useState } from 'react'
            import type { Product } from './types'

            async function getJson(url: string): Promise<unknown> {
              const response = await fetch(url)
              return response.json()
            }

            function getProducts(): Promise<Product[]> {
              return getJson('/api/products') as Promise<Product[]>
            }

            export function Catalogue() {
              const [products, setProducts] = useState<Product[]>([])
              useEffect(() => {
                getProducts().then(setProducts)
              }, [])
              return <ul>{products.map((product) => <li key={product.id}>{product.title}</li>)}</ul>
            }
          `),
        },
        'Catalogue',
      ),
    ).toEqual([
      {
        method: 'GET',
        url: '/api/products',
        via: 'fetch',
        body: { kind: 'array', of: PRODUCT_SHAPE },
        shaped: true,
      },
    ])
  })

  it('invalid: no function along the chain declares what it returns, so the body is a guess', () => {
    expect(
      requestsOf(
        {
          'src/feed.tsx': source(`
            import { useEffect, useState } from 'react'

            async function loadItems() {
              const response = await fetch('/api/items')
              return response.json()
            }

            function useItems() {
              const [items, setItems] = useState<string[]>([])
              useEffect(() => {
                loadItems().then(setItems)
              }, [])
              return items
            }

            export function Feed() {
              const items = useItems()
              return <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>
            }
          `),
        },
        'Feed',
      ),
    ).toEqual([
      {
        method: 'GET',
        url: '/api/items',
        via: 'fetch',
        body: { kind: 'array', of: { kind: 'unknown', text: 'response' } },
        shaped: false,
      },
    ])
  })
})
