import { Suspense, lazy } from 'react'
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom'
import { useCart } from '@/hooks/use-cart'
import HomePage from './routes/home-page'

const ProductPage = lazy(() => import('./routes/product-page'))
const CartPage = lazy(() => import('./routes/cart-page'))

export default function App() {
  const { count } = useCart()
  return (
    <BrowserRouter>
      <header>
        <Link to="/">Vite shop</Link>
        <Link to="/cart">Cart ({count})</Link>
      </header>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/products/:id" element={<ProductPage />} />
          <Route path="/cart" element={<CartPage />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  )
}
