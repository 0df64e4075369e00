export interface Product {
  id: number
  title: string
  price: number
  image: string
  stock: number
}

export interface Review {
  id: number
  author: string
  rating: 1 | 2 | 3 | 4 | 5
  body: string
}

export interface CartLine {
  product: Product
  quantity: number
}
