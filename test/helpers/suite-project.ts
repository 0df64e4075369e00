import { composeSuite, hashText } from '../../analyser/index.js'
import { source } from './memfs-project.js'

export const BUTTON = source(`
  export function Button({ label }: { label: string }) {
    return <button>{label}</button>
  }
`)
export const CARD = source(`
  export function Card({ title }: { title: string }) {
    return <h2>{title}</h2>
  }
`)
export const CHART = source(`
  export function Chart({ data }: { data: import('chart.js').ChartData }) {
    return <canvas>{String(data)}</canvas>
  }
`)

const body = (component: string): string =>
  source(`
    import { it } from 'vitest'

    it('renders ${component}', () => {
      // TODO(flawless): assert what ${component} shows
    })
  `)

/**
 * A project with three generated suites: Button's is current, Card's source changed
 * since generation (stale), and a person edited Chart's suite body (edited).
 */
export const SUITE_PROJECT: Record<string, string> = {
  'package.json': JSON.stringify({
    dependencies: { react: '19.1.0', vite: '6.3.5' },
    devDependencies: { vitest: '4.1.12', typescript: '5.9.3' },
  }),
  'pnpm-lock.yaml': 'lockfileVersion: 9.0\n',
  'vitest.config.ts': 'export default {}\n',
  'src/button.tsx': BUTTON,
  'src/card.tsx': `${CARD}// reworded since its suite was generated\n`,
  'src/chart.tsx': CHART,
  'src/internal.tsx':
    'function Internal() {\n  return <p />\n}\n\nexport function Wrapper() {\n  return <Internal />\n}\n',
  'src/button.test.tsx': `import { it } from 'vitest'\nit('is hand-written', () => {})\n`,
  'tests/flawless/perf-harness/src/button.Button.flawless.tsx': composeSuite(
    {
      generator: '0.1.0',
      task: 'perf-harness',
      source: 'src/button.tsx',
      component: 'Button',
      sourceHash: hashText(BUTTON),
    },
    body('Button'),
  ),
  'tests/flawless/perf-harness/src/card.Card.flawless.tsx': composeSuite(
    { generator: '0.1.0', task: 'perf-harness', source: 'src/card.tsx', component: 'Card', sourceHash: hashText(CARD) },
    body('Card'),
  ),
  'tests/flawless/perf-harness/src/chart.Chart.flawless.tsx': composeSuite(
    {
      generator: '0.1.0',
      task: 'perf-harness',
      source: 'src/chart.tsx',
      component: 'Chart',
      sourceHash: hashText(CHART),
    },
    body('Chart'),
  ).replace(
    '// TODO(flawless): assert what Chart shows',
    "expect(screen.getByRole('img')).toBeTruthy() // written by a person",
  ),
}
