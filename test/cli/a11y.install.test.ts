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

  it(
    'a project that tests with its own vitest, jsdom and Testing Library and has no browser provider: every suite ' +
      'loads on the vitest that runs it, and one that stops names the module’s own error and where',
    async () => {
      // vitest's browser plugin resolved `vitest/internal/browser` from the project: its copy beside the runner's
      // stopped every suite ("Failed to import test file", 11 of 11 on a fixture like this one).
      const folder = writeProject({
        'package.json': JSON.stringify({
          name: 'team-app',
          private: true,
          type: 'module',
          // Where installDependencies, which leaves dev dependencies out, installs them.
          dependencies: {
            react: '19.2.0',
            'react-dom': '19.2.0',
            vitest: '4.1.12',
            jsdom: '29.0.0',
            '@testing-library/react': '16.3.0',
            '@testing-library/dom': '10.4.0',
            vite: '7.1.0',
            '@vitejs/plugin-react': '5.0.0',
          },
        }),
        'vite.config.js': source(`
          import react from '@vitejs/plugin-react'
          export default { plugins: [react()], test: { environment: 'jsdom' } }
        `),
        'src/avatar.jsx': 'export function Avatar({ src }) {\n  return <img src={src} />\n}\n',
        'src/close-button.jsx': source(`
          export function CloseButton() {
            return <button aria-label="Close"><svg /></button>
          }
        `),
        'src/env.js': source(`
          export const databaseUrl = globalThis.DATABASE_URL ?? fail()
          function fail() {
            throw new Error('DATABASE_URL is not set')
          }
        `),
        'src/profile.jsx': source(`
          import { databaseUrl } from './env.js'
          export function Profile() {
            return <p>{databaseUrl}</p>
          }
        `),
      })
      installDependencies(folder)
      const { status, document } = await runJson(folder, ['--tasks', 'a11y', '--run-tests', '--ci', '--json'])
      expect({ status, tests: document.tests }).toMatchObject({
        status: 1,
        tests: { ran: 3, passed: 1, failed: 2, runner: { vitest: 'flawless-react', react: 'project' } },
      })
      const messages = Object.fromEntries(document.tests!.failures.map(({ file, message }) => [file, message]))
      expect(messages['tests/flawless/a11y/src/avatar.Avatar.flawless.tsx']).toContain(
        'image-alt (critical): Images must have alternative text at img',
      )
      expect(messages['tests/flawless/a11y/src/profile.Profile.flawless.tsx']).toBe(
        'DATABASE_URL is not set (at src/env.js:3)\nimported through src/profile.jsx → src/env.js',
      )
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
