import type { ApiRoute } from '../routes/inventory.js'

/** How hard and how long one pipe loads its route, and what it must stay under: written into its suite. */
export interface LoadLimits {
  duration_s: number
  connections: number
  /** The pipe stops at this many requests even before its duration is up. */
  max_requests: number
  p99_ms: number
}

/** One method of one route under load: the URL asked, the body sent, the 4xx it may answer. */
export interface LoadPipe {
  method: string
  url: string
  body: unknown
  /** Where the body comes from: `--load-fixtures`, or the zod schema the handler parses; null without a body. */
  body_from: string | null
  allow: number[]
}

/** What a load suite drives for one API route: a pipe per method, with the limits of the run that planned it. */
export interface LoadSuite {
  route: string
  router: ApiRoute['router']
  pipes: LoadPipe[]
  limits: LoadLimits
}

/** SPEC §4's bounds: the defaults, and the ceilings a caller cannot pass. */
export const LOAD_LIMITS = {
  duration_s: { option: 'load_duration', flag: '--load-duration', fallback: 10, max: 60 },
  connections: { option: 'load_connections', flag: '--load-connections', fallback: 10, max: 100 },
  p99_ms: { option: 'load_p99_ms', flag: '--load-p99-ms', fallback: 500, max: 60_000 },
} as const
/** Whatever the duration: a pipe against a very fast route stops here. */
export const MAX_REQUESTS = 100_000
