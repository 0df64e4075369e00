import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { profileServer } from '../../cli/harness/profile.js'
import { notFound, redirect } from '../../cli/harness/stubs/next-navigation.js'

const ONCE = { warmup: 0, runs: 1 }

function Home(): never {
  redirect('/dashboard/default')
}
async function Post(): Promise<never> {
  await Promise.resolve()
  notFound()
}
// Next's own redirect error: its message says little, its digest says where.
function Legacy(): never {
  throw Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/login;307;' })
}
function Broken(): never {
  throw new Error('NEXT_REDIRECTED is not a redirect')
}

describe("a server page that ends its render with Next's redirect() or notFound()", () => {
  it('answers with the redirect or the 404 it asked for, measured, with no HTML', async () => {
    const home = await profileServer(() => createElement(Home), { key: 'app/page.tsx#Home', ...ONCE })
    expect({ navigation: home.navigation, html: home.html, runs: home.durations.length }).toEqual({
      navigation: { kind: 'redirect', url: '/dashboard/default' },
      html: '',
      runs: 1,
    })
    const post = await profileServer(() => createElement(Post), { key: 'app/[slug]/page.tsx#Post', ...ONCE })
    expect(post.navigation).toEqual({ kind: 'not-found' })
    const legacy = await profileServer(() => createElement(Legacy), { key: 'app/old/page.tsx#Legacy', ...ONCE })
    expect(legacy.navigation).toEqual({ kind: 'redirect', url: '/login' })
  })

  it('still fails on any other error, and a page that renders has no navigation', async () => {
    await expect(profileServer(() => createElement(Broken), { key: 'app/page.tsx#Broken', ...ONCE })).rejects.toThrow(
      'NEXT_REDIRECTED is not a redirect',
    )
    const page = await profileServer(() => createElement('main', null, 'Hi'), { key: 'app/page.tsx#Page', ...ONCE })
    expect({ navigation: page.navigation, text: page.text }).toEqual({ navigation: undefined, text: 'Hi' })
  })
})
