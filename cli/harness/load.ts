import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'
import { isLoopbackHost } from '../../analyser/tasks/load/loopback.js'

/** One pipe of a load suite, as the generator wrote it: what to ask, how hard, and what it must stay under. */
export interface LoadPipeOptions {
  /** The route as `flawless-react routes --api` lists it, and the URL asked (its params filled). */
  route: string
  method: string
  url: string
  /** Sent as JSON; null for none. */
  body?: unknown
  /** 4xx statuses the route answers by design: they do not fail the pipe. */
  allow?: number[]
  duration_s: number
  connections: number
  max_requests: number
  p99_ms: number
}

/** What a pipe measured, and its verdict: the line it appends to `results.jsonl`. */
export interface LoadResult {
  route: string
  method: string
  url: string
  run: string | null
  at: string
  requests: number
  duration_s: number
  rps: number
  latency_ms: { p50: number; p90: number; p99: number; max: number }
  /** Responses by status, and connection errors and timeouts, which have none. */
  statuses: Record<string, number>
  errors: number
  timeouts: number
  p99_limit_ms: number
  /** How long the one untimed request before the pipe took; null when it got no answer. */
  warm_up_ms: number | null
  /** The p99 of the route's baseline, when it has one (the first run that passed). */
  baseline_p99_ms: number | null
  passed: boolean
  /** Why it failed, the first reason first; empty when it passed. */
  failures: string[]
}

/** A p99 fails against its baseline only when it is this many times the baseline's… */
export const BASELINE_FACTOR = 2
/** …and at least this much slower (a 3 ms route at 7 ms is noise, not a regression). */
export const BASELINE_FLOOR_MS = 100
// A request the server has not answered in this long is a timeout, an error of the pipe.
const REQUEST_TIMEOUT_S = 10
// A dev server compiling a route on a busy machine: as long as the server probe waits for its first answer.
const WARM_UP_TIMEOUT_MS = 90_000

interface Baseline {
  route: string
  method: string
  p99_ms: number
  rps: number
  at: string
}

/**
 * Loads one route and method with autocannon against LOAD_BASE (which must be on this
 * machine unless FLAWLESS_LOAD_ALLOW_REMOTE=1), LOAD_AUTH as a bearer token, FLAWLESS_E2E_ID
 * as `x-flawless-e2e-id`. It stops after its duration or its request count, whichever
 * comes first; the result is appended to FLAWLESS_LOAD_DIR/results.jsonl and judged.
 */
export async function loadRoute(pipe: LoadPipeOptions): Promise<LoadResult> {
  const base = process.env.LOAD_BASE
  if (!base) throw new Error('LOAD_BASE is not set: set it to the URL of the server under load.')
  const url = new URL(pipe.url.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`)
  if (!isLoopbackHost(url.hostname) && process.env.FLAWLESS_LOAD_ALLOW_REMOTE !== '1')
    throw new Error(
      `LOAD_BASE=${base} is not on this machine; nothing was sent. ` +
        'Run with --load-allow-remote (FLAWLESS_LOAD_ALLOW_REMOTE=1) if loading that server is meant.',
    )
  const headers: Record<string, string> = {}
  if (process.env.LOAD_AUTH) headers.authorization = `Bearer ${process.env.LOAD_AUTH}`
  if (process.env.FLAWLESS_E2E_ID) headers['x-flawless-e2e-id'] = process.env.FLAWLESS_E2E_ID
  const hasBody = pipe.body !== undefined && pipe.body !== null
  if (hasBody) headers['content-type'] = 'application/json'
  const warmUp = await warmUpRoute(url, pipe.method, headers, hasBody ? JSON.stringify(pipe.body) : undefined)
  // Loaded when a load suite runs: the other suites import the harness without it.
  const { default: autocannon } = await import('autocannon')
  const measured = await autocannon({
    url: url.href,
    method: pipe.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(pipe.body) } : {}),
    connections: pipe.connections,
    duration: pipe.duration_s,
    maxOverallRequests: pipe.max_requests,
    timeout: REQUEST_TIMEOUT_S,
  })
  const statuses: Record<string, number> = {}
  for (const [status, { count }] of Object.entries(measured.statusCodeStats ?? {})) statuses[status] = count
  const folder = process.env.FLAWLESS_LOAD_DIR
  const baseline = folder ? readBaseline(folder, pipe) : null
  const result: LoadResult = {
    route: pipe.route,
    method: pipe.method,
    url: pipe.url,
    run: process.env.FLAWLESS_LOAD_RUN ?? null,
    at: new Date().toISOString(),
    requests: measured.requests.total,
    duration_s: measured.duration,
    rps: Math.round(measured.requests.total / Math.max(measured.duration, 0.001)),
    latency_ms: {
      p50: measured.latency.p50,
      p90: measured.latency.p90,
      p99: measured.latency.p99,
      max: measured.latency.max,
    },
    statuses,
    errors: measured.errors - measured.timeouts,
    timeouts: measured.timeouts,
    p99_limit_ms: pipe.p99_ms,
    warm_up_ms: warmUp,
    baseline_p99_ms: baseline?.p99_ms ?? null,
    passed: false,
    failures: [],
  }
  result.failures = judgeLoad(result, pipe.allow ?? [])
  result.passed = result.failures.length === 0
  if (folder) {
    mkdirSync(path.join(folder, 'baselines'), { recursive: true })
    appendFileSync(path.join(folder, 'results.jsonl'), `${JSON.stringify(result)}\n`)
    if (result.passed && (baseline === null || process.env.FLAWLESS_UPDATE_BASELINE === '1'))
      writeBaseline(folder, result)
  }
  return result
}

/**
 * One request before the pipe, its time kept apart: a dev server (`next dev`, vite) compiles a route on its first
 * request, seconds a p99 over a few hundred requests would otherwise be. Null when it got no answer; the pipe then
 * meets the same and says so.
 */
async function warmUpRoute(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<number | null> {
  const started = performance.now()
  try {
    const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS) })
    await response.arrayBuffer()
    return Math.round(performance.now() - started)
  } catch {
    return null
  }
}

/**
 * Why a pipe fails, worst first: requests that got no answer, answers outside 2xx (but the
 * 4xx the route allows), a p99 over the limit, a p99 far over the route's baseline.
 */
export function judgeLoad(result: LoadResult, allow: readonly number[]): string[] {
  const failures: string[] = []
  const name = `${result.method} ${result.route}`
  const answered = Object.values(result.statuses).reduce((sum, count) => sum + count, 0)
  if (answered === 0 && result.errors + result.timeouts === 0) failures.push(`${name} was not answered once.`)
  if (result.errors + result.timeouts > 0)
    failures.push(
      `${name}: ${result.errors} connection error${result.errors === 1 ? '' : 's'} and ${result.timeouts} ` +
        `timeout${result.timeouts === 1 ? '' : 's'} (no answer within ${REQUEST_TIMEOUT_S} s).`,
    )
  const unexpected = Object.entries(result.statuses).filter(
    ([status]) => !status.startsWith('2') && !allow.includes(Number(status)),
  )
  for (const [status, count] of unexpected) {
    const hint = status.startsWith('5') ? ' Is the database seeded?' : ''
    failures.push(`${name} answered ${status} to ${count} of ${answered} requests.${hint}`)
  }
  if (result.latency_ms.p99 > result.p99_limit_ms)
    failures.push(`${name}: p99 ${result.latency_ms.p99} ms is over the ${result.p99_limit_ms} ms limit.`)
  const baseline = result.baseline_p99_ms
  if (
    baseline !== null &&
    result.latency_ms.p99 > baseline * BASELINE_FACTOR &&
    result.latency_ms.p99 - baseline > BASELINE_FLOOR_MS
  )
    failures.push(
      `${name}: p99 ${result.latency_ms.p99} ms is more than ${BASELINE_FACTOR}× its baseline ${baseline} ms; ` +
        'fix it, or accept it with FLAWLESS_UPDATE_BASELINE=1.',
    )
  return failures
}

/** Fails the suite with the pipe's first reason, and the others after it. */
export function expectLoadWithin(result: LoadResult): void {
  if (result.passed) return
  throw new Error(result.failures.join('\n'))
}

function baselineFile(folder: string, pipe: { method: string; route: string }): string {
  return path.join(folder, 'baselines', `${pipe.method}_${pipe.route.replace(/[^\w.-]+/g, '_')}.json`)
}

function readBaseline(folder: string, pipe: { method: string; route: string }): Baseline | null {
  const file = baselineFile(folder, pipe)
  if (!existsSync(file)) return null
  return JSON.parse(readFileSync(file, 'utf8')) as Baseline
}

function writeBaseline(folder: string, result: LoadResult): void {
  const baseline: Baseline = {
    route: result.route,
    method: result.method,
    p99_ms: result.latency_ms.p99,
    rps: result.rps,
    at: result.at,
  }
  writeFileSync(baselineFile(folder, result), `${JSON.stringify(baseline, null, 2)}\n`)
}
