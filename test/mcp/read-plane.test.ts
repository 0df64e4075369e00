import * as path from 'node:path'
import { performance } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
// The built plane: it starts dist/mcp/read-worker.js as its thread.
import { READ_TIMEOUT_S } from '../../dist/analyser/grammar/index.js'
import { ReadPlane, type ReadOutcome } from '../../dist/mcp/read-plane.js'
import { DEFAULT_TIMEOUT_S } from '../../dist/mcp/tools.js'
import { REPO } from '../helpers/cli.js'
import { writeProject } from '../helpers/temp-project.js'

/**
 * The read plane's two bounds, each answered with its stable code and the bound it hit,
 * the worker started afresh for the next call. The plane is asked directly, so a test
 * can set the deadline (`timeout_s`) and the heap ceiling without waiting out the defaults.
 */
const DASHBOARD = path.join(REPO, 'examples/next-dashboard')
/** How late a bounded call may answer past its bound: the run tools' watchdog promise. */
const ANSWER_WITHIN_MS = 4000

/** One file of 4,500 components: seconds of parsing, and a heap of some hundreds of MB. */
function crowdedProject(): string {
  const component = (index: number) =>
    `export function Card${index}({ title }: { title: string }) {
  const [open, setOpen] = useState(false)
  return <div onClick={() => setOpen(!open)}>{title}{[1, 2].map((n) => <i key={n}>{n}</i>)}</div>
}
`
  const source = ["import { useState } from 'react'\n"]
  for (let index = 0; index < 4500; index++) source.push(component(index))
  return writeProject({
    'package.json': JSON.stringify({ name: 'crowded', private: true }),
    'src/cards.tsx': source.join(''),
  })
}

async function expectDashboardAnswered(plane: ReadPlane): Promise<void> {
  const outcome = (await plane.call('flawless_analyse', { root: DASHBOARD, entry: 'app/page.tsx' })) as {
    result: { components: { component: string }[] }
  }
  expect(outcome.result.components.map((component) => component.component)).toContain('DashboardPage')
}

describe('the read plane: every call is bounded', () => {
  it('a call that names no timeout_s gets the run tools’ default', () => {
    expect(READ_TIMEOUT_S).toBe(DEFAULT_TIMEOUT_S)
  })

  it('a call past its timeout_s is answered TIMEOUT naming the bound; the next call gets a fresh thread', async () => {
    const plane = new ReadPlane()
    const asked = performance.now()
    const outcome = await plane.call('flawless_analyse', { root: crowdedProject(), entry: 'src', timeout_s: 1 })
    const took = performance.now() - asked
    console.log(`read watchdog timeout_s=1: answered after ${took.toFixed(0)} ms`)
    expect(outcome).toEqual({
      refused: {
        code: 'TIMEOUT',
        field: undefined,
        message: 'flawless_analyse did not answer within timeout_s=1; its analyser thread was stopped.',
        hint: 'Narrow the entry (a folder or a glob that reaches fewer files), lower max_entries, or raise timeout_s.',
      },
    } satisfies ReadOutcome)
    expect(took).toBeGreaterThanOrEqual(1000)
    expect(took).toBeLessThan(1000 + ANSWER_WITHIN_MS)
    await expectDashboardAnswered(plane)
  })

  it('a call past the heap ceiling is answered RESOURCE_LIMIT naming it; the next call gets a fresh one', async () => {
    const plane = new ReadPlane({ heapMb: 80 })
    const outcome = await plane.call('flawless_analyse', { root: crowdedProject(), entry: 'src' })
    expect(outcome).toEqual({
      refused: {
        code: 'RESOURCE_LIMIT',
        field: undefined,
        message: "flawless_analyse needed more than the read plane's 80 MB of memory; its analyser thread was stopped.",
        hint: 'Narrow the entry (a folder or a glob that reaches fewer files) or lower max_entries.',
      },
    } satisfies ReadOutcome)
    await expectDashboardAnswered(plane)
  }, 60_000)

  it('an entry of {a,b} forty times over is answered, not left to grow for ever', async () => {
    const plane = new ReadPlane({ heapMb: 128 })
    const asked = performance.now()
    const outcome = await plane.call('flawless_analyse', { root: DASHBOARD, entry: '{a,b}'.repeat(40), timeout_s: 3 })
    console.log(
      `{a,b} x 40: ${JSON.stringify(outcome).slice(0, 120)} after ${(performance.now() - asked).toFixed(0)} ms`,
    )
    // Refused by whichever bound comes first: the heap ceiling, the watchdog or a cap on the glob itself.
    expect(outcome).toHaveProperty('refused')
    expect(performance.now() - asked).toBeLessThan(3000 + ANSWER_WITHIN_MS)
    await expectDashboardAnswered(plane)
  }, 60_000)
})
