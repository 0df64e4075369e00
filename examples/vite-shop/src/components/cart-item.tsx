import { forwardRef, memo } from 'react'
import type { CartLine } from '@/types'

interface CartItemProps {
  line: CartLine
  onRemove: (productId: number) => void
}

export const CartItem = memo(
  forwardRef<HTMLLIElement, CartItemProps>(function CartItem({ line, onRemove }, ref) {
    return (
      <li ref={ref}>
        {line.product.title} × {line.quantity}
        <button type="button" onClick={() => onRemove(line.product.id)}>
          Remove
        </button>
      </li>
    )
  }),
)
