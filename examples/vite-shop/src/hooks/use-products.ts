import { useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'
import type { Product } from '@/types'

export function useProducts(category?: string) {
  return useQuery({
    queryKey: ['products', category],
    queryFn: () => http.get<Product[]>('/products', { params: { category } }).then((response) => response.data),
  })
}
