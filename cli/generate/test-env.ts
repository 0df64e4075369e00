import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as path from 'node:path'
import { parseEnv } from 'node:util'

type Environment = Readonly<Record<string, string | undefined>>

/**
 * What a Next.js project's `.env` files add for its tests, as Next's own test setup loads them: `loadEnvConfig`
 * of the project's `@next/env` under NODE_ENV `test`, which reads `.env.test.local`, then `.env.test`, then
 * `.env` — never `.env.local`, so that tests do not depend on one machine — and overrides no variable already
 * set. Modules that validate process.env as they are imported (t3-env's `env.mjs`) fail without them: 159 of
 * taxonomy's 174 suites. Where `@next/env` is not installed, the files are read in that order, without the
 * `$NAME` expansion @next/env adds.
 * https://nextjs.org/docs/app/guides/environment-variables#test-environment-variables
 */
export function loadNextTestEnv(root: string, environment: Environment): Record<string, string> {
  const nextEnv = locateNextEnv(root)
  return nextEnv === null ? readTestEnvFiles(root, environment) : callLoadEnvConfig(nextEnv, root, environment)
}

/** @next/env as the project's next requires it, or at the project's top level when next is not installed. */
function locateNextEnv(root: string): string | null {
  const project = createRequire(path.join(root, 'package.json'))
  for (const resolve of [
    () => createRequire(project.resolve('next/package.json')).resolve('@next/env'),
    () => project.resolve('@next/env'),
  ]) {
    try {
      return resolve()
    } catch {
      // Not installed there.
    }
  }
  return null
}

// loadEnvConfig writes what it loads into process.env: called in a process of its own, it leaves this one as it is.
const LOAD_ENV_CONFIG = `
const [entry, root] = process.argv.slice(1)
const before = { ...process.env }
const log = { info() {}, error: (...args) => console.error(...args) }
const { combinedEnv } = require(entry).loadEnvConfig(root, false, log)
const added = Object.entries(combinedEnv).filter(([name, value]) => before[name] === undefined && value !== undefined)
process.stdout.write(JSON.stringify(Object.fromEntries(added)))
`

function callLoadEnvConfig(nextEnv: string, root: string, environment: Environment): Record<string, string> {
  const child = spawnSync(process.execPath, ['-e', LOAD_ENV_CONFIG, nextEnv, root], {
    env: { ...environment, NODE_ENV: 'test' },
    encoding: 'utf8',
  })
  if (child.status !== 0)
    throw new Error(`${nextEnv} failed to load the project's .env files (exit ${child.status}): ${child.stderr}`)
  return JSON.parse(child.stdout) as Record<string, string>
}

/**
 * What an Expo project's `.env` files add for its tests: the files Expo's CLI loads (@expo/env) in mode `test`,
 * `.env.test.local`, then `.env.test`, then `.env` — as Next.js, it leaves `.env.local` out of tests — overriding no
 * variable already set. An app that builds its Supabase or Clerk client from `EXPO_PUBLIC_` variables at import
 * fails every suite that reaches it without them. @expo/env's `$NAME` expansion is not made.
 * https://docs.expo.dev/guides/environment-variables/
 */
export function loadExpoTestEnv(root: string, environment: Environment): Record<string, string> {
  return readTestEnvFiles(root, environment)
}

/** The files loadEnvConfig and @expo/env read when NODE_ENV is `test`, the first to set a variable winning. */
const TEST_ENV_FILES = ['.env.test.local', '.env.test', '.env']

function readTestEnvFiles(root: string, environment: Environment): Record<string, string> {
  const added: Record<string, string> = {}
  // The tests' NODE_ENV is set, to `test`: a file does not change it.
  const set = (name: string): boolean => name === 'NODE_ENV' || environment[name] !== undefined || name in added
  for (const name of TEST_ENV_FILES) {
    const file = path.join(root, name)
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) continue
    for (const [variable, value] of Object.entries(parseEnv(readFileSync(file, 'utf8'))))
      if (value !== undefined && !set(variable)) added[variable] = value
  }
  return added
}

/**
 * A line for the variables only `.env.local` sets, which no suite sees: Next's and Expo's docs put a developer's
 * secrets there, and a project whose modules validate them at import (taxonomy) fails every suite with no word of
 * the file.
 */
export function describeLocalOnlyVariables(
  root: string,
  environment: Environment,
  framework: 'Next.js' | 'Expo',
): string | null {
  const file = path.join(root, '.env.local')
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return null
  const set = Object.keys(parseEnv(readFileSync(file, 'utf8')))
  const unseen = set.filter((name) => environment[name] === undefined).sort()
  if (unseen.length === 0) return null
  const named = unseen.length > 3 ? `${unseen.slice(0, 3).join(', ')} and ${unseen.length - 3} more` : unseen.join(', ')
  const count = unseen.length === 1 ? '1 variable is' : `${unseen.length} variables are`
  return (
    `".env.local" is not loaded for the suites, as ${framework} does not load it when NODE_ENV is "test", and ` +
    `${count} set there alone (${named}). Put the values the tests need in .env.test.`
  )
}

/** The names a project gives the file listing its variables for a person to fill in: `.env.example`, `DUMMY.env`. */
const TEMPLATE_ENV_FILE = /^(?:\.env\.(?:example|sample|template|dist|defaults)|(?:example|sample|dummy)\.env)$/i

/**
 * A line for the variables a project's template (`.env.example`) names and no loaded file or the environment sets:
 * a public app's repository holds the template, not the `.env` a person writes from it, and a module that builds
 * its Supabase or Clerk client from them at import stops every suite that reaches it. Those `.env.local` sets are
 * left to describeLocalOnlyVariables.
 */
export function describeTemplateOnlyVariables(root: string, environment: Environment): string | null {
  const templates = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && TEMPLATE_ENV_FILE.test(entry.name))
    .map((entry) => entry.name)
    .sort()
  const local = path.join(root, '.env.local')
  const localNames = statSync(local, { throwIfNoEntry: false })?.isFile()
    ? new Set(Object.keys(parseEnv(readFileSync(local, 'utf8'))))
    : new Set<string>()
  for (const template of templates) {
    const named = Object.keys(parseEnv(readFileSync(path.join(root, template), 'utf8')))
    const unset = named.filter((name) => environment[name] === undefined && !localNames.has(name)).sort()
    if (unset.length === 0) continue
    const listed = unset.length > 3 ? `${unset.slice(0, 3).join(', ')} and ${unset.length - 3} more` : unset.join(', ')
    const count = unset.length === 1 ? '1 variable' : `${unset.length} variables`
    return (
      `"${template}" names ${count} that no .env file the run loads sets (${listed}): a module that reads one as ` +
      'it is imported stops every suite reaching it. Put test values in .env.test.'
    )
  }
  return null
}
