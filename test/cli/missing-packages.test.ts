import { describe, expect, it } from 'vitest'
import { describeMissingPackages, describeUngeneratedClients } from '../../cli/generate/missing-packages.js'

const failed = (file: string, specifier: string, importer = 'src/app.tsx') => ({
  file,
  name: '(the file did not load)',
  message: `Failed to resolve import "${specifier}" from "${importer}". Does the file exist?`,
})
const noProjectPlace = () => false

describe('describeMissingPackages', () => {
  it('groups the suite files that stopped by package, scoped names and subpaths included, most files first', () => {
    const line = describeMissingPackages(
      [
        failed('a.test.tsx', '@tanstack/react-query'),
        failed('b.test.tsx', '@tanstack/react-query/devtools'),
        failed('b.test.tsx', 'recharts'),
        failed('c.test.tsx', 'recharts/lib/x'),
      ],
      noProjectPlace,
      () => false,
    )
    expect(line).toBe(
      '3 suite files could not load because 2 packages the components import are not installed: ' +
        "@tanstack/react-query (2 files), recharts (2). Install the project's dependencies and run again.",
    )
  })

  it(
    'leaves out relative paths, specifiers that name a place in the project, undeclared @/ or ~/ ' +
      'aliases and virtual: or node: modules, which are not packages',
    () => {
      const failures = [
        failed('a.test.tsx', './missing'),
        failed('b.test.tsx', '@app/ui/button'),
        failed('c.test.tsx', '@/lib/db'),
        failed('d.test.tsx', '~/lib/db'),
        failed('f.test.tsx', 'components/widgets/widget', 'src/pages/index.jsx'),
        // A vite plugin's virtual module (vite-plugin-pwa's), and the platform's: no package to install.
        failed('g.test.tsx', 'virtual:pwa-register/react', 'src/update-controller.jsx'),
        failed('h.test.tsx', 'node:sqlite'),
        failed('i.test.tsx', '#app/utils/misc.tsx'),
        { file: 'e.test.tsx', name: 'renders', message: 'Error: boom' },
      ]
      const asked: string[] = []
      const isProjectSpecifier = (importer: string, specifier: string) => {
        asked.push(`${importer} ${specifier}`)
        return specifier.startsWith('@app/') || specifier.startsWith('components/')
      }
      expect(describeMissingPackages(failures, isProjectSpecifier, () => false)).toBeNull()
      expect(asked).toContain('src/pages/index.jsx components/widgets/widget')
    },
  )

  it('does not call an installed package missing when only an entry point of it failed to resolve', () => {
    expect(
      describeMissingPackages(
        [failed('a.test.tsx', 'react-dom/server.edge')],
        noProjectPlace,
        (name) => name === 'react-dom',
      ),
    ).toBeNull()
  })

  it('names five packages and counts the rest', () => {
    const failures = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => failed(`${name}.test.tsx`, `pkg-${name}`))
    expect(describeMissingPackages(failures, noProjectPlace, () => false)).toBe(
      '7 suite files could not load because 7 packages the components import are not installed: pkg-a (1 ' +
        "file), pkg-b (1), pkg-c (1), pkg-d (1), pkg-e (1) and 2 more. Install the project's dependencies " +
        'and run again.',
    )
  })
})

describe('describeUngeneratedClients', () => {
  it('names the command that generates a client the suites stopped on, once for all of them', () => {
    const prisma = (file: string) => ({
      file,
      name: '(the file did not load)',
      message: "Cannot find module '.prisma/client/default' (at app/utils/db.server.ts:4)",
    })
    expect(describeUngeneratedClients([prisma('a.flawless.tsx'), prisma('b.flawless.tsx')])).toBe(
      '2 suite files stopped on .prisma/client, which is generated, not installed: run npx prisma generate in the ' +
        'project (an install with --ignore-scripts skips it), then run again.',
    )
    expect(describeUngeneratedClients([{ file: 'c.flawless.tsx', name: 'renders', message: 'Error: boom' }])).toBeNull()
  })
})
