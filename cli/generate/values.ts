import { type InstanceName, type Shape, describeByName } from '../../analyser/index.js'

/** Past this a statement is split over lines, as a formatter would; only an import path stays longer. */
export const LINE_WIDTH = 120

/** A value to print as TypeScript source. `code` is printed as is (`() => {}`, `new Date(…)`). */
export type Value =
  | { kind: 'code'; code: string }
  | { kind: 'json'; value: string | number | boolean | null }
  | { kind: 'array'; items: Value[] }
  | { kind: 'object'; entries: [string, Value][] }
  /** `() => value`: a function that gives back a value. */
  | { kind: 'returns'; value: Value }

/** Where a value had to be left for a person, with why. */
export interface Gap {
  path: string
  why: string
}

/**
 * A value of a shape, for props (`json: false`: functions, dates, errors, promises as
 * code) or for a JSON response body (`json: true`: what JSON can carry). Names guide the
 * choice, so a rendered component looks like data: `email` gets an address, `createdAt`
 * a date, `src` an image path. What the shape cannot tell is left undefined and reported.
 */
export function synthesise(shape: Shape, name: string, json: boolean, gaps: Gap[], path = name): Value {
  switch (shape.kind) {
    case 'string':
      return { kind: 'json', value: sampleString(name) }
    case 'number':
      return { kind: 'json', value: /price|amount|total|cost/i.test(name) ? 9.99 : 1 }
    case 'bigint':
      // JSON has no bigint: a body carries it as a number, as protobuf's JSON does a string or number.
      return json ? { kind: 'json', value: 1 } : { kind: 'code', code: '1n' }
    case 'boolean':
      return { kind: 'json', value: false }
    case 'null':
      return { kind: 'json', value: null }
    case 'undefined':
      return json ? { kind: 'json', value: null } : { kind: 'code', code: 'undefined' }
    case 'literal':
      return { kind: 'json', value: shape.value }
    case 'date':
      return json
        ? { kind: 'json', value: '2024-01-01T00:00:00.000Z' }
        : { kind: 'code', code: "new Date('2024-01-01T00:00:00.000Z')" }
    case 'error':
      return json
        ? { kind: 'object', entries: [['message', { kind: 'json', value: name }]] }
        : { kind: 'code', code: `new Error(${quote(name)})` }
    case 'node':
      return { kind: 'json', value: capitalise(name) }
    case 'element':
      return json
        ? { kind: 'json', value: capitalise(name) }
        : { kind: 'code', code: `<span>${/^[\w$-]+$/.test(name) ? capitalise(name) : 'Element'}</span>` }
    case 'function':
      if (json) return { kind: 'json', value: null }
      // What it returns has no TODO of its own: a value a person left out is undefined, as `() => {}` gives.
      return shape.returns
        ? { kind: 'returns', value: synthesise(shape.returns, name, false, []) }
        : { kind: 'code', code: '() => {}' }
    case 'component':
      return json ? { kind: 'json', value: null } : { kind: 'code', code: '() => null' }
    case 'array':
      // An element of unknown shape would be a guess; an empty list renders the empty state instead.
      if (shape.of.kind === 'unknown') return { kind: 'array', items: [] }
      return { kind: 'array', items: [synthesise(shape.of, singular(name), json, gaps, `${path}[0]`)] }
    case 'instance':
      return synthesiseInstance(shape.name, shape.of, name, json, gaps, path)
    case 'tuple':
      return {
        kind: 'array',
        items: shape.items.map((item, index) => synthesise(item, name, json, gaps, `${path}[${index}]`)),
      }
    case 'promise': {
      const inner = synthesise(shape.of, name, json, gaps, path)
      return json ? inner : { kind: 'code', code: `Promise.resolve(${printValue(inner, '')})` }
    }
    case 'object':
      return {
        kind: 'object',
        entries: toUniqueEntries(
          shape.members.map((member) => [
            member.name,
            synthesise(member.shape, member.name, json, gaps, `${path}.${member.name}`),
          ]),
        ),
      }
    case 'union': {
      const option =
        shape.options.find((candidate) => candidate.kind !== 'null' && candidate.kind !== 'undefined') ??
        shape.options[0]
      return option ? synthesise(option, name, json, gaps, path) : { kind: 'json', value: null }
    }
    case 'unknown': {
      const byName = sampleByName(name, json)
      gaps.push({
        path,
        why: `its type "${inComment(shape.text, 80)}" is not known here${byName ? `; ${describeSample(name)}` : ''}`,
      })
      if (byName) return byName
      return json ? { kind: 'json', value: null } : { kind: 'code', code: 'undefined' }
    }
  }
}

/** Entries with each key once, its first: an object literal that repeats a key keeps the last, and vite warns. */
export function toUniqueEntries(entries: readonly [string, Value][]): [string, Value][] {
  const seen = new Set<string>()
  return entries.filter(([key]) => !seen.has(key) && seen.add(key) !== undefined)
}

/** A JSON value from a fixture file, as a Value to print. */
export function fromJson(value: unknown): Value {
  if (Array.isArray(value)) return { kind: 'array', items: value.map(fromJson) }
  if (value !== null && typeof value === 'object')
    return { kind: 'object', entries: Object.entries(value).map(([key, item]) => [key, fromJson(item)]) }
  return { kind: 'json', value: value as string | number | boolean | null }
}

/** Prints a value as source: short ones on one line, longer ones one entry a line. */
export function printValue(value: Value, indent: string): string {
  switch (value.kind) {
    case 'code':
      return value.code
    case 'json':
      return typeof value.value === 'string' ? quote(value.value) : String(value.value)
    case 'array': {
      const items = value.items.map((item) => printValue(item, `${indent}  `))
      return fitsOnLine(items, indent)
        ? `[${items.join(', ')}]`
        : `[\n${items.map((item) => `${indent}  ${item},`).join('\n')}\n${indent}]`
    }
    case 'returns': {
      const returned = printValue(value.value, indent)
      return value.value.kind === 'object' ? `() => (${returned})` : `() => ${returned}`
    }
    case 'object': {
      if (value.entries.length === 0) return '{}'
      const entries = value.entries.map(([key, item]) => `${printKey(key)}: ${printValue(item, `${indent}  `)}`)
      return fitsOnLine(entries, indent)
        ? `{ ${entries.join(', ')} }`
        : `{\n${entries.map((entry) => `${indent}  ${entry},`).join('\n')}\n${indent}}`
    }
  }
}

function fitsOnLine(parts: string[], indent: string): boolean {
  return parts.every((part) => !part.includes('\n')) && indent.length + parts.join(', ').length < 80
}

function printKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key)
}

/** A single-quoted string literal; line terminators escaped, since a literal cannot span lines. */
export function quote(text: string): string {
  return `'${text.replace(/[\\'\n\r\u2028\u2029]/g, (char) => QUOTED[char]!)}'`
}

const QUOTED: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * Source text (a type, a URL) made fit for a line comment: one line, whitespace
 * collapsed, cut at `max` characters. A type written over several lines would
 * otherwise end the comment and leave the rest as code.
 */
export function inComment(text: string, max = Number.POSITIVE_INFINITY): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** A comment as `//` lines of at most LINE_WIDTH characters, broken between words. */
export function wrapComment(text: string, indent: string): string[] {
  const lines: string[] = []
  let line = `${indent}//`
  for (const word of inComment(text).split(' ')) {
    if (line.length + 1 + word.length > LINE_WIDTH && line !== `${indent}//`) {
      lines.push(line)
      line = `${indent}//`
    }
    line += ` ${word}`
  }
  lines.push(line)
  return lines
}

// `createdAt`, `startDate`, `expires`, `updated_at`, `date`: a point in time.
const DATE_NAME = /(^|[a-z])(At|Date|expires|time)$|_at$|^date$/i
const DATE = '2024-01-01T00:00:00.000Z'

/**
 * What a name alone says a value is, where its shape says nothing (an untyped prop): a date
 * for `createdAt`, as its ISO text (what JSON gives an untyped prop, which `new Date(…)` reads
 * and a page can show; a Date object is no React child), an address for `email`, a path for
 * `href`, a list for a plural. Null when the name says nothing.
 */
export function sampleByName(name: string, json: boolean): Value | null {
  const sample = sampleString(name)
  if (sample !== name) return { kind: 'json', value: sample }
  // A list for a plural (`popularIcons`, which a page keeps in state and maps), a flag, a number.
  const shape = describeByName(name)
  return shape === null ? null : synthesise(shape, name, json, [])
}

/** What sampleByName gave, for a TODO: a person checks a guess. */
export function describeSample(name: string): string {
  if (DATE_NAME.test(name)) return 'a date stands in, by its name'
  return describeByName(name)?.kind === 'array'
    ? 'an empty list stands in, by its name'
    : 'a value its name suggests stands in'
}

function sampleString(name: string): string {
  if (/email/i.test(name)) return 'ada@example.com'
  if (DATE_NAME.test(name)) return DATE
  if (/^(href|url|link|path)$|Url$|Href$/i.test(name)) return '/'
  if (/^(src|image|avatar|photo)$|Src$|Image$/.test(name)) return '/placeholder.png'
  // An icon's markup (tilt's `iconSVG`), which the component parses as SVG and whose shapes it may spread.
  if (/^svg$|Svg$|SVG$/.test(name))
    return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>'
  if (/^id$|Id$/.test(name)) return `${name}-1`
  return name
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function singular(name: string): string {
  return name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.endsWith('s') ? name.slice(0, -1) : name
}

/**
 * A built-in class's value: empty, or one small member where code reads what it holds
 * (a File's name and type). In a JSON body, what JSON carries for it.
 */
function synthesiseInstance(
  instance: InstanceName,
  of: Shape | null,
  name: string,
  json: boolean,
  gaps: Gap[],
  path: string,
): Value {
  switch (instance) {
    case 'Set': {
      const items = of && of.kind !== 'unknown' ? [synthesise(of, singular(name), json, gaps, `${path}[0]`)] : []
      return json
        ? { kind: 'array', items }
        : { kind: 'code', code: `new Set(${printValue({ kind: 'array', items }, '')})` }
    }
    case 'Map':
      return json ? { kind: 'object', entries: [] } : { kind: 'code', code: 'new Map()' }
    case 'File':
      return json
        ? { kind: 'json', value: null }
        : { kind: 'code', code: "new File(['file'], 'file.txt', { type: 'text/plain' })" }
    case 'Blob':
      return json ? { kind: 'json', value: null } : { kind: 'code', code: "new Blob(['blob'], { type: 'text/plain' })" }
    case 'Uint8Array':
      return json ? { kind: 'array', items: [] } : { kind: 'code', code: 'new Uint8Array()' }
    case 'ArrayBuffer':
      return json ? { kind: 'json', value: null } : { kind: 'code', code: 'new ArrayBuffer(0)' }
    case 'URL':
      return json
        ? { kind: 'json', value: 'https://example.com/' }
        : { kind: 'code', code: "new URL('https://example.com/')" }
    case 'FormData':
      return json ? { kind: 'object', entries: [] } : { kind: 'code', code: 'new FormData()' }
  }
}
