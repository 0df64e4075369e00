import { describe, expect, it } from 'vitest'
import { REPO, runMain } from '../helpers/cli.js'

const DASHBOARD = `${REPO}/examples/next-dashboard`

/** The ids a Mermaid flowchart declares (`n3["…"]`) and those its arrows join. */
function readMermaid(text: string): { declared: string[]; joined: string[][] } {
  const declared = [...text.matchAll(/^ {2}(n\d+)\["/gm)].map((match) => match[1]!)
  const joined = [...text.matchAll(/^ {2}(n\d+) (?:-->|==>|-\.->)(?:\|"[^"]*"\|)? (n\d+)$/gm)].map((match) => [
    match[1]!,
    match[2]!,
  ])
  return { declared, joined }
}

describe('flawless-react tree --format', () => {
  it('mermaid: the dashboard as a flowchart a person can look at', async () => {
    const run = await runMain(['tree', '--root', DASHBOARD, '--format', 'mermaid'])
    expect(run.status).toBe(0)
    await expect(run.stdout).toMatchFileSnapshot('../../snapshots/cli/tree-next-dashboard.mmd')
    const { declared, joined } = readMermaid(run.stdout)
    // Each component once per render mode, every arrow between declared nodes, none twice.
    expect(new Set(declared).size).toBe(declared.length)
    expect(joined.flat().every((id) => declared.includes(id))).toBe(true)
    expect(new Set(joined.map((edge) => edge.join('>'))).size).toBe(joined.length)
    expect(run.stdout).toContain('==>|"client boundary"|')
    expect(run.stdout).toContain('-.->|"passed to CollapsiblePanel"|')
  })

  it('dot: the same graph for Graphviz', async () => {
    const run = await runMain(['tree', '--root', DASHBOARD, '--format', 'dot'])
    expect(run.status).toBe(0)
    await expect(run.stdout).toMatchFileSnapshot('../../snapshots/cli/tree-next-dashboard.dot')
  })

  it("mermaid with --roots: one component's subtree", async () => {
    const run = await runMain([
      'tree',
      '--root',
      DASHBOARD,
      '--roots',
      'components/metric-card.tsx',
      '--format',
      'mermaid',
    ])
    expect(run.stdout.split('\n').filter((line) => /^ {2}n\d/.test(line))).toEqual([
      '  n0["MetricCard<br/><small>components/metric-card.tsx · client</small>"]:::client',
      '  n1["TrendBadge<br/><small>components/ui/badge.tsx · client</small>"]:::client',
      '  n2["Badge<br/><small>components/ui/badge.tsx · client</small>"]:::client',
      '  n0 --> n1',
      '  n1 --> n2',
    ])
  })

  it('refuses a format it does not draw, and --json beside --format', async () => {
    const unknown = await runMain(['tree', '--root', DASHBOARD, '--format', 'svg'])
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toBe(
      'flawless-react: The option "--format" takes one of text, json, mermaid, dot, not "svg".\n',
    )
    expect((await runMain(['tree', '--root', DASHBOARD, '--format', 'dot', '--json'])).status).toBe(2)
  })
})
