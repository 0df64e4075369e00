import { describe, expect, it } from 'vitest'
import { PAGE_SERVER_EXPORTS, ROUTE_SERVER_EXPORTS, removeServerExports } from '../../cli/harness/route-modules.js'
import { source } from '../helpers/memfs-project.js'

describe('removeServerExports: a route module as the framework’s client build has it', () => {
  it('removes loader, action and headers, the helpers only they call, and the imports only those named', () => {
    const route = source(`
      import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router'
      import { prisma } from '#app/utils/db.server.ts'
      import { requireUserId } from '#app/utils/auth.server.ts'
      import { Avatar } from '#app/components/avatar.tsx'
      import './notes.css'

      async function findNotes(userId: string) {
        return prisma.note.findMany({ where: { ownerId: userId } })
      }

      export async function loader({ request }: LoaderFunctionArgs) {
        const userId = await requireUserId(request)
        return data({ notes: await findNotes(userId) })
      }

      export const action = async () => null

      export const headers = () => ({ 'Cache-Control': 'no-store' })

      export default function NotesRoute() {
        const { notes } = useLoaderData<typeof loader>()
        return <ul>{notes.map((note) => <li key={note.id}><Avatar />{note.title}</li>)}</ul>
      }
    `)
    // `typeof loader` is a type, which the compiler erases.
    expect(
      removeServerExports(route, '/app/app/routes/notes.tsx', ROUTE_SERVER_EXPORTS)?.replace(/\n{3,}/g, '\n\n'),
    ).toBe(
      source(`
        import { useLoaderData } from 'react-router'
        import { Avatar } from '#app/components/avatar.tsx'
        import './notes.css'

        export default function NotesRoute() {
          const { notes } = useLoaderData<typeof loader>()
          return <ul>{notes.map((note) => <li key={note.id}><Avatar />{note.title}</li>)}</ul>
        }
      `),
    )
  })

  it('leaves a module with no server export as it is (null), and keeps a helper the component calls', () => {
    expect(
      removeServerExports(
        'export const meta = () => []\nexport default function About() {}\n',
        'a.tsx',
        ROUTE_SERVER_EXPORTS,
      ),
    ).toBeNull()
    const kept = removeServerExports(
      source(`
        import { format } from './format'

        function label(date: Date) {
          return format(date)
        }

        export function loader() {
          return label(new Date())
        }

        export default function Today() {
          return <p>{label(new Date())}</p>
        }
      `),
      'today.tsx',
      ROUTE_SERVER_EXPORTS,
    )
    expect(kept).toContain("import { format } from './format'")
    expect(kept).toContain('function label(date: Date)')
    expect(kept).not.toContain('export function loader')
  })
})

describe('removeServerExports: a Next.js page as its client bundle has it', () => {
  it('removes getServerSideProps and getStaticPaths with the Prisma client only they import', () => {
    const page = removeServerExports(
      source(`
        import { prisma } from '@linkwarden/prisma'
        import { useRouter } from 'next/router'

        export const getServerSideProps = async () => ({ props: { links: await prisma.link.findMany() } })

        export async function getStaticPaths() {
          return { paths: [], fallback: true }
        }

        export default function Links({ links }) {
          const router = useRouter()
          return <p>{router.pathname} {links.length}</p>
        }
      `),
      'pages/links.jsx',
      PAGE_SERVER_EXPORTS,
    )
    expect(page).not.toContain('prisma')
    expect(page).not.toContain('getServerSideProps')
    expect(page).not.toContain('getStaticPaths')
    expect(page).toContain("import { useRouter } from 'next/router'")
    expect(page).toContain('export default function Links')
  })
})
