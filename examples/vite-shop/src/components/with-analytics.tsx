import { type ComponentType, useEffect } from 'react'

/** Sends a page-view event when the wrapped component mounts. */
export function withAnalytics<P extends object>(Wrapped: ComponentType<P>, event: string) {
  function WithAnalytics(props: P) {
    useEffect(() => {
      navigator.sendBeacon('/api/events', JSON.stringify({ event }))
    }, [])
    return <Wrapped {...props} />
  }
  WithAnalytics.displayName = `withAnalytics(${Wrapped.displayName ?? Wrapped.name})`
  return WithAnalytics
}
