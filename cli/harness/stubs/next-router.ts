/**
 * next/router (the pages router) for a component rendered alone: a router at the root
 * path that goes nowhere, as next/navigation's stub does for the app router. Suites can
 * override with vi.mock where a test needs a route.
 */
import { type ComponentType, createElement } from 'react'

const noop = (): void => {}
const resolved = (): Promise<boolean> => Promise.resolve(true)

const router = {
  route: '/',
  pathname: '/',
  query: {} as Record<string, string | string[]>,
  asPath: '/',
  basePath: '',
  isReady: true,
  isFallback: false,
  isPreview: false,
  isLocaleDomain: false,
  push: resolved,
  replace: resolved,
  reload: noop,
  back: noop,
  forward: noop,
  prefetch: (): Promise<void> => Promise.resolve(),
  beforePopState: noop,
  events: { on: noop, off: noop, emit: noop },
}

export function useRouter() {
  return router
}

export function withRouter<P extends object>(Component: ComponentType<P & { router: typeof router }>) {
  return (props: P) => createElement(Component, { ...props, router })
}

export default router
