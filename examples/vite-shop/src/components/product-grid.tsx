import { memo } from 'react'
import type { Product } from '@/types'
import { ProductCard } from './product-card'

interface ProductGridProps {
  products: Product[]
  onAdd: (product: Product) => void
}

export const ProductGrid = memo(function ProductGrid({ products, onAdd }: ProductGridProps) {
  return (
    <div className="grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} onAdd={() => onAdd(product)} />
      ))}
    </div>
  )
})
