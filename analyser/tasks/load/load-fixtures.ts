import { AnalyserError } from '../../errors.js'
import type { LoadedProject } from '../../pipeline/load-project.js'
import { readJsonFile } from '../../project/json.js'
import type { ParamValues } from '../../routes/params.js'

/** What a load pipe is given for one route, or one method of it: its params, its body, the 4xx it may answer. */
export interface LoadFixture {
  params?: ParamValues
  body?: unknown
  /** Statuses from 400 to 499 the route answers by design (a 404 for an id that is gone, a 409 on a repeat). */
  allow?: number[]
  /** The handler writes (a seed, an insert) and loading it is what the caller means: a database set aside for it. */
  writes?: boolean
}

const SHAPE =
  'It maps "/api/posts/[id]" (every method) or "POST /api/posts" (one method) to ' +
  '{"params": {"id": "1"}, "body": {…}, "allow": [409], "writes": true}.'

const KEY = /^(?:([A-Z]+) )?(\/\S*)$/
const FIELDS = new Set(['params', 'body', 'allow', 'writes'])

/** `--load-fixtures`: a JSON object keyed by API route, or method and route, as `routes --api` lists them. */
export function readLoadFixtures(loaded: LoadedProject, file: string | undefined): Map<string, LoadFixture> | null {
  if (file === undefined) return null
  const value = readJsonFile(loaded.fs, loaded.projectRoot, file, 'load fixtures file', (message, problem) =>
    refuse(message, problem === 'missing' ? `Pass a JSON file inside root. ${SHAPE}` : `Fix the JSON. ${SHAPE}`),
  )
  if (!isObject(value)) refuse(`The load fixtures file "${file}" must hold one JSON object.`, SHAPE)
  const fixtures = new Map<string, LoadFixture>()
  for (const [key, entry] of Object.entries(value)) {
    const where = `The load fixtures file "${file}" at "${key}"`
    if (!KEY.test(key)) refuse(`${where}: the key is not a route path or "METHOD /path".`, SHAPE)
    if (!isObject(entry)) refuse(`${where} holds something other than an object.`, SHAPE)
    const unknown = Object.keys(entry).filter((field) => !FIELDS.has(field))
    if (unknown.length > 0) refuse(`${where} has ${unknown.map((field) => `"${field}"`).join(', ')}.`, SHAPE)
    if (entry.params !== undefined && !isParamValues(entry.params))
      refuse(`${where}: params must map each param to a string, or a list of strings for a catch-all.`, SHAPE)
    if (
      entry.allow !== undefined &&
      !(
        Array.isArray(entry.allow) &&
        entry.allow.every((status) => Number.isInteger(status) && status >= 400 && status < 500)
      )
    )
      refuse(
        `${where}: allow must list statuses from 400 to 499.`,
        'Only a client error can be expected; a 5xx or an error is always a failure.',
      )
    if (entry.writes !== undefined && typeof entry.writes !== 'boolean')
      refuse(`${where}: writes must be true or false.`, 'true loads a handler that writes; leave it out to skip it.')
    fixtures.set(key, entry as LoadFixture)
  }
  return fixtures
}

/** The fixture for one method of a route: the route's entry, with the method's own over it. */
export function findLoadFixture(
  fixtures: ReadonlyMap<string, LoadFixture> | null,
  method: string,
  route: string,
): LoadFixture | null {
  const shared = fixtures?.get(route)
  const own = fixtures?.get(`${method} ${route}`)
  if (!shared && !own) return null
  return { ...shared, ...own }
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
  throw new AnalyserError('INVALID_ARGUMENT', message, hint, 'load_fixtures')
}
