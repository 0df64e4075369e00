import { createRequire } from 'node:module'
import * as path from 'node:path'
import { statOrNull } from '../../project/file-system.js'
import { decideAction } from '../../suites/suite.js'
import { type MachineFacts, isExecutableFile } from '../machine.js'
import { defineTask } from '../task.js'
import { getBiomeConfigPath, toBiomeConfigText } from './biome-config.js'

/** The Biome a run uses: the project's own when it has one, else the one flawless-react depends on. */
export interface BiomeLocation {
  /** The executable to spawn, absolute. */
  path: string
  owner: 'project' | 'flawless-react'
}

const PROJECT_BIOME = 'node_modules/.bin/biome'
// Said without the install's absolute path: the same project reads the same on any machine.
const BIOME_FOUND: Record<BiomeLocation['owner'], string> = {
  project: `${PROJECT_BIOME}, the project's own`,
  'flawless-react': "flawless-react's own @biomejs/biome (the project has no node_modules/.bin/biome)",
}

/**
 * The project's `node_modules/.bin/biome`, else flawless-react's own (`@biomejs/biome`
 * ships its binary inside the registry package: nothing is downloaded). A project Biome
 * that is there but cannot be executed is a broken install, named, never stepped over.
 */
export function locateBiome(machine: MachineFacts): { found: BiomeLocation } | { problem: string } {
  const local = path.join(machine.root, PROJECT_BIOME)
  if (statOrNull(machine.fs, local) !== null) {
    if (isExecutableFile(machine.fs, local)) return { found: { path: local, owner: 'project' } }
    return {
      problem:
        `${PROJECT_BIOME} is not executable; reinstall it (npm install --save-dev @biomejs/biome) ` +
        'or remove it to use the Biome flawless-react ships.',
    }
  }
  const own = findOwnBiome()
  if (own !== null && isExecutableFile(machine.fs, own)) return { found: { path: own, owner: 'flawless-react' } }
  return {
    problem:
      'Biome is not installed in the project, and flawless-react’s own @biomejs/biome is missing or not executable; ' +
      'add it with npm install --save-dev @biomejs/biome.',
  }
}

/** The `biome` launcher of the @biomejs/biome package flawless-react depends on, or null when it is not installed. */
function findOwnBiome(): string | null {
  try {
    const manifest = createRequire(import.meta.url).resolve('@biomejs/biome/package.json')
    return path.join(path.dirname(manifest), 'bin/biome')
  } catch {
    return null
  }
}

/**
 * SPEC §4 react-rules: Biome's React, Next.js and accessibility rules over the whole
 * project, with a config the generator writes (never the project's own biome.json).
 * The plan is that one file; the run lints with it and reports against components.
 */
export const reactRules = defineTask({
  name: 'react-rules',
  subjects: 'components',
  prerequisites(machine) {
    const biome = locateBiome(machine)
    return [
      'found' in biome
        ? { name: 'biome', ok: true, detail: BIOME_FOUND[biome.found.owner] }
        : { name: 'biome', ok: false, detail: biome.problem },
    ]
  },
  plan({ loaded, out, force }) {
    const file = getBiomeConfigPath(out)
    const content = toBiomeConfigText(loaded, out)
    return {
      suites: [
        { component: '(project)', source: '.', file, content, ...decideAction(loaded, file, out, force, content) },
      ],
      not_generated: [],
      needs_fixtures: [],
    }
  },
})
