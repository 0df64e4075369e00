import { Component } from 'react'
import { http } from '@/lib/http'
import type { Review } from '@/types'

interface ProductReviewsProps {
  productId: number
}

interface ProductReviewsState {
  reviews: Review[]
  loading: boolean
}

export class ProductReviews extends Component<ProductReviewsProps, ProductReviewsState> {
  state: ProductReviewsState = { reviews: [], loading: true }

  componentDidMount() {
    this.load()
  }

  async load() {
    const response = await http.get<Review[]>(`/products/${this.props.productId}/reviews`)
    this.setState({ reviews: response.data, loading: false })
  }

  render() {
    if (this.state.loading) return <p>Loading reviews…</p>
    return (
      <section>
        <h2>Reviews</h2>
        {this.state.reviews.map((review) => (
          <blockquote key={review.id}>
            {review.body} — {review.author}
          </blockquote>
        ))}
      </section>
    )
  }
}
