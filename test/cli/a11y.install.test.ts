import { describe, expect, it } from 'vitest'
import { runJson } from '../helpers/cli.js'
import { source } from '../helpers/memfs-project.js'
import { copyExample, installDependencies, writeProject } from '../helpers/temp-project.js'

/**
 * The a11y task on projects whose dependencies are installed: in a browser, vite serves
 * the project's own packages to the page (its axios, its React), so what runs there is
 * what the app ships. Installs come from the machine's shared cache (installDependencies).
 */
describe('the a11y task on installed projects', () => {
  it(
    'vite-shop: every suite loads and passes — axios in its browser build, no reload when an image is ' +
      'not found (vite serves no index.html), each request answered by the stub that spells out its URL',
    async () => {
      const folder = copyExample('vite-shop')
      installDependencies(folder)
      const { status, document, stderr } = await runJson(folder, ['--tasks', 'a11y', '--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({
        status: 0,
        tests: { ran: 11, passed: 11, failed: 0, runner: { vitest: 'flawless-react', react: 'project' } },
      })
      expect((document as unknown as { a11y: unknown }).a11y).toEqual({
        impact: 'serious',
        disabled_rules: [],
        components: 11,
        pages: 0,
        violations: 0,
        needs_review: 0,
        rules: [],
        // Every suite rendered something for axe to judge.
        rendered_nothing: [],
      })
      expect(stderr).not.toContain('reloaded')
      expect(stderr).not.toContain('no stub answers')
    },
  )

  it('a project with react and no react-dom, as a React Native app has, runs on flawless-react’s pair', async () => {
    // React 19.0.0 beside flawless-react's react-dom 19.2 would stop every suite: React refuses a
    // react-dom of another version.
    const folder = writeProject({
      'package.json': JSON.stringify({ name: 'notes', private: true, dependencies: { react: '19.0.0' } }),
      'src/note-title.tsx': source(`
        export function NoteTitle({ title }: { title: string }) {
          return <h1>{title}</h1>
        }
      `),
    })
    installDependencies(folder)
    const { status, document } = await runJson(folder, ['--tasks', 'a11y', '--run-tests', '--ci', '--json'])
    expect({ status, tests: document.tests }).toMatchObject({
      status: 0,
      tests: { ran: 1, passed: 1, failed: 0, runner: { vitest: 'flawless-react', react: 'flawless-react' } },
    })
  })
})
