import { type ReactNode, createContext, useContext, useMemo, useReducer } from 'react'
import type { CartLine, Product } from '@/types'

type CartAction = { type: 'add'; product: Product } | { type: 'remove'; productId: number }

function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  if (action.type === 'remove') return lines.filter((line) => line.product.id !== action.productId)
  const existing = lines.find((line) => line.product.id === action.product.id)
  if (!existing) return [...lines, { product: action.product, quantity: 1 }]
  return lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line))
}

interface CartContextValue {
  lines: CartLine[]
  count: number
  add: (product: Product) => void
  remove: (productId: number) => void
}

const CartContext = createContext<CartContextValue | null>(null)

export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, dispatch] = useReducer(cartReducer, [])
  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      count: lines.reduce((total, line) => total + line.quantity, 0),
      add: (product) => dispatch({ type: 'add', product }),
      remove: (productId) => dispatch({ type: 'remove', productId }),
    }),
    [lines],
  )
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext)
  if (!context) throw new Error('useCart must be used inside <CartProvider>.')
  return context
}
