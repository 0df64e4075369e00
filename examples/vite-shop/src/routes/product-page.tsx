import { useRef } from 'react'
import { useParams } from 'react-router-dom'
import { AddToCartButton } from '@/components/add-to-cart-button'
import { ProductReviews } from '@/components/product-reviews'
import { useCart } from '@/hooks/use-cart'
import { useProduct } from '@/hooks/use-product'

export default function ProductPage() {
  const { id = '' } = useParams()
  const { data: product } = useProduct(id)
  const { add } = useCart()
  const buttonRef = useRef<HTMLButtonElement>(null)

  if (!product) return <p>Loading…</p>
  return (
    <article>
      <img src={product.image} alt={product.title} />
      <h1>{product.title}</h1>
      <AddToCartButton ref={buttonRef} disabled={product.stock === 0} onAdd={() => add(product)} />
      <ProductReviews productId={product.id} />
    </article>
  )
}
