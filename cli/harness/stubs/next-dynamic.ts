import { type ComponentType, Suspense, createElement, lazy } from 'react'

/** next/dynamic as React.lazy in Suspense: the loader runs, the component renders when it has. */
export default function dynamic<P extends object>(
  loader: () => Promise<ComponentType<P> | { default: ComponentType<P> }>,
  options: { loading?: ComponentType } = {},
) {
  const Loaded = lazy(async () => {
    const loaded = await loader()
    return { default: 'default' in loaded ? loaded.default : loaded }
  })
  return function DynamicComponent(props: P) {
    return createElement(
      Suspense,
      { fallback: options.loading ? createElement(options.loading) : null },
      createElement(Loaded as ComponentType<P>, props),
    )
  }
}
