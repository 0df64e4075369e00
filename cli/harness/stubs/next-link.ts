import { type ReactNode, createElement } from 'react'

/** next/link as the anchor it renders. */
export default function Link({ href, children, prefetch: _prefetch, replace: _replace, scroll: _scroll, ...rest }: { href: string | { pathname?: string }; children?: ReactNode; prefetch?: unknown; replace?: unknown; scroll?: unknown; [attribute: string]: unknown }) {
  return createElement('a', { href: typeof href === 'string' ? href : (href.pathname ?? ''), ...rest }, children)
}
