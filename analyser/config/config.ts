import * as path from 'node:path'
import { AnalyserError } from '../errors.js'
import type { A11yImpact } from '../tasks/a11y/impacts.js'
import { type AnalyserFileSystem, readTextOrNull } from '../project/file-system.js'
import { type ProjectRoot, isReadableInside, toProjectPath } from '../project/root.js'
import {
  CONFIG_FILE,
  CONFIG_SCHEMA,
  ESLINT_RULE_SETTINGS,
  PACKAGE_KEY,
  type RuleSetting,
  type SchemaNode,
} from './schema.js'

/** What a project's configuration sets; a key left out leaves the analyser's default. */
export interface ProjectConfig {
  /** Where it was read: `flawless.config.json`, `package.json`, or null when the project has neither. */
  file: string | null
  rules: Readonly<Record<string, RuleSetting>>
  ignores: readonly string[]
  maxEntries?: number
  out?: string
  tasks?: string[]
  props?: string
  /** Module names the run answers with a project file, relative to the root. */
  stubs?: Record<string, string>
  a11y?: { impact?: A11yImpact; disabledRules?: string[] }
}

const NO_CONFIG: ProjectConfig = { file: null, rules: {}, ignores: [] }

/**
 * SPEC §3: the project's configuration, from `flawless.config.json` at the root or the
 * `flawless` key of its package.json. A file that breaks the schema is refused with the
 * key at fault, never half applied: a typo'd key that was silently dropped would leave a
 * rule running that the project turned off. Both at once are refused for the same reason:
 * whichever was read, the other's settings would be dropped without a word.
 */
export function readConfig(fs: AnalyserFileSystem, projectRoot: ProjectRoot): ProjectConfig {
  const configFile = readInside(fs, projectRoot, CONFIG_FILE)
  const manifest = readInside(fs, projectRoot, 'package.json')
  if (configFile !== null) {
    if (manifest !== null && hasPackageKey(manifest))
      throw new AnalyserError(
        'INVALID_CONFIG',
        `The project is configured twice: by ${CONFIG_FILE} and by the "${PACKAGE_KEY}" key of package.json.`,
        `Keep one: move the settings into ${CONFIG_FILE} and remove the "${PACKAGE_KEY}" key from package.json, ` +
          `or delete ${CONFIG_FILE}.`,
      )
    return checkStubs(fs, projectRoot, checkConfig(parseJson(configFile, CONFIG_FILE), CONFIG_FILE, projectRoot))
  }
  if (manifest === null) return NO_CONFIG
  const value = (parseJson(manifest, 'package.json') as Record<string, unknown> | null)?.[PACKAGE_KEY]
  return value === undefined ? NO_CONFIG : checkStubs(fs, projectRoot, checkConfig(value, 'package.json', projectRoot))
}

/** A stub the config names must be there: a run that answered a module with nothing would fail far from the cause. */
function checkStubs(fs: AnalyserFileSystem, projectRoot: ProjectRoot, config: ProjectConfig): ProjectConfig {
  for (const [module, file] of Object.entries(config.stubs ?? {})) {
    if (isReadableInside(fs, projectRoot, path.join(projectRoot.root, file))) continue
    const where = config.file === CONFIG_FILE ? CONFIG_FILE : `package.json under "${PACKAGE_KEY}"`
    throw new AnalyserError(
      'INVALID_CONFIG',
      `"stubs.${module}" in ${where} names ${JSON.stringify(file)}, which is not a file of the project.`,
      'Write the stub there (a module exporting what the code importing it reads), or fix the path.',
    )
  }
  return config
}

/** Whether package.json holds a config; one that does not parse holds none, as the config file is read instead. */
function hasPackageKey(manifest: string): boolean {
  try {
    const value: unknown = JSON.parse(manifest)
    return typeof value === 'object' && value !== null && Object.hasOwn(value, PACKAGE_KEY)
  } catch {
    return false
  }
}

function readInside(fs: AnalyserFileSystem, projectRoot: ProjectRoot, file: string): string | null {
  const absolute = path.join(projectRoot.root, file)
  return isReadableInside(fs, projectRoot, absolute) ? readTextOrNull(fs, absolute) : null
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new AnalyserError(
      'INVALID_CONFIG',
      `${file} is not valid JSON: ${(error as Error).message}.`,
      'Fix the file, or remove it to run with the defaults.',
    )
  }
}

/**
 * A config as a document shows it, checked against the schema alone — its paths belong to
 * no project here. Throws INVALID_CONFIG naming the key, as reading it from a project would.
 */
export function checkConfigValue(value: unknown, where: string): void {
  checkNode(CONFIG_SCHEMA, value, [], where)
}

/** The value checked against the schema, and its paths against the root. */
function checkConfig(value: unknown, file: string, projectRoot: ProjectRoot): ProjectConfig {
  const where = file === CONFIG_FILE ? CONFIG_FILE : `package.json under "${PACKAGE_KEY}"`
  checkNode(CONFIG_SCHEMA, value, [], where)
  const config = value as Omit<ProjectConfig, 'file'>
  for (const key of ['out', 'props'] as const)
    if (config[key] !== undefined) toProjectPath(projectRoot, config[key], `"${key}" in ${where}`)
  for (const pattern of config.ignores ?? []) toProjectPath(projectRoot, pattern, `"ignores" in ${where}`)
  for (const [module, file] of Object.entries(config.stubs ?? {}))
    toProjectPath(projectRoot, file, `"stubs.${module}" in ${where}`)
  return { ...config, file, rules: toRuleSettings(config.rules ?? {}), ignores: config.ignores ?? [] }
}

/** The rules' settings with ESLint's spellings ("warn", 0, 1, 2) read as the settings they mean. */
function toRuleSettings(rules: Readonly<Record<string, unknown>>): Record<string, RuleSetting> {
  return Object.fromEntries(
    Object.entries(rules).map(([id, setting]) => [
      id,
      ESLINT_RULE_SETTINGS[setting as keyof typeof ESLINT_RULE_SETTINGS] ?? (setting as RuleSetting),
    ]),
  )
}

/** Checks one value against its schema node; the first problem is thrown, naming its key. */
function checkNode(node: SchemaNode, value: unknown, at: string[], where: string): void {
  const refuse = (problem: string, hint: string): never => {
    throw new AnalyserError('INVALID_CONFIG', `"${at.join('.')}" in ${where} ${problem}.`, hint)
  }
  if (node.enum && !node.enum.includes(value as string | number))
    refuse(
      `is ${JSON.stringify(value)}`,
      `It must be one of ${node.enum.map((item) => JSON.stringify(item)).join(', ')}.`,
    )
  switch (node.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        refuse(`is ${JSON.stringify(value)}`, 'It must be an object.')
      const known = node.properties ? Object.keys(node.properties) : (node.propertyNames?.enum ?? []).map(String)
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        // Own keys only: "__proto__" or "constructor" in a config is a typo, not a property of every object.
        // An object that names neither its keys nor their set takes any (a module name in "stubs").
        const named = node.properties !== undefined || node.propertyNames?.enum !== undefined
        const allowed = node.properties ? Object.hasOwn(node.properties, key) : !named || known.includes(key)
        const child = allowed
          ? (node.properties?.[key] ??
            (typeof node.additionalProperties === 'object' ? node.additionalProperties : null))
          : null
        if (child === null) {
          const under = at.length > 0 ? ` under "${at.join('.')}"` : ''
          throw new AnalyserError(
            'INVALID_CONFIG',
            `Unknown key "${key}"${under} in ${where}.`,
            `${suggest(key, known)}The keys${under ? ' there' : ''} are ${known.join(', ')}.`,
          )
        }
        checkNode(child, item, [...at, key], where)
      }
      return
    }
    case 'array': {
      if (!Array.isArray(value)) return refuse(`is ${JSON.stringify(value)}`, 'It must be a list.')
      if (value.length < (node.minItems ?? 0)) refuse('is empty', 'Give at least one item, or leave the key out.')
      if (node.uniqueItems && new Set(value).size !== value.length)
        refuse('names an item twice', 'Give each item once.')
      value.forEach((item, index) =>
        checkNode(node.items ?? {}, item, [...at.slice(0, -1), `${at.at(-1)}[${index}]`], where),
      )
      return
    }
    case 'string':
      if (typeof value !== 'string' || value.length < (node.minLength ?? 0))
        refuse(`is ${JSON.stringify(value)}`, 'It must be a non-empty string.')
      return
    case 'integer':
      if (!Number.isInteger(value) || (value as number) < (node.minimum ?? Number.MIN_SAFE_INTEGER))
        refuse(`is ${JSON.stringify(value)}`, `It must be a whole number of at least ${node.minimum}.`)
      return
  }
}

/** `Did you mean "rules"? ` for a key one or two edits from a known one, else nothing. */
function suggest(key: string, known: readonly string[]): string {
  const near = known.find((candidate) => editDistance(key.toLowerCase(), candidate.toLowerCase()) <= 2)
  return near === undefined ? '' : `Did you mean "${near}"? `
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]!
}
