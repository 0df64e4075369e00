import { describe, expect, it } from 'vitest'
import { ROOT, createProject, source } from '../helpers/memfs-project.js'

function componentsOf(files: Record<string, string>): string[] {
  const { analyser } = createProject({
    'package.json': JSON.stringify({ dependencies: { react: '18.2.0' } }),
    ...files,
  })
  return analyser
    .analyse({ root: ROOT, entry: 'src' })
    .components.map((component) => component.component)
    .sort()
}

describe('what counts as rendering', () => {
  it("invalid: a `return null` in a callback of an object's async method (an API model) is not the method's", () => {
    expect(
      componentsOf({
        // anything-llm's models/admin.js: every method fetches; two return null or false from their .catch.
        'src/models/admin.js': source(`
          const Admin = {
            systemPreferences: async (labels = []) => {
              return await fetch('/api/prefs?labels=' + labels.join(',')).then((res) => res.json()).catch(() => {
                return null
              })
            },
            deleteApiKey: async function (id = '') {
              return fetch('/api/keys/' + id, { method: 'DELETE' }).then((res) => res.ok).catch(() => {
                return false
              })
            },
          }

          export default Admin
        `),
      }),
    ).toEqual([])
  })

  it('valid: a function that returns null itself, or JSX from a callback, renders', () => {
    expect(
      componentsOf({
        'src/gate.jsx': source(`
          export function Gate({ open }) {
            if (!open) return null
            return open
          }

          export const Icons = {
            list: ({ items }) => items.map((item) => <li key={item}>{item}</li>),
          }
        `),
      }),
    ).toEqual(['Gate', 'Icons.list'])
  })
})

describe('a function of three parameters', () => {
  it('invalid: calling hooks makes no component, since React passes a component its props alone', () => {
    expect(
      componentsOf({
        // traccar-web's theme: an anonymous default export named from its folder, returning a memoised theme.
        'src/common/theme/index.js': source(`
          import { useMemo } from 'react'
          import { createTheme } from './create-theme'

          export default (server, darkMode, direction) =>
            useMemo(() => createTheme({ server, darkMode, direction }), [server, darkMode, direction])
        `),
        'src/common/theme/create-theme.js': 'export const createTheme = (options) => options\n',
      }),
    ).toEqual([])
  })

  it('valid: a component that only runs an effect, with its props, still is one', () => {
    expect(
      componentsOf({
        'src/title-sync.jsx': source(`
          import { useEffect } from 'react'

          export function TitleSync({ title }) {
            useEffect(() => {
              document.title = title
            }, [title])
          }
        `),
      }),
    ).toEqual(['TitleSync'])
  })
})

describe('a capitalised function that returns an object of its own', () => {
  it('invalid: calling hooks makes no component of it, whatever it is named (a hook by another name)', () => {
    expect(
      componentsOf({
        // casibase's MessageEdit: its editing state and helpers, for the message list to use.
        'src/chat/message-edit.js': source(`
          import { useState } from 'react'

          export function MessageEdit({ text }) {
            const [editing, setEditing] = useState(false)
            if (!text) return null
            return { editing, startEditing: () => setEditing(true) }
          }
        `),
      }),
    ).toEqual([])
  })
})

describe('a static member named as a function', () => {
  it('invalid: a page’s getLayout wraps the page element it is given, so it is no component; Icons.logo is one', () => {
    expect(
      componentsOf({
        'src/pages/sign-in.jsx': source(`
          import { Layout } from '../layout'

          export default function SignIn() {
            return <form>Sign in</form>
          }

          SignIn.getLayout = function getLayout(page) {
            return <Layout>{page}</Layout>
          }
        `),
        'src/layout.jsx': 'export const Layout = ({ children }) => <main>{children}</main>\n',
        'src/icons.jsx': 'export const Icons = { logo: () => <svg /> }\n',
      }),
    ).toEqual(['Icons.logo', 'Layout', 'SignIn'])
  })
})

describe('a Next.js metadata image file', () => {
  it('invalid: draws its JSX into an ImageResponse, so nothing in it is a component; a page beside it is one', () => {
    const { analyser } = createProject({
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0', next: '15.3.0' } }),
      'app/opengraph-image.tsx': source(`
        import { ImageResponse } from 'next/og'

        function Title({ text }: { text: string }) {
          return <div tw="text-6xl">{text}</div>
        }

        export default async function OG() {
          return new ImageResponse(<Title text="Precedent" />)
        }
      `),
      'app/blog/[slug]/twitter-image2.tsx': source(`
        import { ImageResponse } from 'next/og'

        export default () => new ImageResponse(<div>Post</div>)
      `),
      'app/page.tsx': 'export default function Home() {\n  return <h1>Home</h1>\n}\n',
      // Named like one, outside app/: a component as any other.
      'components/icon.tsx': 'export function Icon() {\n  return <svg />\n}\n',
    })
    const { components } = analyser.analyse({ root: ROOT, entry: '**/*.tsx' })
    expect(components.map((component) => `${component.file}#${component.component}`).sort()).toEqual([
      'app/page.tsx#Home',
      'components/icon.tsx#Icon',
    ])
  })
})
