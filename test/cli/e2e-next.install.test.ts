import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runJson } from '../helpers/cli.js'
import { startNextDev } from '../helpers/dev-server.js'
import { installDependencies, writeProject } from '../helpers/temp-project.js'

/**
 * A small Next.js app-router blog, in JavaScript so that `next dev` needs no TypeScript
 * install: a page in a route group, a dynamic route whose params come from its own
 * generateStaticParams, and a route handler the e2e task leaves to the load task.
 */
const BLOG = {
  'package.json': JSON.stringify({ dependencies: { next: '15.3.2', react: '19.1.0', 'react-dom': '19.1.0' } }),
  'app/layout.jsx': `import Link from 'next/link'

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <nav>
          <Link href="/">Blog</Link>
          <Link href="/about">About us</Link>
        </nav>
        {children}
      </body>
    </html>
  )
}
`,
  'app/page.jsx': `export default function HomePage() {
  return <h1>Latest posts</h1>
}
`,
  'app/(marketing)/about/page.jsx': `export default function AboutPage() {
  return <h1>About</h1>
}
`,
  'app/posts/[id]/page.jsx': `export function generateStaticParams() {
  return [{ id: 'first' }, { id: 'second' }]
}

export default async function PostPage({ params }) {
  const { id } = await params
  return (
    <article>
      <h1>Post {id}</h1>
      <button type="button">Share</button>
    </article>
  )
}
`,
  'app/api/health/route.js': `export function GET() {
  return Response.json({ ok: true })
}
`,
}

describe('e2e on a Next.js app router, against a real next dev', () => {
  let folder: string
  let server: Awaited<ReturnType<typeof startNextDev>>

  beforeAll(async () => {
    folder = writeProject(BLOG)
    installDependencies(folder)
    server = await startNextDev(folder)
  })

  afterAll(() => server?.close())

  it('visits the app router’s pages: a route group stripped, [slug] filled from generateStaticParams', async () => {
    const env = { ...process.env, FLAWLESS_E2E_BASEURL: server.url }
    const { status, document } = await runJson(folder, ['--tasks', 'e2e', '--run-tests', '--ci', '--json'], env)
    expect(document.prerequisites.filter((check) => !(check as { ok: boolean }).ok)).toEqual([])
    expect(document.tests?.failures).toEqual([])
    expect(status).toBe(0)
    expect(document.written.map(({ component, file }) => [component, file])).toEqual([
      ['AboutPage', 'tests/flawless/e2e/about.flawless.ts'],
      ['HomePage', 'tests/flawless/e2e/index.flawless.ts'],
      ['PostPage', 'tests/flawless/e2e/posts/[id].flawless.ts'],
    ])
    expect(document.tests).toMatchObject({ ran: 4, passed: 4, failed: 0 })
    expect(document.e2e).toMatchObject({ routes: 3, passed: 3, failed: 0 })
  })
})
