/**
 * The route a suite renders its screen at, which the run's expo-router (stubs/expo-router.ts) answers its hooks
 * with: a screen rendered alone reads its params as it would at that URL.
 */
export interface ScreenRoute {
  /** As expo-router writes it, from the file's place under app/: `/post/[id]`. */
  route: string
  /** The URL: `/post/1`. */
  url: string
  params: Record<string, string | string[]>
}

let current: ScreenRoute = { route: '/', url: '/', params: {} }

/** Renders what follows at `route`: the suite's screen and everything it reads from expo-router. */
export function atRoute(route: ScreenRoute): void {
  current = route
}

export function currentRoute(): ScreenRoute {
  return current
}
