import {
  Children,
  Fragment,
  type ReactElement,
  type ReactNode,
  cloneElement,
  createElement,
  isValidElement,
  useEffect,
} from 'react'

import { currentRoute } from '../route-state.js'
import { inertNavigation } from './navigation-context.js'

/**
 * expo-router for a screen or component rendered alone: navigators that render their
 * children, a Link that renders its child (or text), a router that goes nowhere, and the
 * params, path and segments of the route the suite renders its screen at (atRoute; the
 * root path, no params, for a component). Suites can override with vi.mock where a test
 * needs more.
 */
const noop = (): void => {}
const navigation = {
  push: noop,
  navigate: noop,
  replace: noop,
  back: noop,
  dismiss: noop,
  dismissAll: noop,
  setParams: noop,
  canGoBack: () => false,
  canDismiss: () => false,
}

export const router = navigation

export function useRouter() {
  return navigation
}

/** React Navigation's navigation, as expo-router's useNavigation gives it, with the router's calls beside. */
export function useNavigation() {
  return { ...navigation, ...inertNavigation }
}

export function useLocalSearchParams(): Record<string, string | string[]> {
  return currentRoute().params
}

export function useGlobalSearchParams(): Record<string, string | string[]> {
  return currentRoute().params
}

export function useSegments(): string[] {
  return currentRoute().route.split('/').filter(Boolean)
}

export function usePathname(): string {
  return currentRoute().url.split('?')[0]!
}

export function useFocusEffect(effect: () => void | (() => void)): void {
  useEffect(effect, [effect])
}

type Href = string | { pathname: string; params?: Record<string, string | number> }

function hrefText(href: Href): string {
  if (typeof href === 'string') return href
  return Object.entries(href.params ?? {}).reduce(
    (pathname, [name, value]) => pathname.replace(`[${name}]`, String(value)),
    href.pathname,
  )
}

/** With asChild, the child itself (a Pressable) is the link; otherwise text in an anchor. */
export function Link({
  href,
  asChild,
  children,
  ...rest
}: {
  href: Href
  asChild?: boolean
  children?: ReactNode
  [prop: string]: unknown
}) {
  if (asChild && isValidElement(children))
    return cloneElement(Children.only(children) as ReactElement<Record<string, unknown>>, { href: hrefText(href) })
  return createElement('a', { href: hrefText(href), ...rest }, children)
}

export function Redirect(_props: { href: Href }) {
  return null
}

/** A navigator renders what it wraps; its screens are configuration, not content. */
function navigator(name: string) {
  const Navigator = ({ children }: { children?: ReactNode }) =>
    createElement('div', { 'data-navigator': name }, children)
  Navigator.Screen = (_props: { name?: string; options?: unknown }) => null
  // expo-router 5's guarded group of screens (`<Stack.Protected guard={isAdmin}>`): configuration, as its screens.
  Navigator.Protected = ({ children }: { guard?: boolean; children?: ReactNode }) =>
    createElement(Fragment, null, children)
  return Navigator
}

export const Stack = navigator('stack')
export const Tabs = navigator('tabs')
export const Drawer = navigator('drawer')

/** A navigator the app builds from a React Navigation one (`withLayoutContext(createMaterialTopTabNavigator())`). */
export function withLayoutContext(_navigator: unknown) {
  return navigator('custom')
}

/** expo-router's re-export of expo-splash-screen: the splash screen is never up. */
export const SplashScreen = {
  preventAutoHideAsync: async () => true,
  hideAsync: async () => true,
  hide: noop,
  setOptions: noop,
}

/** A route's error boundary renders what it wraps until something throws, which the suite then reports. */
export function ErrorBoundary({ children }: { children?: ReactNode }) {
  return createElement('div', null, children)
}

export function useRootNavigationState() {
  return { key: 'root', index: 0, routes: [], stale: false }
}

export function useRootNavigation() {
  return useNavigation()
}

export function useNavigationContainerRef() {
  return { current: null, isReady: () => true, getCurrentRoute: () => undefined, addListener: () => noop }
}

export function Slot() {
  return null
}
