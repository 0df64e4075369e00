import { type ReactNode, createContext, createElement } from 'react'

/** react-native-safe-area-context on a screen with no notch: zero insets. */
const insets = { top: 0, right: 0, bottom: 0, left: 0 }
const frame = { x: 0, y: 0, width: 390, height: 844 }

export function SafeAreaProvider({ children }: { children?: ReactNode }) {
  return createElement('div', null, children)
}

export function SafeAreaView({
  children,
  edges: _edges,
  ...rest
}: {
  children?: ReactNode
  edges?: unknown
  [prop: string]: unknown
}) {
  return createElement('div', rest, children)
}

export function useSafeAreaInsets() {
  return insets
}

export function useSafeAreaFrame() {
  return frame
}

export const initialWindowMetrics = { insets, frame }

// The contexts the provider sets, which React Navigation's elements read where the app renders no provider.
export const SafeAreaInsetsContext = createContext<typeof insets | null>(insets)
export const SafeAreaFrameContext = createContext<typeof frame | null>(frame)

export function SafeAreaConsumer({ children }: { children: (value: typeof insets) => ReactNode }) {
  return children(insets)
}
