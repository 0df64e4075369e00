import * as fs from 'node:fs'
import * as path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { Analyser, type ComponentRecord } from '../../analyser/index.js'

const EXAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples')

/** The result with the machine's absolute root replaced, so the snapshot is the same on every checkout. */
function analyseExample(name: string, entry: string) {
  const result = new Analyser().analyse({ root: path.join(EXAMPLES, name), entry })
  return { ...result, root: `<examples>/${name}` }
}

function byName(components: ComponentRecord[]): Record<string, ComponentRecord> {
  return Object.fromEntries(components.map((component) => [component.component, component]))
}

describe('the example projects', () => {
  for (const name of ['next-dashboard', 'vite-shop', 'expo-notes']) {
    it(`${name}: the whole project`, async () => {
      const result = analyseExample(name, '.')
      expect(result.errors).toEqual([])
      await expect(`${JSON.stringify(result, null, 2)}\n`).toMatchFileSnapshot(
        `../../snapshots/analyser/examples/${name}.json`,
      )
    })
  }

  it('next-dashboard: render modes, children and fetches of app/**/*.tsx', () => {
    const result = analyseExample('next-dashboard', 'app/**/*.tsx')
    const components = byName(result.components)
    expect(
      Object.fromEntries(
        result.components.map((component) => [component.file, [component.component, component.render_mode]]),
      ),
    ).toEqual({
      'app/(marketing)/about/page.tsx': ['Page', 'rsc'],
      'app/error.tsx': ['DashboardError', 'client'],
      'app/layout.tsx': ['RootLayout', 'rsc'],
      'app/loading.tsx': ['Loading', 'rsc'],
      'app/page.tsx': ['DashboardPage', 'rsc'],
      'app/settings/page.tsx': ['SettingsPage', 'rsc'],
    })
    expect(
      components.DashboardPage!.children.map(({ component, file, module, render_mode, via }) => ({
        component,
        file,
        module,
        render_mode,
        via,
      })),
    ).toEqual([
      { component: 'Link', file: null, module: 'next/link', render_mode: 'rsc', via: 'import' },
      {
        component: 'MetricCard',
        file: 'components/metric-card.tsx',
        module: undefined,
        render_mode: 'client',
        via: 'import',
      },
      {
        component: 'RevenueChart',
        file: 'components/revenue-chart.tsx',
        module: undefined,
        render_mode: 'client',
        via: 'lazy',
      },
      {
        component: 'CollapsiblePanel',
        file: 'components/collapsible-panel.tsx',
        module: undefined,
        render_mode: 'client',
        via: 'import',
      },
      // A server component passed as children to a client component stays on the server.
      {
        component: 'ActivityFeed',
        file: 'components/activity-feed.tsx',
        module: undefined,
        render_mode: 'rsc',
        via: 'import',
      },
    ])
    expect(components.DashboardPage!.fetches).toEqual([
      {
        method: 'GET',
        url: '${API_URL}/api/metrics',
        in_effect: false,
        line: 10,
        file: 'lib/api.ts',
        via: 'fetch',
        through: ['getMetrics', 'apiFetch'],
      },
    ])
    expect(components.RootLayout!.fetches).toEqual([
      {
        method: 'GET',
        url: '${API_URL}/api/session',
        in_effect: false,
        line: 10,
        file: 'lib/api.ts',
        via: 'fetch',
        through: ['getSession', 'apiFetch'],
      },
    ])
  })

  it('next-dashboard: client fetches in effects and modes decided per symbol', () => {
    const components = byName(analyseExample('next-dashboard', 'components').components)
    expect(components.MetricCard!.fetches).toEqual([
      {
        method: 'GET',
        url: '/api/metrics/${metric.id}/history',
        in_effect: true,
        line: 25,
        file: 'components/metric-card.tsx',
        via: 'fetch',
        through: [],
      },
    ])
    // button.tsx has no directive: the server page takes only buttonVariants, the client form renders Button.
    expect(components.Button!.render_mode).toBe('client')
    // badge.tsx is rendered by server (ActivityItem, the about page) and client (TrendBadge) code alike.
    expect(components.Badge!.render_mode).toBe('shared')
    expect(components.TrendBadge!.render_mode).toBe('client')
    expect(components.ActivityItem!.render_mode).toBe('rsc')
    expect(components.SettingsForm!.fetches.map(({ via, method, through }) => ({ via, method, through }))).toEqual([
      { via: 'server-action', method: 'POST', through: ['updateSettings'] },
    ])
  })

  it('never writes: every file keeps its modification time', () => {
    const files = fs
      .readdirSync(EXAMPLES, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
    const before = files.map((file) => fs.statSync(file).mtimeMs)
    for (const name of ['next-dashboard', 'vite-shop', 'expo-notes'])
      new Analyser().analyse({ root: path.join(EXAMPLES, name), entry: '.' })
    expect(files.map((file) => fs.statSync(file).mtimeMs)).toEqual(before)
  })
})
