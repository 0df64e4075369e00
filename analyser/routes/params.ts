// https://nextjs.org/docs/app/api-reference/file-conventions/dynamic-routes
// https://reactrouter.com/start/declarative/routing#dynamic-segments
/**
 * Route params in both notations the inventory lists paths in: the file-system routers'
 * (`/posts/[id]`, `[...slug]`, `[[...slug]]`) and React Router's (`/posts/:id`, `:id?`, `*`).
 */
export interface RouteParam {
  name: string
  kind: 'single' | 'optional' | 'catch-all' | 'optional-catch-all'
}

export type ParamValues = Record<string, string | string[]>

// One dynamic segment, in either notation; React Router 5 allows a pattern after the name (`:slug([a-z-]+)`).
const SEGMENT = /\[\[\.\.\.([^\]]+)\]\]|\[\.\.\.([^\]]+)\]|\[([^\]]+)\]|:([A-Za-z0-9_]+)(\([^)]*\))?(\?)?|(\*)/g

export function listParams(path: string): RouteParam[] {
  const params: RouteParam[] = []
  for (const match of path.matchAll(SEGMENT)) {
    const [, optionalRest, rest, single, colon, , optional, splat] = match
    if (optionalRest !== undefined) params.push({ name: optionalRest, kind: 'optional-catch-all' })
    else if (rest !== undefined) params.push({ name: rest, kind: 'catch-all' })
    else if (single !== undefined) params.push({ name: single, kind: 'single' })
    else if (colon !== undefined) params.push({ name: colon, kind: optional ? 'optional' : 'single' })
    else if (splat !== undefined) params.push({ name: '*', kind: 'catch-all' })
  }
  return params
}

/** React Router's no-match route: `*` under its parent's path, the only param (`/*`, `/docs/*`). */
export function isNoMatchRoute(route: { path: string; params: readonly RouteParam[] }): boolean {
  return route.params.length === 1 && route.params[0]!.name === '*' && /(^|\/)\*$/.test(route.path)
}

/** The URL with every param filled from `values`, or null when one is missing. Optional ones may be left out. */
export function fillPath(path: string, values: ParamValues): string | null {
  let missing = false
  const filled = path.replace(SEGMENT, (_token, optionalRest, rest, single, colon, _pattern, optional, splat) => {
    const name: string = optionalRest ?? rest ?? single ?? colon ?? (splat ? '*' : '')
    const value = values[name]
    if (value === undefined || (Array.isArray(value) && value.length === 0)) {
      if (optionalRest !== undefined || optional !== undefined) return ''
      missing = true
      return ''
    }
    return (Array.isArray(value) ? value : [value]).map((part) => encodeURIComponent(part)).join('/')
  })
  if (missing) return null
  // An optional segment left out leaves a doubled or trailing slash.
  const tidy = filled.replace(/\/{2,}/g, '/')
  return tidy.length > 1 ? tidy.replace(/\/$/, '') : tidy
}

/** The params a concrete URL gives a path pattern, or null when it does not match. */
export function matchPath(path: string, url: string): ParamValues | null {
  const names: { name: string; many: boolean }[] = []
  let pattern = ''
  let last = 0
  for (const match of path.matchAll(SEGMENT)) {
    pattern += escape(path.slice(last, match.index))
    last = match.index + match[0].length
    const [, optionalRest, rest, single, colon, , optional, splat] = match
    const many = optionalRest !== undefined || rest !== undefined || splat !== undefined
    names.push({ name: optionalRest ?? rest ?? single ?? colon ?? '*', many })
    const part = many ? '(.+)' : '([^/]+)'
    pattern += optionalRest !== undefined || optional !== undefined ? `${part}?` : part
  }
  pattern += escape(path.slice(last))
  const found = new RegExp(`^${pattern}/?$`).exec(url)
  if (!found) return null
  const values: ParamValues = {}
  names.forEach(({ name, many }, index) => {
    const value = found[index + 1]
    if (value === undefined) return
    values[name] = many ? value.split('/').map(decode) : decode(value)
  })
  return values
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
