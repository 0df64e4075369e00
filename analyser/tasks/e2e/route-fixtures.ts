import { AnalyserError } from '../../errors.js'
import type { LoadedProject } from '../../pipeline/load-project.js'
import { findJsonError } from '../../project/json.js'
import { readInsideOrNull, toRealProjectPath } from '../../project/root.js'
import type { ParamValues } from '../../routes/params.js'

const SHAPE =
  'It maps a route path, as flawless-react routes lists it, to param values: {"/posts/[id]": [{"id": "42"}]}.'

/** `--routes`: a JSON object keyed by route path, each value one set of params or a list of them. */
export function readRouteFixtures(loaded: LoadedProject, file: string | undefined): Map<string, ParamValues[]> | null {
  if (file === undefined) return null
  const projectPath = toRealProjectPath(loaded.fs, loaded.projectRoot, file, 'routes file')
  const text = readInsideOrNull(loaded.fs, loaded.projectRoot, projectPath)
  if (text === null)
    refuse(`The routes file "${file}" does not exist.`, `Pass --routes a JSON file inside root. ${SHAPE}`)
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    // The parser's own message quotes the text around the fault: only the place is named.
    const at = findJsonError(text)
    refuse(
      `The routes file "${file}" is not JSON${at ? ` (line ${at.line}, column ${at.column})` : ''}.`,
      `Fix the JSON. ${SHAPE}`,
    )
  }
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
