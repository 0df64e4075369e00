/**
 * next/navigation for a component rendered alone: a router that goes nowhere, the root
 * path, empty search params. Suites can override with vi.mock where a test needs more.
 */
const noop = (): void => {}

export function useRouter() {
  return { push: noop, replace: noop, back: noop, forward: noop, refresh: noop, prefetch: noop }
}

export function usePathname(): string {
  return '/'
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams()
}

export function useParams(): Record<string, string> {
  return {}
}

export function useSelectedLayoutSegment(): string | null {
  return null
}

export function useSelectedLayoutSegments(): string[] {
  return []
}

export function redirect(url: string): never {
  throw new Error(`NEXT_REDIRECT ${url}`)
}

export function permanentRedirect(url: string): never {
  throw new Error(`NEXT_REDIRECT ${url}`)
}

export function notFound(): never {
  throw new Error('NEXT_NOT_FOUND')
}
