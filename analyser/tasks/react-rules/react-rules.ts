import { createRequire } from 'node:module'
import * as path from 'node:path'
import { readTextOrNull, statOrNull } from '../../project/file-system.js'
import { decideAction } from '../../suites/suite.js'
import { type MachineFacts, isExecutableFile } from '../machine.js'
import { defineTask } from '../task.js'
import { BIOME_CONFIG_FLOOR, BIOME_VERSION, getBiomeConfigPath, toBiomeConfigText } from './biome-config.js'

/** The Biome a run uses: the project's own when it reads the config, else the one flawless-react depends on. */
export interface BiomeLocation {
  /** The executable to spawn, absolute. */
  path: string
  owner: 'project' | 'flawless-react'
  /** Why the project's own Biome was not used (`the project's 2.1.3 predates the config`); null when it was. */
  passed_over: string | null
}

const PROJECT_BIOME = 'node_modules/.bin/biome'
const PROJECT_MANIFEST = 'node_modules/@biomejs/biome/package.json'

/** Says which Biome a run uses and why, without the install's absolute path: one project reads the same anywhere. */
export function describeBiome(biome: BiomeLocation): string {
  if (biome.owner === 'project') return `${PROJECT_BIOME}, the project's own`
  const why = biome.passed_over ? `: ${biome.passed_over}` : ` (the project has no ${PROJECT_BIOME})`
  return `flawless-react's own @biomejs/biome ${BIOME_VERSION}${why}`
}

/**
 * The project's `node_modules/.bin/biome` when its version reads the config the task
 * writes (BIOME_CONFIG_FLOOR, same major), else flawless-react's own (`@biomejs/biome`
 * ships its binary inside the registry package: nothing is downloaded), saying why the
 * project's was passed over. A project Biome that is there but cannot be executed is a
 * broken install, named, never stepped over.
 */
export function locateBiome(machine: MachineFacts): { found: BiomeLocation } | { problem: string } {
  const local = path.join(machine.root, PROJECT_BIOME)
  let passedOver: string | null = null
  if (statOrNull(machine.fs, local) !== null) {
    if (!isExecutableFile(machine.fs, local))
      return {
        problem:
          `${PROJECT_BIOME} is not executable; reinstall it (npm install --save-dev @biomejs/biome) ` +
          'or remove it to use the Biome flawless-react ships.',
      }
    passedOver = judgeProjectBiome(readProjectBiomeVersion(machine))
    if (passedOver === null) return { found: { path: local, owner: 'project', passed_over: null } }
  }
  const own = findOwnBiome()
  if (own !== null && isExecutableFile(machine.fs, own))
    return { found: { path: own, owner: 'flawless-react', passed_over: passedOver } }
  return {
    problem:
      'Biome is not installed in the project, and flawless-react’s own @biomejs/biome is missing or not executable; ' +
      'add it with npm install --save-dev @biomejs/biome.',
  }
}

function readProjectBiomeVersion(machine: MachineFacts): string | null {
  const text = readTextOrNull(machine.fs, path.join(machine.root, PROJECT_MANIFEST))
  try {
    const version = text === null ? null : (JSON.parse(text) as { version?: unknown }).version
    return typeof version === 'string' ? version : null
  } catch {
    return null
  }
}

/** Why the project's Biome of `version` cannot read the config; null when it can. */
export function judgeProjectBiome(version: string | null): string | null {
  if (version === null) return `the project's Biome does not say its version in ${PROJECT_MANIFEST}`
  const [major, minor, patch] = toVersionParts(version)
  const [floorMajor, floorMinor, floorPatch] = toVersionParts(BIOME_CONFIG_FLOOR)
  if (major !== floorMajor)
    return `the project's ${version} is not Biome ${floorMajor}, which the config is written for`
  if (minor < floorMinor || (minor === floorMinor && patch < floorPatch))
    return `the project's ${version} predates the config (it needs ${BIOME_CONFIG_FLOOR} or later)`
  return null
}

function toVersionParts(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version.split(/[.+-]/).map((part) => Number.parseInt(part, 10) || 0)
  return [major, minor, patch]
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
        ? { name: 'biome', ok: true, detail: describeBiome(biome.found) }
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
