import { afterAll, beforeAll, vi } from 'vitest'
import { splitUrlTemplate } from './url-template.js'

/** One stubbed request: the analyser's method and URL as written (`/api/posts/${id}`), and what to answer. */
export interface RequestStub {
  method: string | null
  url: string | null
  body: unknown
}

/**
 * Answers the suite's requests without a network: each `fetch` (axios goes through it,
 * see the setup) is matched against the URLs the analyser found — a `${…}` part matches
 * anything, and a path matches after any origin or base URL — and answered with the
 * stub's body as JSON. Where several match, the URL that spells out most of the request
 * wins: `/products/${id}/reviews` over `/products/${id}`, whose `${id}` matches `1/reviews`
 * too. A request no stub matches gets a 404 and a warning naming it.
 */
export function stubRequests(stubs: RequestStub[]): void {
  const matchers = stubs
    .map((stub) => ({ stub, pattern: stub.url === null ? null : toPattern(stub.url) }))
    // Stable: stubs as literal as each other keep the suite's order.
    .sort((a, b) => countLiteral(b.stub.url) - countLiteral(a.stub.url))
  beforeAll(() => {
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const method = (
        init?.method ?? (typeof input === 'object' && 'method' in input ? input.method : 'GET')
      ).toUpperCase()
      const match = matchers.find(
        ({ stub, pattern }) =>
          pattern !== null && pattern.test(url) && (stub.method === null || stub.method === method),
      )
      if (!match) {
        console.warn(`flawless-react: no stub answers ${method} ${url}; add one to the suite's stubRequests.`)
        return new Response('null', { status: 404, headers: { 'content-type': 'application/json' } })
      }
      return new Response(JSON.stringify(match.stub.body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })
    })
  })
  afterAll(() => {
    vi.unstubAllGlobals()
  })
}

/** The characters of a URL written out, not standing for an expression's value. */
function countLiteral(url: string | null): number {
  if (url === null) return 0
  return splitUrlTemplate(url).reduce((sum, part) => sum + ('literal' in part ? part.literal.length : 0), 0)
}

function toPattern(url: string): RegExp {
  const body = splitUrlTemplate(url)
    .map((part) => ('literal' in part ? part.literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '[^?#]*?'))
    .join('')
  // A URL written as a path ('/products') is fetched behind an origin or a base URL ('/api').
  return new RegExp(`^${url.startsWith('/') ? '.*?' : ''}${body}$`)
}
