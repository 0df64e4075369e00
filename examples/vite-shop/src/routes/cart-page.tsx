import CheckoutSummary from '@/components/checkout-summary'
import { CartItem } from '@/components/cart-item'
import { useCart } from '@/hooks/use-cart'

export default () => {
  const { lines, remove } = useCart()
  if (lines.length === 0) return <p>Your cart is empty.</p>
  return (
    <main>
      <ul>
        {lines.map((line) => (
          <CartItem key={line.product.id} line={line} onRemove={remove} />
        ))}
      </ul>
      <CheckoutSummary lines={lines} />
    </main>
  )
}
