import { existsSync } from 'node:fs'
import * as path from 'node:path'

// https://vite.dev/config/#configuring-vite: the names vite itself looks for, in its order.
const CONFIG_FILES = [
  'vite.config.js',
  'vite.config.mjs',
  'vite.config.ts',
  'vite.config.cjs',
  'vite.config.mts',
  'vite.config.cts',
]

/**
 * The project's plugins a test run leaves out: those that check (tsc, ESLint, Stylelint),
 * report, build for deployment, or generate files into the project (TanStack Router's
 * route tree, unplugin-auto-import's declarations, vite-plugin-dts), and a framework's
 * own dev server (React Router's, Remix's), which does not run under vitest.
 */
const LEFT_OUT = [
  /^vite-plugin-checker/,
  /eslint/i,
  /stylelint/i,
  /^visualizer$/,
  /pwa/i,
  /^vite:legacy/,
  /compression/i,
  /^vite-plugin-inspect/,
  /sentry/i,
  /^react-router/,
  /^remix/,
  /tanstack/i,
  /^unplugin-auto-import$/,
  /^vite:dts$/,
]

interface NamedPlugin {
  name: string
}

/** What a run takes of the project's vite config: its transforms, the constants it defines, its aliases. */
export interface ProjectConfig {
  plugins: NamedPlugin[]
  define: Record<string, unknown>
  alias: { find: string | RegExp; replacement: string }[]
}

const NONE: ProjectConfig = { plugins: [], define: {}, alias: [] }

/** What the run takes of its vite: the config loader (https://vite.dev/guide/api-javascript#loadconfigfromfile). */
interface ConfigLoader {
  loadConfigFromFile(
    env: { command: 'serve'; mode: string },
    file: string,
    root: string,
    logLevel: 'silent',
  ): Promise<{ config: Record<string, unknown> } | null>
}

/**
 * The project's own vite plugins, `define` and aliases, loaded by the run's vite as the project's
 * dev server loads them (mode `test`): the transforms its modules are written for — svgr's
 * `?react` components, vanilla-extract's `.css.ts`, the React plugin's Babel plugins — run
 * in the suites too, as Vitest and Storybook's vite builder take a project's config. A
 * config that does not load leaves the run its own, with a line on stderr saying why.
 */
export async function loadProjectConfig(root: string, vite: ConfigLoader): Promise<ProjectConfig> {
  const configFile = CONFIG_FILES.map((name) => path.join(root, name)).find((file) => existsSync(file))
  if (configFile === undefined) return NONE
  try {
    const loaded = await vite.loadConfigFromFile({ command: 'serve', mode: 'test' }, configFile, root, 'silent')
    if (!loaded) return NONE
    const plugins = (await flattenPlugins(loaded.config.plugins)).filter(
      (plugin) => !LEFT_OUT.some((pattern) => pattern.test(plugin.name)),
    )
    const { define, resolve } = loaded.config as { define?: unknown; resolve?: { alias?: unknown } }
    return {
      plugins,
      define: define !== null && typeof define === 'object' ? (define as Record<string, unknown>) : {},
      alias: toAliases(resolve?.alias),
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    process.stderr.write(
      `flawless-react: ${path.basename(configFile)} did not load (${reason}); the suites run without its plugins.\n`,
    )
    return NONE
  }
}

/** vite's `resolve.alias`, an object (`{ src: '/app/src' }`) or a list of `{ find, replacement }`, as a list. */
function toAliases(alias: unknown): ProjectConfig['alias'] {
  if (Array.isArray(alias))
    return alias.filter(
      (entry): entry is ProjectConfig['alias'][number] =>
        entry !== null &&
        typeof entry === 'object' &&
        (typeof entry.find === 'string' || entry.find instanceof RegExp) &&
        typeof entry.replacement === 'string',
    )
  if (alias === null || typeof alias !== 'object') return []
  return Object.entries(alias).flatMap(([find, replacement]) =>
    typeof replacement === 'string' ? [{ find, replacement }] : [],
  )
}

/** vite's `plugins` may nest arrays and promises, and hold `false` for a plugin a condition turned off. */
async function flattenPlugins(option: unknown): Promise<NamedPlugin[]> {
  const value = await option
  if (Array.isArray(value)) return (await Promise.all(value.map(flattenPlugins))).flat()
  if (value !== null && typeof value === 'object' && typeof (value as NamedPlugin).name === 'string')
    return [value as NamedPlugin]
  return []
}
