import { type ReactNode, createElement } from 'react'

type Href = string | { pathname?: string | null }

/** next/link as the anchor it renders. */
export default function Link({
  href,
  children,
  prefetch: _prefetch,
  replace: _replace,
  scroll: _scroll,
  ...rest
}: {
  href: Href
  children?: ReactNode
  prefetch?: unknown
  replace?: unknown
  scroll?: unknown
  [attribute: string]: unknown
}) {
  // Next's own Link throws on this in development; say so plainly rather than fail on `href.pathname`.
  if (href == null)
    throw new Error(
      `next/link: the prop "href" expects a string or an object, but got ${String(href)}. ` +
        "Give the component an href in the suite's props.",
    )
  return createElement('a', { href: typeof href === 'string' ? href : (href.pathname ?? ''), ...rest }, children)
}
