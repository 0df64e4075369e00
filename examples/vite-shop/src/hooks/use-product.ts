import { useQuery } from '@tanstack/react-query'
import { http } from '@/lib/http'
import type { Product } from '@/types'

async function fetchProduct(id: string): Promise<Product> {
  const response = await http.get<Product>(`/products/${id}`)
  return response.data
}

export function useProduct(id: string) {
  return useQuery({ queryKey: ['product', id], queryFn: () => fetchProduct(id) })
}
