import * as path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Analyser } from '../../analyser/index.js'
import { REPO } from '../helpers/cli.js'

const EXAMPLES = ['next-dashboard', 'vite-shop', 'expo-notes']

/** A result with the machine's absolute root replaced, so snapshots hold on every checkout. */
function portable<T extends { root: string }>(name: string, result: T): T {
  return JSON.parse(
    JSON.stringify(result)
      .split(path.join(REPO, 'examples', name))
      .join(`<examples>/${name}`),
  ) as T
}

describe('the read plane on the example projects', () => {
  for (const name of EXAMPLES) {
    const root = path.join(REPO, 'examples', name)

    it(`${name}: no findings — the examples are the clean side of every rule`, () => {
      const result = new Analyser().findings({ root })
      expect(result.findings).toEqual([])
      expect(result.errors).toEqual([])
      expect(result.rules).toHaveLength(17)
    })

    it(`${name}: status`, async () => {
      const status = new Analyser().status({ root, environment: {} })
      await expect(`${JSON.stringify(portable(name, status), null, 2)}\n`).toMatchFileSnapshot(
        `../../snapshots/analyser/examples/${name}.status.json`,
      )
    })

    it(`${name}: plan`, async () => {
      const plan = new Analyser().plan({ root, environment: {} })
      expect(plan.suites.every((suite) => suite.action === 'create')).toBe(true)
      await expect(`${JSON.stringify(portable(name, plan), null, 2)}\n`).toMatchFileSnapshot(
        `../../snapshots/analyser/examples/${name}.plan.json`,
      )
    })
  }
})
