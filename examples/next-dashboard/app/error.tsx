'use client'

import { useEffect } from 'react'

export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div role="alert">
      <p>Something went wrong: {error.message}</p>
      <button type="button" onClick={() => reset()}>
        Try again
      </button>
    </div>
  )
}
