import * as path from 'node:path'
import { findExecutable, isExecutableFile } from '../machine.js'
import { defineTask } from '../task.js'

/** SPEC §4 react-rules: Biome's React, Next.js and a11y rules with a config the generator writes. Not built yet. */
export const reactRules = defineTask({
  name: 'react-rules',
  prerequisites(machine) {
    const local = path.join(machine.root, 'node_modules/.bin/biome')
    const biome = isExecutableFile(machine.fs, local) ? local : findExecutable(machine, ['biome'], [], undefined)
    return [
      {
        name: 'biome',
        ok: biome !== null,
        detail:
          biome ??
          'Biome is not installed in the project or on PATH; add it with npm install --save-dev @biomejs/biome.',
      },
    ]
  },
})
