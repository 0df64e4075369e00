import { Link } from 'react-router-dom'
import type { Product } from '@/types'

export function ProductCard({ product, onAdd }: { product: Product; onAdd: () => void }) {
  return (
    <article>
      <Link to={`/products/${product.id}`}>
        <img src={product.image} alt="" />
        <h2>{product.title}</h2>
      </Link>
      <p>${product.price.toFixed(2)}</p>
      <button type="button" disabled={product.stock === 0} onClick={onAdd}>
        Add to cart
      </button>
    </article>
  )
}
