import { describe, expect, it } from 'vitest'
import { ROOT, createProject, source } from '../helpers/memfs-project.js'

const APP = source(`
  export function App() {
    return <p>app</p>
  }
`)

describe('suiteResolver: a suite run resolves the project as the analyser does', () => {
  it('follows tsconfig paths through extends, to sources, index files and assets', () => {
    const { analyser } = createProject({
      'package.json': '{"name":"app"}',
      'tsconfig.base.json': JSON.stringify({
        compilerOptions: { paths: { '@/*': ['./src/*'], config: ['./config.ts'] } },
      }),
      'tsconfig.json': JSON.stringify({ extends: './tsconfig.base.json' }),
      'config.ts': 'export const config = {}\n',
      'src/app.tsx': APP,
      'src/lib/api.ts': 'export const api = {}\n',
      'src/ui/index.ts': "export * from './button'\n",
      'src/ui/button.tsx': APP,
      'src/styles/theme.css': 'body {}\n',
      'src/data/menu.json': '[]\n',
    })
    const resolver = analyser.suiteResolver({ root: ROOT })
    expect(
      ['@/lib/api', '@/ui', '@/styles/theme.css', '@/data/menu.json', 'config', '@/lib/missing', 'react'].map(
        (specifier) => resolver.resolve('src/app.tsx', specifier),
      ),
    ).toEqual([
      'src/lib/api.ts',
      'src/ui/index.ts',
      'src/styles/theme.css',
      'src/data/menu.json',
      'config.ts',
      null,
      null,
    ])
  })

  it("normalises what a paths mapping makes, as TypeScript does: a doubled slash, a '..' inside the root", () => {
    const { analyser } = createProject({
      'package.json': '{"name":"app"}',
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./*'] } } }),
      'components/modals/sign-in-modal.tsx': APP,
      'components/modals/providers.tsx': APP,
      'lib/utils.ts': 'export const cn = () => ""\n',
    })
    const resolver = analyser.suiteResolver({ root: ROOT })
    // next-saas-stripe-starter writes `@/components/modals//sign-in-modal`, which Next and TypeScript resolve.
    expect(
      ['@/components/modals//sign-in-modal', '@/components/../lib/utils', '@/../outside'].map((specifier) =>
        resolver.resolve('components/modals/providers.tsx', specifier),
      ),
    ).toEqual(['components/modals/sign-in-modal.tsx', 'lib/utils.ts', null])
  })

  it("lists a 'use server' module's exports, which a client suite gets as server references; none for others", () => {
    const { analyser } = createProject({
      'package.json': '{"name":"app"}',
      'actions/update-name.ts': source(`
        // Updates the user's name.
        'use server'
        import { db } from '@/lib/db'

        export async function updateName(name: string) {
          await db.user.update({ name })
        }
        export default async function remove() {}
      `),
      'lib/db.ts': 'export const db = { user: { update: async (_: object) => {} } }\n',
      'lib/inline.ts': source(`
        export async function save() {
          'use server'
        }
      `),
    })
    const resolver = analyser.suiteResolver({ root: ROOT })
    expect(
      ['actions/update-name.ts', 'lib/db.ts', 'lib/inline.ts', 'actions/missing.ts', '../outside.ts'].map((file) =>
        resolver.serverActionExports(file),
      ),
    ).toEqual([['updateName', 'default'], null, null, null, null])
  })

  it('resolves a jsconfig baseUrl, and calls what lies under it the project, never a package', () => {
    const { analyser } = createProject({
      'package.json': '{"name":"homepage"}',
      'jsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: './src/' } }),
      'src/pages/index.jsx': APP,
      'src/components/widgets/widget.jsx': APP,
      'src/utils/contexts/settings.jsx': APP,
      'src/styles/globals.css': 'body {}\n',
    })
    const resolver = analyser.suiteResolver({ root: ROOT })
    expect(
      ['components/widgets/widget', 'utils/contexts/settings', 'styles/globals.css', 'next/link'].map((specifier) =>
        resolver.resolve('src/pages/index.jsx', specifier),
      ),
    ).toEqual(['src/components/widgets/widget.jsx', 'src/utils/contexts/settings.jsx', 'src/styles/globals.css', null])
    expect(
      ['components/missing', 'utils/gone', 'styles/x.css', 'next/link', 'react-icons/fa'].map((specifier) =>
        resolver.isProjectSpecifier('src/pages/index.jsx', specifier),
      ),
    ).toEqual([true, true, true, false, false])
  })

  it("calls a specifier into a root folder the project's (a bundler alias: src/components), not a package", () => {
    const { analyser } = createProject({
      'package.json': '{"name":"coreui"}',
      'src/views/cards.jsx': APP,
      'src/components/index.js': 'export {}\n',
    })
    const resolver = analyser.suiteResolver({ root: ROOT })
    expect(
      ['src/components', 'src/assets/brand/logo', 'src', 'react-icons/fa', 'lodash'].map((specifier) =>
        resolver.isProjectSpecifier('src/views/cards.jsx', specifier),
      ),
    ).toEqual([true, true, false, false, false])
  })

  it('resolves a tsconfig path into a dot folder to its file, which the walk of the project skips', () => {
    const { analyser } = createProject({
      'package.json': '{"name":"taxonomy"}',
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          baseUrl: '.',
          paths: {
            '@/*': ['./*'],
            'contentlayer/generated': ['./.contentlayer/generated'],
            '@generated/*': ['./.generated/*'],
          },
        },
      }),
      '.contentlayer/generated/index.mjs': 'export const allPosts = []\n',
      '.contentlayer/generated/index.d.ts': 'export declare const allPosts: unknown[]\n',
      '.generated/api.ts': 'export const api = {}\n',
      '.generated/.cache/stale.ts': 'export {}\n',
      '.storybook/preview.ts': 'export default {}\n',
      'app/blog/page.tsx': APP,
      'lib/utils.ts': 'export const cn = () => ""\n',
    })
    const resolver = analyser.suiteResolver({ root: ROOT })
    expect(
      [
        'contentlayer/generated',
        '@generated/api',
        '@generated/.cache/stale',
        '@/lib/utils',
        '@/.storybook/preview',
        'contentlayer/client',
      ].map((specifier) => resolver.resolve('app/blog/page.tsx', specifier)),
    ).toEqual(['.contentlayer/generated/index.mjs', '.generated/api.ts', null, 'lib/utils.ts', null, null])
  })

  it('takes a workspace package to its sources, and calls its name the project', () => {
    const { analyser } = createProject({
      'package.json': JSON.stringify({ private: true, workspaces: ['apps/*', 'packages/*'] }),
      'apps/web/package.json': '{"name":"web"}',
      'apps/web/src/app.tsx': APP,
      'packages/ui/package.json': JSON.stringify({ name: '@acme/ui', main: './dist/index.js' }),
      'packages/ui/src/index.ts': "export * from './rating'\n",
      'packages/ui/src/rating.tsx': APP,
    })
    const resolver = analyser.suiteResolver({ root: ROOT })
    expect(resolver.resolve('apps/web/src/app.tsx', '@acme/ui')).toBe('packages/ui/src/index.ts')
    expect(resolver.isProjectSpecifier('apps/web/src/app.tsx', '@acme/ui/missing')).toBe(true)
  })
})
