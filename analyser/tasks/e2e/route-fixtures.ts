import { AnalyserError } from '../../errors.js'
import type { LoadedProject } from '../../pipeline/load-project.js'
import { readJsonFile } from '../../project/json.js'
import type { ParamValues } from '../../routes/params.js'

const SHAPE =
  'It maps a route path, as flawless-react routes lists it, to param values: {"/posts/[id]": [{"id": "42"}]}.'

/** `--routes`: a JSON object keyed by route path, each value one set of params or a list of them. */
export function readRouteFixtures(loaded: LoadedProject, file: string | undefined): Map<string, ParamValues[]> | null {
  if (file === undefined) return null
  const value = readJsonFile(loaded.fs, loaded.projectRoot, file, 'routes file', (message, problem) =>
    refuse(
      message,
      problem === 'missing' ? `Pass --routes a JSON file inside root. ${SHAPE}` : `Fix the JSON. ${SHAPE}`,
    ),
  )
  if (!isObject(value)) refuse(`The routes file "${file}" must hold one JSON object.`, SHAPE)
  const fixtures = new Map<string, ParamValues[]>()
  for (const [route, entry] of Object.entries(value)) {
    const sets = Array.isArray(entry) ? entry : [entry]
    if (!sets.every(isParamValues))
      refuse(
        `The routes file "${file}" gives "${route}" something other than param values.`,
        `Give each param a string, or a list of strings for a catch-all. ${SHAPE}`,
      )
    fixtures.set(route, sets)
  }
  return fixtures
}

function isParamValues(value: unknown): value is ParamValues {
  return (
    isObject(value) &&
    Object.values(value).every(
      (item) => typeof item === 'string' || (Array.isArray(item) && item.every((part) => typeof part === 'string')),
    )
  )
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function refuse(message: string, hint: string): never {
  throw new AnalyserError('INVALID_ARGUMENT', message, hint, 'routes')
}
