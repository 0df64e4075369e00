import { useState } from 'react'
import { ProductGrid } from '@/components/product-grid'
import { useCart } from '@/hooks/use-cart'
import { useProducts } from '@/hooks/use-products'

export default function HomePage() {
  const [category, setCategory] = useState<string | undefined>()
  const { data: products = [], isPending, error } = useProducts(category)
  const { add } = useCart()

  if (error) return <p role="alert">Could not load products.</p>
  return (
    <main>
      <label>
        Category
        <select value={category ?? ''} onChange={(event) => setCategory(event.target.value || undefined)}>
          <option value="">All</option>
          <option value="books">Books</option>
          <option value="games">Games</option>
        </select>
      </label>
      {isPending ? <p>Loading…</p> : <ProductGrid products={products} onAdd={add} />}
    </main>
  )
}
