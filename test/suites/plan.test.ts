import { describe, expect, it } from 'vitest'
import { getBackupPath, hashText, isAnalyserError } from '../../analyser/index.js'
import { createProject, ROOT, source } from '../helpers/memfs-project.js'
import { SUITE_PROJECT } from '../helpers/suite-project.js'

function refusal(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (isAnalyserError(error)) return `${error.code}: ${error.message}`
    throw error
  }
  throw new Error('expected a refusal')
}

describe('plan', () => {
  it('without --force keeps every existing suite and creates the rest', () => {
    const { analyser } = createProject(SUITE_PROJECT)
    const plan = analyser.plan({ root: ROOT })
    expect(plan.suites.map(({ component, action }) => [component, action])).toEqual([
      ['Button', 'skip'],
      ['Card', 'skip'],
      ['Chart', 'skip'],
      ['Wrapper', 'create'],
    ])
    expect(plan.not_generated).toEqual([
      {
        task: 'perf-harness',
        component: 'Internal',
        source: 'src/internal.tsx',
        reason: 'It is not exported, so a test cannot import it; export it to get a suite.',
      },
    ])
    expect(plan.writes).toBe(1)
  })

  it('with --force overwrites untouched suites and backs up edited ones, at a path known before the run', async () => {
    const { analyser, volume } = createProject({
      ...SUITE_PROJECT,
      'src/badge.tsx': source(`
        export function Badge() {
          return <span />
        }
      `),
      'tests/flawless/perf-harness/src/badge.Badge.flawless.tsx': '// a test a person wrote at the suite path\n',
    })
    const plan = analyser.plan({ root: ROOT, force: true })
    await expect(`${JSON.stringify(plan, null, 2)}\n`).toMatchFileSnapshot('../../snapshots/suites/plan-force.json')
    const chart = plan.suites.find((suite) => suite.component === 'Chart')!
    // Named for the whole file it would replace: a header edit is an edit too.
    const edited = volume.readFileSync(`${ROOT}/${chart.file}`, 'utf8') as string
    expect(chart).toMatchObject({
      action: 'overwrite-edited',
      backup: getBackupPath('tests/flawless', chart.file, hashText(edited)),
    })
    expect(plan.suites.find((suite) => suite.component === 'Badge')!.action).toBe('overwrite-edited')
  })

  it('narrows by changed files, and by roots with depth', () => {
    const { analyser } = createProject({
      ...SUITE_PROJECT,
      'src/app.tsx': source(`
        import { Card } from './card'
        import { Button } from './button'

        export function App() {
          return <Card title="x" />
        }

        export function Other() {
          return <Button label="y" />
        }
      `),
    })
    expect(
      analyser.plan({ root: ROOT, changed: ['src/chart.tsx', 'README.md'] }).suites.map((suite) => suite.component),
    ).toEqual(['Chart'])
    expect(
      analyser.plan({ root: ROOT, roots: ['src/app.tsx'], depth: 0 }).suites.map((suite) => suite.component),
    ).toEqual(['App', 'Other'])
    expect(
      analyser.plan({ root: ROOT, roots: ['src/app.tsx'], depth: 1 }).suites.map((suite) => suite.component),
    ).toEqual(['App', 'Other', 'Button', 'Card'])
  })

  it('lists the components whose props need a fixture, unless the props file has one', () => {
    const { analyser } = createProject({
      ...SUITE_PROJECT,
      'fixtures.json': JSON.stringify({ 'src/other.tsx#Other': {} }),
    })
    expect(analyser.plan({ root: ROOT }).needs_fixtures).toEqual([
      { component: 'Chart', source: 'src/chart.tsx', props: ['data'], fixtures: 'props' },
    ])
    const { analyser: withFixture } = createProject({
      ...SUITE_PROJECT,
      'fixtures.json': JSON.stringify({ 'src/chart.tsx#Chart': { data: { labels: [] } } }),
    })
    expect(withFixture.plan({ root: ROOT, props: 'fixtures.json' }).needs_fixtures).toEqual([])
  })

  it('writes no suite for test support: a top-level test folder or a __name__ folder, each listed with why', () => {
    const helper = (name: string) =>
      source(`
        export function ${name}({ children }: { children: React.ReactNode }) {
          return <div role="dialog">{children}</div>
        }
      `)
    const { analyser } = createProject({
      ...SUITE_PROJECT,
      'test/__helpers__/TestModalWrapper.tsx': helper('TestModalWrapper'),
      'src/__mocks__/chart.tsx': helper('Chart'),
      'tests/render-page.tsx': helper('RenderPage'),
      'src/testing/modal.tsx': helper('Modal'),
    })
    const plan = analyser.plan({ root: ROOT })
    expect(plan.not_generated.filter((entry) => entry.reason.startsWith('It is test support'))).toEqual([
      {
        task: 'perf-harness',
        component: 'Chart',
        source: 'src/__mocks__/chart.tsx',
        reason: 'It is test support (under src/__mocks__/), not a component the app renders.',
      },
      {
        task: 'perf-harness',
        component: 'TestModalWrapper',
        source: 'test/__helpers__/TestModalWrapper.tsx',
        reason: 'It is test support (under test/__helpers__/), not a component the app renders.',
      },
      {
        task: 'perf-harness',
        component: 'RenderPage',
        source: 'tests/render-page.tsx',
        reason: 'It is test support (under tests/), not a component the app renders.',
      },
    ])
    // A folder that only sounds like testing is the app's.
    expect(plan.suites.map((suite) => suite.source)).toContain('src/testing/modal.tsx')
  })

  it('refuses what a run would refuse, naming it', () => {
    const { analyser } = createProject({ ...SUITE_PROJECT, 'broken.json': '{ nope' })
    expect(refusal(() => analyser.plan({ root: ROOT, tasks: ['perf-harnes'] }))).toBe(
      'INVALID_ARGUMENT: Unknown task "perf-harnes".',
    )
    expect(refusal(() => analyser.plan({ root: ROOT, tasks: ['e2e'], routes: 'broken.json' }))).toBe(
      'INVALID_ARGUMENT: The routes file "broken.json" is not JSON (line 1, column 3).',
    )
    expect(refusal(() => analyser.plan({ root: ROOT, nextjs: true, expo: true }))).toBe(
      'INVALID_ARGUMENT: --nextjs and --expo were both given.',
    )
    expect(refusal(() => analyser.plan({ root: ROOT, props: 'missing.json' }))).toBe(
      'INVALID_ARGUMENT: The props file "missing.json" does not exist.',
    )
    expect(refusal(() => analyser.plan({ root: ROOT, props: 'broken.json' }))).toBe(
      'INVALID_ARGUMENT: The props file "broken.json" is not JSON (line 1, column 3).',
    )
    expect(refusal(() => analyser.plan({ root: ROOT, out: '../elsewhere' }))).toBe(
      'PATH_OUTSIDE_ROOT: The out "../elsewhere" resolves outside the root "/project".',
    )
  })

  it('refuses a project with no component, but answers an empty plan when nothing changed', () => {
    const { analyser } = createProject({
      'package.json': '{"name":"utils"}',
      'src/math.ts': 'export const add = (a: number, b: number) => a + b\n',
    })
    expect(refusal(() => analyser.plan({ root: ROOT }))).toBe(
      'NOTHING_MATCHED: There is no React component in the 1 source file under "/project".',
    )
    expect(analyser.plan({ root: ROOT, changed: [] }).suites).toEqual([])
    const { analyser: withComponents } = createProject(SUITE_PROJECT)
    expect(refusal(() => withComponents.plan({ root: ROOT, roots: ['src/*.ts'] }))).toMatch(/^NOTHING_MATCHED: /)
  })
})
