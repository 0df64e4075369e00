import * as path from 'node:path'
import { AnalyserError } from '../../errors.js'
import type { ApiRoute } from '../../routes/inventory.js'
import { type ParamValues, fillPath } from '../../routes/params.js'
import { findRoutes } from '../../routes/routes.js'
import { decideAction } from '../../suites/suite.js'
import { LOAD_LIMITS, type LoadLimits, type LoadPipe, type LoadSuite, MAX_REQUESTS } from '../../suites/load-suite.js'
import { toSpecName } from '../../suites/route-suites.js'
import type { TaskPlan } from '../../suites/task-plan.js'
import { checkEnvironment } from '../machine.js'
import { type TaskPlanContext, defineTask } from '../task.js'
import { findLoadFixture, readLoadFixtures } from './load-fixtures.js'
import { isLoopbackHost } from './loopback.js'
import { type HandlerWrite, findHandlerWrite } from './writes.js'
import { readZodBody } from './zod-body.js'

// Methods loaded without a body: asking them again and again changes nothing on the server. The
// others are loaded with a body from --load-fixtures, else one the handler's zod schema accepts.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * SPEC §4 load: an autocannon pipe per API route and method, against the server at
 * LOAD_BASE, which must be on this machine unless --load-allow-remote says otherwise.
 * The CLI probes that the server answers before anything is written.
 */
export const load = defineTask({
  name: 'load',
  subjects: 'api-routes',
  prerequisites: (machine) => [
    checkEnvironment(machine, 'LOAD_BASE', 'the loopback URL of a server with a seeded database'),
  ],
  plan: planLoadSuites,
})

function planLoadSuites(context: TaskPlanContext): TaskPlan {
  const { loaded, task, out, force, parsed, options } = context
  refuseRemoteBase(options.environment?.LOAD_BASE, options.loadAllowRemote === true)
  const limits: LoadLimits = {
    duration_s: readLimit('duration_s', options.loadDuration),
    connections: readLimit('connections', options.loadConnections),
    max_requests: MAX_REQUESTS,
    p99_ms: readLimit('p99_ms', options.loadP99Ms),
  }
  const fixtures = readLoadFixtures(loaded, options.loadFixtures)
  const plan: TaskPlan = { suites: [], not_generated: [], needs_fixtures: [] }
  const written = new Map<string, string>()
  const routes = findRoutes(loaded, parsed).api
  if (routes.length === 0) {
    const files = `${loaded.sources.length} source file${loaded.sources.length === 1 ? '' : 's'}`
    plan.nothing = `There is no API route (app/**/route.*, pages/api/**) in the ${files}: load has nothing to send.`
  }
  for (const route of routes) {
    const skip = (component: string, reason: string) =>
      plan.not_generated.push({ component, source: route.file, reason })
    // What a fixture gives a pipe (its params, its body), as a component's fixture gives its props.
    const need = (method: string, props: string[]) =>
      plan.needs_fixtures.push({
        component: `${method} ${route.path}`,
        source: route.file,
        props,
        fixtures: 'load_fixtures',
      })
    if (written.has(route.path)) {
      skip(route.path, `${route.path} is also declared in ${written.get(route.path)}; one suite loads it.`)
      continue
    }
    // A pages handler that never reads req.method answers every method alike: GET stands for them.
    const methods = route.methods ?? ['GET']
    if (methods.length === 0) {
      skip(route.path, 'It exports no HTTP method handler (GET, POST, …).')
      continue
    }
    const pipes: LoadPipe[] = []
    for (const method of methods) {
      const fixture = findLoadFixture(fixtures, method, route.path)
      const params = fixture?.params ?? context.routeFixtures?.get(route.path)?.[0] ?? {}
      const url = fillPath(route.path, params)
      if (url === null) {
        skip(`${method} ${route.path}`, needsFixture(route, method, `${describeParams(route)} values`))
        need(
          method,
          route.params.map((param) => param.name),
        )
        continue
      }
      const allow = fixture?.allow ?? []
      const write = fixture?.writes === true ? null : findHandlerWrite(loaded, parsed, route, method)
      if (write !== null) {
        skip(`${method} ${route.path}`, describeWrite(route, method, write))
        continue
      }
      if (fixture?.body !== undefined) {
        pipes.push({ method, url, body: fixture.body, body_from: '--load-fixtures', allow })
        continue
      }
      if (SAFE_METHODS.has(method)) {
        pipes.push({ method, url, body: null, body_from: null, allow })
        continue
      }
      const handler = parsed.get(route.file)
      const zod = handler && readZodBody(handler, route.router === 'pages-router' ? null : method)
      if (zod) {
        const schema = zod.schema ? `the zod schema ${zod.schema}` : 'an inline zod schema'
        const from = `${schema} (${route.file}:${zod.line})`
        pipes.push({ method, url, body: zod.body, body_from: from, allow })
        continue
      }
      skip(`${method} ${route.path}`, needsFixture(route, method, 'a body', true))
      need(method, ['body'])
    }
    if (pipes.length === 0) continue
    written.set(route.path, route.file)
    const file = path.posix.join(out, task, `${toSpecName(route.path)}.load.flawless.ts`)
    const load: LoadSuite = { route: route.path, router: route.router, pipes, limits }
    plan.suites.push({
      component: route.path,
      source: route.file,
      file,
      ...decideAction(loaded, file, out, force),
      load,
    })
  }
  return plan
}

/**
 * Load goes to this machine unless the caller says otherwise: a LOAD_BASE elsewhere is
 * refused before anything is written or asked. Names are not resolved (the analyser has
 * no network, and a name can resolve elsewhere tomorrow): `localhost` is the one name taken.
 */
export function refuseRemoteBase(base: string | undefined, allowRemote: boolean): void {
  if (base === undefined || base === '') return
  let url: URL
  try {
    url = new URL(base)
  } catch {
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `LOAD_BASE="${base}" is not a URL.`,
      'Set LOAD_BASE to the URL of the server under load, such as http://127.0.0.1:3000.',
      'env',
    )
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `LOAD_BASE="${base}" is not an http or https URL.`,
      'Set LOAD_BASE to the URL of the server under load, such as http://127.0.0.1:3000.',
      'env',
    )
  if (allowRemote || isLoopbackHost(url.hostname)) return
  throw new AnalyserError(
    'INVALID_ARGUMENT',
    `LOAD_BASE="${base}" is not on this machine (127.0.0.0/8, ::1 or localhost); nothing was sent to it.`,
    'Load a server on this machine, or pass --load-allow-remote (load_allow_remote over MCP) ' +
      'if loading that server is what you mean.',
    'load_allow_remote',
  )
}

function readLimit(name: keyof typeof LOAD_LIMITS, value: number | undefined): number {
  const { option, flag, fallback, max } = LOAD_LIMITS[name]
  const chosen = value ?? fallback
  if (!Number.isInteger(chosen) || chosen < 1 || chosen > max)
    throw new AnalyserError(
      'INVALID_ARGUMENT',
      `${flag} must be a whole number from 1 to ${max}, not ${JSON.stringify(value)}.`,
      `Pass ${flag} (${option} over MCP) from 1 to ${max}, or leave it out for ${fallback}.`,
      option,
    )
  return chosen
}

function describeParams(route: ApiRoute): string {
  return route.params.map((param) => param.name).join(', ')
}

/** `writes: not loaded`, what writes and where, and how to load it anyway. */
function describeWrite(route: ApiRoute, method: string, write: HandlerWrite): string {
  const where = write.at === null ? write.what : `${write.what} at ${write.at}`
  const fixture = JSON.stringify({ [`${method} ${route.path}`]: { writes: true } })
  return (
    `writes: not loaded — it writes (${where}), and load sends it hundreds of requests. ` +
    `If its database is one to spend, allow it in --load-fixtures: ${fixture}.`
  )
}

function needsFixture(route: ApiRoute, method: string, what: string, ownMethod = false): string {
  const key = ownMethod ? `${method} ${route.path}` : route.path
  const example: Record<string, unknown> = {}
  if (route.params.length > 0)
    example.params = Object.fromEntries(route.params.map((param): [string, ParamValues[string]] => [param.name, '…']))
  if (ownMethod) example.body = {}
  const shape = JSON.stringify({ [key]: example })
  return `It needs a fixture: give ${what} for "${key}" in --load-fixtures (e.g. ${shape}).`
}
