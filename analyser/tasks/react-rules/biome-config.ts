import type { LoadedProject } from '../../pipeline/load-project.js'
import { SOURCE_EXTENSIONS, getExcludes } from '../../project/sources.js'
import { BIOME_RULES, type BiomeRule, NEXT_HEAD_MESSAGE } from './biome-rules.js'

/** The version whose rules and configuration schema the config is written for. */
export const BIOME_VERSION = '2.6.8'

/**
 * The first Biome that reads the config whole: 2.6.7 knows every rule it names (2.6.6 and earlier refuse
 * `noReactDirectStateMutation` as an unknown key) and the `--reporter-file` a run passes (before 2.4, "not
 * expected in this context"). Measured on each release from 2.1.4 to 2.6.9.
 */
export const BIOME_CONFIG_FLOOR = '2.6.7'

/** Where the config goes: the task's folder under `out`. */
export function getBiomeConfigPath(out: string): string {
  return `${out}/react-rules/biome.json`
}

/**
 * The generator's own Biome configuration (https://biomejs.dev/reference/configuration/):
 * the rules of BIOME_RULES and nothing else — no preset, formatter and assists off, no
 * VCS ignore file — over the sources the analyser reads. The Next.js rules are on in a
 * Next.js project only. The run hands Biome this file alone (`--config-path`), from a
 * folder outside the project, so the project's own biome.json is never consulted.
 */
export function toBiomeConfigText(loaded: LoadedProject, out: string): string {
  const next = loaded.frameworks.some((pkg) => pkg.framework === 'next')
  const chosen = BIOME_RULES.filter((rule) => next || rule.next !== true)
  const appRouterOnly = (rule: BiomeRule) => rule.name === 'noRestrictedImports'
  const appRouters = next ? findAppRouterFolders(loaded) : []
  const config = {
    $schema: `https://biomejs.dev/schemas/${BIOME_VERSION}/schema.json`,
    root: true,
    vcs: { enabled: false },
    files: { includes: toBiomeIncludes(out), ignoreUnknown: true },
    formatter: { enabled: false },
    assist: { enabled: false },
    linter: {
      enabled: true,
      rules: {
        preset: 'none',
        ...toGroups(
          chosen.filter((rule) => !appRouterOnly(rule)),
          { noLabelWithoutControl: findFieldOptions(loaded) },
        ),
      },
    },
    ...(appRouters.length > 0
      ? {
          overrides: [
            {
              includes: appRouters.map((folder) => `**/${folder}/**`),
              linter: {
                rules: {
                  style: {
                    noRestrictedImports: { level: 'error', options: { paths: { 'next/head': NEXT_HEAD_MESSAGE } } },
                  },
                },
              },
            },
          ],
        }
      : {}),
  }
  return `${JSON.stringify(config, null, 2)}\n`
}

/**
 * The analyser's sources in Biome's glob dialect. Biome matches a config's globs from the
 * config's own folder, which is outside the project, so every pattern starts with `**` and
 * a folder is excluded by its name (`!**\/dist`), which Biome checks as it crawls below the
 * working directory — never against the folders above the project.
 */
export function toBiomeIncludes(out: string): string[] {
  const extensions = SOURCE_EXTENSIONS.map((extension) => extension.slice(1)).join(',')
  const excludes = getExcludes(out).map((pattern) => {
    const folder = pattern.endsWith('/**') ? pattern.slice(0, -3) : pattern
    return `!${folder.startsWith('**/') ? folder : `**/${folder}`}`
  })
  // fast-glob skips dot files and folders (`dot: false`), and so does the analyser.
  return [`**/*.{${extensions}}`, ...excludes, '!**/.*']
}

/** `app` and `src/app` in each Next.js package that has sources there. */
function findAppRouterFolders(loaded: LoadedProject): string[] {
  const folders: string[] = []
  for (const pkg of loaded.frameworks) {
    if (pkg.framework !== 'next') continue
    for (const app of ['app', 'src/app']) {
      const folder = pkg.folder === '.' ? app : `${pkg.folder}/${app}`
      if (loaded.sources.some((file) => file.startsWith(`${folder}/`))) folders.push(folder)
    }
  }
  return folders
}

function toGroups(
  rules: readonly BiomeRule[],
  options: Record<string, object | null>,
): Record<string, Record<string, string | { level: string; options: object }>> {
  const groups: Record<string, Record<string, string | { level: string; options: object }>> = {}
  for (const rule of [...rules].sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name))) {
    const given = options[rule.name]
    ;(groups[rule.group] ??= {})[rule.name] = given ? { level: rule.level, options: given } : rule.level
  }
  return groups
}

const FIELDS = new Set(['input', 'select', 'textarea', 'meter', 'output', 'progress'])

/**
 * The project's components that wrap a form field, passing their props on to it (`<Input>` renders `<input {...props}
 * />`): Biome cannot see inside them, and without their names a `<label>` wrapping `<Input />` labels "nothing". A
 * form that renders fields of its own is not one. Null for none.
 */
function findFieldOptions(loaded: LoadedProject): { inputComponents: string[] } | null {
  const names = new Set<string>()
  for (const file of loaded.analysed)
    for (const component of loaded.project.symbols.modules.get(file)?.components ?? [])
      if (component.elements.some((element) => element.intrinsic && element.hasSpread && FIELDS.has(element.tag)))
        names.add(component.name)
  return names.size === 0 ? null : { inputComponents: [...names].sort() }
}
