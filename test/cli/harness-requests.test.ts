import { describe, expect, it, vi } from 'vitest'
import { stubRequests } from '../../cli/harness/requests.js'
import { splitUrlTemplate } from '../../cli/harness/url-template.js'

describe('splitUrlTemplate', () => {
  it.each([
    ['/api/posts', [{ literal: '/api/posts' }]],
    ['/api/posts/${id}', [{ literal: '/api/posts/' }, { expression: 'id' }]],
    [
      '${base}/api?${new URLSearchParams({ page: 1 }).toString()}',
      [{ expression: 'base' }, { literal: '/api?' }, { expression: 'new URLSearchParams({ page: 1 }).toString()' }],
    ],
    // Not closed: text, as no template literal could hold it.
    ['/api/${broken', [{ literal: '/api/${broken' }]],
  ])('%s', (url, parts) => {
    expect(splitUrlTemplate(url)).toEqual(parts)
  })
})

describe('stubRequests', () => {
  stubRequests([
    { method: 'GET', url: '/api/groups?${new URLSearchParams({ workspaceId }).toString()}', body: ['groups'] },
    { method: 'GET', url: '${API_URL}/api/posts/${post.id}', body: { id: 1 } },
    { method: 'POST', url: '/api/posts', body: { created: true } },
    // Listed before the URL below, which matches the same request with more of it written out.
    { method: 'GET', url: '/products/${id}', body: { id: 1 } },
    { method: 'GET', url: '/products/${this.props.productId}/reviews', body: ['reviews'] },
  ])

  const answer = async (url: string, init?: RequestInit) => {
    const response = await fetch(url, init)
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it('matches an expression holding braces of its own as one part', async () => {
    expect(await answer('https://app.example.com/api/groups?workspaceId=ws_1&sortBy=name')).toEqual({
      status: 200,
      body: ['groups'],
    })
  })

  it('matches behind any origin, each ${…} standing for any value', async () => {
    expect(await answer('http://localhost:3000/api/posts/42')).toEqual({ status: 200, body: { id: 1 } })
  })

  it('answers with the stub that spells out most of the URL where several match', async () => {
    expect(await answer('/api/products/1/reviews')).toEqual({ status: 200, body: ['reviews'] })
    expect(await answer('/api/products/1')).toEqual({ status: 200, body: { id: 1 } })
  })

  it('matches the method, and answers what no stub matches with a 404 and a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await answer('/api/posts', { method: 'POST' })).toEqual({ status: 200, body: { created: true } })
    expect(await answer('/api/posts', { method: 'DELETE' })).toEqual({ status: 404, body: null })
    expect(await answer('/api/users/1')).toEqual({ status: 404, body: null })
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      "flawless-react: no stub answers DELETE /api/posts; add one to the suite's stubRequests.",
      "flawless-react: no stub answers GET /api/users/1; add one to the suite's stubRequests.",
    ])
    warn.mockRestore()
  })
})
