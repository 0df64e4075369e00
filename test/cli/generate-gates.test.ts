import { writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runJson } from '../helpers/cli.js'
import { source } from '../helpers/memfs-project.js'
import { writeProject } from '../helpers/temp-project.js'

const VITE = JSON.stringify({ dependencies: { react: '19.2.0', vite: '6.3.5' } })

/** What the generated suites gate on: render time against a baseline, and leaks under --heaps. */
// Each suite file runs in a process of its own, which loads jsdom afresh: give a busy machine room.
const RUN_TIMEOUT = 300_000

describe('flawless-react (the generator): the suites’ gates', () => {
  it(
    'flags a planted slow component against its baseline, and not an unchanged one',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        'src/price-list.tsx': source(`
        export function PriceList({ prices }: { prices: number[] }) {
          return <ul>{prices.map((price) => <li key={price}>{price.toFixed(2)}</li>)}</ul>
        }
      `),
        'src/steady.tsx': `export function Steady({ label }: { label: string }) {\n  return <p>{label}</p>\n}\n`,
      })
      const first = await runJson(folder, ['--run-tests', '--ci', '--json'])
      expect(first.document.tests).toMatchObject({ ran: 2, passed: 2 })
      // The planted regression: 25 ms of busy work in every render.
      writeFileSync(
        path.join(folder, 'src/price-list.tsx'),
        'export function PriceList({ prices }: { prices: number[] }) {\n' +
          '  const until = performance.now() + 25\n' +
          '  while (performance.now() < until) {}\n' +
          '  return <ul>{prices.map((price) => <li key={price}>{price.toFixed(2)}</li>)}</ul>\n' +
          '}\n',
      )
      const second = await runJson(folder, ['test', '--ci', '--json'])
      expect(second.status).toBe(1)
      expect(second.document.tests).toMatchObject({ ran: 2, passed: 1, failed: 1 })
      expect(second.document.tests!.failures).toEqual([
        {
          file: 'tests/flawless/perf-harness/src/price-list.PriceList.flawless.tsx',
          name: expect.stringContaining('PriceList'),
          message: expect.stringMatching(
            /^Error: src\/price-list\.tsx#PriceList renders in \d+\.\d+ ms .* up from \d+\.\d+ ms/,
          ),
        },
      ])
    },
    RUN_TIMEOUT,
  )

  it(
    '--heaps fails a planted leaking component and passes a clean one',
    async () => {
      const folder = writeProject({
        'package.json': VITE,
        'src/leaky-chart.tsx': source(`
        import { useEffect } from 'react'

        const cache: number[][] = []

        export function LeakyChart() {
          useEffect(() => {
            // The planted leak: every mount keeps 400 kB that unmounting never frees.
            cache.push(new Array(50_000).fill(Math.random()))
          }, [])
          return <svg />
        }
      `),
        'src/clean-chart.tsx': source(`
        import { useEffect, useState } from 'react'

        export function CleanChart() {
          const [points, setPoints] = useState<number[]>([])
          useEffect(() => {
            setPoints(new Array(50_000).fill(1))
          }, [])
          return <svg>{points.length}</svg>
        }
      `),
      })
      const { status, document } = await runJson(folder, ['--heaps', '--run-tests', '--ci', '--json'])
      expect(status).toBe(1)
      expect(document.tests).toMatchObject({ ran: 4, passed: 3, failed: 1 })
      expect(document.tests!.failures).toEqual([
        {
          file: 'tests/flawless/perf-harness/src/leaky-chart.LeakyChart.flawless.tsx',
          name: expect.stringContaining('does not leak'),
          message: expect.stringMatching(/^Error: The heap grows by \d+ KiB per batch of 30 mounts/),
        },
      ])
    },
    RUN_TIMEOUT,
  )
})
