import { describe, expect, it } from 'vitest'
import { createProject, ROOT } from '../helpers/memfs-project.js'
import { scenarios } from './scenarios.js'

describe('analyse scenarios', () => {
  for (const scenario of scenarios) {
    it(scenario.name, async () => {
      const { analyser } = createProject(scenario.files)
      const result = analyser.analyse({
        root: ROOT,
        entry: scenario.entry,
        ...(scenario.maxEntries ? { maxEntries: scenario.maxEntries } : {}),
      })
      await expect(`${JSON.stringify(result, null, 2)}\n`).toMatchFileSnapshot(
        `../../snapshots/analyser/scenarios/${scenario.name}.json`,
      )
    })
  }
})
