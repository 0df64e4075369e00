import { writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Analyser, NOT_CHECKED } from '../../analyser/index.js'
import { REPO, runMain } from '../helpers/cli.js'
import { connectInMemory, getJson, getText, joinNodes, type McpSession } from '../helpers/mcp.js'
import { copyExample, writeProject } from '../helpers/temp-project.js'

/**
 * The six read tools through the SDK's Client, in memory, answered by the read worker:
 * on copies of examples/next-dashboard and examples/vite-shop.
 */
let session: McpSession
let dashboard: string
let shop: string

beforeAll(async () => {
  dashboard = copyExample('next-dashboard')
  shop = copyExample('vite-shop')
  session = await connectInMemory()
})
afterAll(async () => {
  await session.close()
})

describe('flawless-react mcp: the read tools', () => {
  it('flawless_analyse answers as the analyser does, with render modes, fetches and children over files', async () => {
    const result = await session.call('flawless_analyse', { root: dashboard, entry: 'app/**/*.tsx' })
    expect(result.isError).toBe(false)
    const analysis = getJson(result)
    // The answer is the analyser's result with the counts and the page before it: here all of it fits.
    const { summary, page: paging, ...answered } = analysis
    const direct = JSON.parse(JSON.stringify(new Analyser().analyse({ root: dashboard, entry: 'app/**/*.tsx' })))
    expect(answered).toEqual(direct)
    expect(summary).toEqual({
      components: direct.components.length,
      by_render_mode: { rsc: 5, client: 1 },
      files_read: direct.files_read,
      errors: 0,
    })
    expect(paging).toEqual({
      offset: 0,
      limit: null,
      returned: direct.components.length,
      total: direct.components.length,
      next_offset: null,
      lists: {
        components: { total: direct.components.length, from: 0, returned: direct.components.length },
        errors: { total: 0, from: 0, returned: 0 },
      },
    })
    const page = analysis.components.find((component: { file: string }) => component.file === 'app/page.tsx')
    expect(page).toMatchObject({
      component: 'DashboardPage',
      render_mode: 'rsc',
      is_async: true,
      fetches: [
        {
          method: 'GET',
          url: '${API_URL}/api/metrics',
          in_effect: false,
          file: 'lib/api.ts',
          through: ['getMetrics', 'apiFetch'],
        },
      ],
    })
    expect(page.children.find((child: { component: string }) => child.component === 'MetricCard')).toMatchObject({
      file: 'components/metric-card.tsx',
      render_mode: 'client',
    })
  })

  it('takes timeout_s on read tools: a call within it is answered, a bound below one second is refused', async () => {
    const bounded = await session.call('flawless_analyse', { root: dashboard, entry: 'app/page.tsx', timeout_s: 60 })
    expect(bounded.isError).toBe(false)
    expect(getJson(bounded).components.map((component: { component: string }) => component.component)).toEqual([
      'DashboardPage',
    ])
    const refused = await session.refusal('tools/call', {
      name: 'flawless_tree',
      arguments: { root: dashboard, timeout_s: 0 },
    })
    expect(refused).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/^INVALID_ARGUMENT field=timeout_s: /),
    })
  })

  it('reports a max_entries cap as entries_skipped and a note', async () => {
    const analysis = getJson(await session.call('flawless_analyse', { root: dashboard, entry: 'app', max_entries: 2 }))
    expect(analysis.entries_skipped).toBe(6)
    expect(analysis.note).toMatch(/^6 of 8 entry files were not analysed because max_entries is 2/)
  })

  it('pages with limit, offset and fields, and refuses a field its items do not have', async () => {
    const first = getJson(
      await session.call('flawless_analyse', {
        root: dashboard,
        entry: 'components',
        limit: 3,
        fields: ['render_mode'],
      }),
    )
    expect(first.components).toEqual([
      { component: 'ActivityFeed', file: 'components/activity-feed.tsx', render_mode: 'rsc' },
      { component: 'ActivityItem', file: 'components/activity-item.tsx', render_mode: 'rsc' },
      { component: 'CollapsiblePanel', file: 'components/collapsible-panel.tsx', render_mode: 'client' },
    ])
    expect(first.page).toMatchObject({ offset: 0, limit: 3, returned: 3, next_offset: 3 })
    expect(first.note).toMatch(/^This answer holds items 1–3 of \d+ \(components 1–3 of \d+\), cut at limit=3\./)
    const second = getJson(
      await session.call('flawless_analyse', { root: dashboard, entry: 'components', offset: 3, limit: 1 }),
    )
    expect(second.components.map((component: { component: string }) => component.component)).toEqual(['MetricCard'])
    const refused = await session.refusal('tools/call', {
      name: 'flawless_findings',
      arguments: { root: dashboard, fields: ['severity', 'colour'] },
    })
    expect(refused.code).toBe(-32602)
    expect(refused.message).toMatch(/^INVALID_ARGUMENT field=fields\.1: "colour" is not one of "rule", "severity",/)
  })

  it('drives two projects from one server, each call reading only its own root', async () => {
    const first = getJson(await session.call('flawless_analyse', { root: shop, entry: 'src' }))
    const second = getJson(await session.call('flawless_analyse', { root: dashboard, entry: 'components' }))
    expect(first.root).toBe(shop)
    expect(second.root).toBe(dashboard)
    expect(first.components.every((component: { file: string }) => component.file.startsWith('src/'))).toBe(true)
    expect(second.components.every((component: { file: string }) => component.file.startsWith('components/'))).toBe(
      true,
    )
  })

  it.each([
    ['flawless_findings', { rules: ['missing-keys'] }, 'INVALID_ARGUMENT field=rules: Unknown rule "missing-keys".'],
    [
      'flawless_plan',
      { props: 'fixtures.json' },
      'INVALID_ARGUMENT field=props: The props file "fixtures.json" does not exist.',
    ],
    ['flawless_analyse', { entry: ' ' }, 'INVALID_ARGUMENT field=entry: '],
    // Counted before a folder is read: 2^40 patterns once took gigabytes and never answered.
    [
      'flawless_analyse',
      { entry: '{a,b}'.repeat(40) },
      `INVALID_ARGUMENT field=entry: The entry "${'{a,b}'.repeat(15)}{a…" ` +
        'expands to 1,099,511,627,776 patterns through its braces; the bound is 1,024.',
    ],
    ['flawless_check_docs', { files: ['{1..100000}.md', 'README.md'] }, 'INVALID_ARGUMENT field=files: '],
  ])('%s refuses %j with the code and the field', async (name, args, message) => {
    const result = await session.call(name, { root: dashboard, ...args })
    expect(result.isError).toBe(true)
    expect(getText(result).startsWith(message)).toBe(true)
  })

  it('refuses a relative root, naming the field', async () => {
    const result = await session.call('flawless_tree', { root: 'examples/next-dashboard' })
    expect(result.isError).toBe(true)
    expect(getText(result)).toMatch(
      /^INVALID_ARGUMENT field=root: The root "examples\/next-dashboard" is not an absolute path\./,
    )
  })

  it('refuses a path outside root as an error result naming the code', async () => {
    const result = await session.call('flawless_analyse', { root: dashboard, entry: '../../etc/passwd' })
    expect(result.isError).toBe(true)
    expect(getText(result)).toMatch(/^PATH_OUTSIDE_ROOT: /)
  })

  it('flawless_tree marks client boundaries from the app router’s pages and layouts', async () => {
    const tree = getJson(await session.call('flawless_tree', { root: dashboard }))
    // The answer holds the trees as nodes, depth first, each naming its parent: joined, they are the analyser's.
    const { summary, page, nodes, ...answered } = tree
    const { trees, ...direct } = JSON.parse(JSON.stringify(new Analyser().tree({ root: dashboard })))
    expect(answered).toEqual(direct)
    expect(joinNodes(nodes)).toEqual(trees)
    expect(summary).toMatchObject({ roots: trees.length, nodes: nodes.length })
    expect(page.next_offset).toBeNull()
    expect(trees.length).toBeGreaterThan(0)
    expect(JSON.stringify(nodes)).toContain('"client_boundary":true')
  })

  it('flawless_findings finds nothing on the clean example and says what it did not check', async () => {
    const findings = getJson(await session.call('flawless_findings', { root: dashboard }))
    expect(findings.findings).toEqual([])
    expect(findings.rules).toHaveLength(17)
    expect(findings.not_checked).toBe(NOT_CHECKED)
  })

  it('flawless_project_status sees a Next app router project with its components by render mode', async () => {
    const status = getJson(await session.call('flawless_project_status', { root: dashboard }))
    expect(status.framework).toEqual({ name: 'next', version: '15.3.2', router: 'app' })
    expect(status.components).toEqual({ total: 17, rsc: 8, client: 8, shared: 1 })
  })

  it('flawless_project_status checks prerequisites with the env a run would get', async () => {
    const baseUrl = async (env?: Record<string, string>) => {
      const status = getJson(
        await session.call('flawless_project_status', { root: dashboard, ...(env ? { env } : {}) }),
      )
      return status.prerequisites.find((item: { name: string }) => item.name === 'FLAWLESS_E2E_BASEURL')
    }
    expect((await baseUrl()).ok).toBe(false)
    expect((await baseUrl({ FLAWLESS_E2E_BASEURL: 'http://localhost:3000' })).ok).toBe(true)
    // Per call only: nothing carries over.
    expect((await baseUrl()).ok).toBe(false)
  })

  it('flawless_plan says what a run would write, and writes nothing', async () => {
    const plan = getJson(await session.call('flawless_plan', { root: dashboard }))
    expect(plan.tasks).toEqual(['perf-harness'])
    expect(plan.suites.length).toBe(17)
    expect(new Set(plan.suites.map((suite: { action: string }) => suite.action))).toEqual(new Set(['create']))
    expect(getJson(await session.call('flawless_project_status', { root: dashboard })).inventory.generated).toEqual([])
  })

  it('flawless_check_docs is an error result when a documented command does not parse', async () => {
    writeFileSync(
      path.join(dashboard, 'README.md'),
      '# Dashboard\n\n```sh\nflawless-react analyse app --root .\nflawless-react --run-test\n```\n',
    )
    const result = await session.call('flawless_check_docs', { root: dashboard })
    expect(result.isError).toBe(true)
    const docs = result.structuredContent as { failed: number; commands: { line: number; ok: boolean }[] }
    expect(docs.failed).toBe(1)
    expect(docs.commands.map((command) => [command.line, command.ok])).toEqual([
      [4, true],
      [5, false],
    ])
    const ours = await session.call('flawless_check_docs', { root: REPO, files: ['README.md'] })
    expect(ours.isError).toBe(false)
  })
})

describe('flawless-react mcp: flawless_findings gives the command line’s answer', () => {
  /** 501 clean files sorted before three with a finding each: a cap of 500 entries would stop short of them. */
  function largeShop(): string {
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ dependencies: { react: '19.1.0', vite: '6.3.5' } }),
      'src/zz-cart.tsx': `export function Cart({ lines }: { lines: string[] }) {
  return <ul>{lines.map((line, index) => <li key={index}>{line}</li>)}</ul>
}
`,
      'src/zz-filters.tsx': `import { useState } from 'react'

export function Filters({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  const [open] = useState(false)
  return <ul hidden={open}>{tags.map((tag) => <li key={tag}>{tag}</li>)}</ul>
}
`,
      'src/zz-menu.tsx': `export function Menu({ links }: { links: string[] }) {
  return <nav>{links.map((link) => <a href={link}>{link}</a>)}</nav>
}
`,
    }
    for (let index = 0; index < 501; index++)
      files[`src/part-${String(index).padStart(3, '0')}.tsx`] = `export const Part${index} = () => <p>${index}</p>\n`
    return writeProject(files)
  }

  it('checks the whole project unless max_entries is given, pages the findings and states the total', async () => {
    const shop = largeShop()
    const cli = JSON.parse((await runMain(['findings', '--json'], shop)).stdout)
    expect(cli.findings.map((finding: { rule: string; file: string }) => [finding.rule, finding.file])).toEqual([
      ['index-key', 'src/zz-cart.tsx'],
      ['conditional-hook', 'src/zz-filters.tsx'],
      ['missing-key', 'src/zz-menu.tsx'],
    ])
    const whole = getJson(await session.call('flawless_findings', { root: shop }))
    expect(whole.entries_skipped).toBeUndefined()
    expect(whole.findings).toEqual(cli.findings)
    expect(whole.summary).toEqual({
      findings: 3,
      by_severity: { warning: 2, error: 1 },
      by_rule: { 'index-key': 1, 'conditional-hook': 1, 'missing-key': 1 },
      files_read: cli.files_read,
    })
    const first = getJson(await session.call('flawless_findings', { root: shop, limit: 2 }))
    expect(first.summary.findings).toBe(3)
    expect(first.page).toMatchObject({ returned: 2, total: 3, next_offset: 2 })
    expect(first.note).toMatch(/^This answer holds items 1–2 of 3 \(findings 1–2 of 3\), cut at limit=2\./)
    const rest = getJson(await session.call('flawless_findings', { root: shop, offset: first.page.next_offset }))
    expect(rest.page).toMatchObject({ returned: 1, next_offset: null })
    expect([...first.findings, ...rest.findings]).toEqual(cli.findings)
    const capped = getJson(await session.call('flawless_findings', { root: shop, max_entries: 500 }))
    expect(capped.entries_skipped).toBe(4)
    expect(capped.note).toMatch(/^4 of 504 entry files were not analysed because max_entries is 500/)
    expect(capped.findings).toEqual([])
  })
})
