import { useMutation } from '@tanstack/react-query'
import { http } from '@/lib/http'
import type { CartLine } from '@/types'
import { withAnalytics } from './with-analytics'

function CheckoutSummary({ lines }: { lines: CartLine[] }) {
  const total = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0)
  const checkout = useMutation({
    mutationFn: () => http.post('/orders', { lines: lines.map((line) => ({ id: line.product.id, quantity: line.quantity })) }),
  })
  return (
    <aside>
      <p>Total: ${total.toFixed(2)}</p>
      <button type="button" disabled={checkout.isPending} onClick={() => checkout.mutate()}>
        {checkout.isPending ? 'Placing order…' : 'Check out'}
      </button>
      {checkout.isSuccess && <p role="status">Order placed.</p>}
    </aside>
  )
}

export default withAnalytics(CheckoutSummary, 'checkout_view')
