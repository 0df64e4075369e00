import { forwardRef } from 'react'

interface AddToCartButtonProps {
  disabled?: boolean
  onAdd: () => void
}

export const AddToCartButton = forwardRef<HTMLButtonElement, AddToCartButtonProps>(({ disabled = false, onAdd }, ref) => (
  <button ref={ref} type="button" disabled={disabled} onClick={onAdd}>
    {disabled ? 'Sold out' : 'Add to cart'}
  </button>
))
