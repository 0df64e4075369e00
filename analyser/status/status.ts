import fg from 'fast-glob'
import picomatch from 'picomatch'
import { sortErrors } from '../pipeline/gaps.js'
import { type FrameworkKind, isAppRouterSpecialFile } from '../project/framework.js'
import { GlobReport, listFolderErrors } from '../project/globs.js'
import type { LoadedProject } from '../pipeline/load-project.js'
import { readInsideOrNull, toRealProjectPath } from '../project/root.js'
import { DEFAULT_OUT, globFiles } from '../project/sources.js'
import { readJson } from '../project/workspaces.js'
import type { RouterKind } from '../routes/inventory.js'
import type { ParsedFiles } from '../routes/parsed-files.js'
import { findRoutes } from '../routes/routes.js'
import { hashText, parseSuite } from '../suites/header.js'
import { type Prerequisite, TASKS, checkPrerequisites } from '../tasks/index.js'
import type { AnalyseError } from '../types.js'

export interface StatusOptions {
  root: string
  out?: string
  /** The environment a run would get, for the prerequisites. */
  environment?: Readonly<Record<string, string | undefined>>
}

export interface GeneratedSuite {
  task: string
  file: string
  source: string
  component: string
  generator: string
  /** The source changed since the suite was generated. */
  stale: boolean
  /** A person changed some byte of the suite, header or body, since it was generated: --force backs it up first. */
  edited: boolean
  todo_markers: number
}

export interface ProjectStatus {
  root: string
  framework: { name: FrameworkKind; version: string | null; router: string | null }
  react: string | null
  typescript: string | null
  package_manager: string | null
  test_runners: { name: string; version: string | null; config: string | null }[]
  components: { total: number; rsc: number; client: number; shared: number }
  inventory: {
    out: string
    generated: GeneratedSuite[]
    by_task: Record<string, number>
    hand_written: string[]
    todo_markers: { file: string; line: number; text: string }[]
  }
  /** The route inventory in counts; `flawless-react routes` lists it. */
  routes: {
    routers: RouterKind[]
    pages: number
    api: number
    /** Dynamic pages with no param value in the project: an e2e run needs a fixture for them. */
    need_params: number
    unread: number
  }
  prerequisites: Prerequisite[]
  files_read: number
  errors: AnalyseError[]
}

// https://docs.npmjs.com/cli/configuring-npm/package-lock-json and each manager's lockfile.
const LOCKFILES: [string, string][] = [
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
]
const TEST_RUNNERS: { name: string; packages: string[]; configs: string[] }[] = [
  { name: 'vitest', packages: ['vitest'], configs: ['vitest.config.*', 'vitest.workspace.*'] },
  { name: 'jest', packages: ['jest'], configs: ['jest.config.*'] },
  { name: 'playwright', packages: ['@playwright/test', 'playwright'], configs: ['playwright.config.*'] },
  { name: 'cypress', packages: ['cypress'], configs: ['cypress.config.*'] },
]
const TEST_FILES = '**/{*.{test,spec}.{ts,tsx,js,jsx,mjs,cjs},__tests__/**/*.{ts,tsx,js,jsx,mjs,cjs}}'
const TODO_MARKER = /TODO\(flawless\):?\s*(.*)$/

/**
 * SPEC 2.5 project status: what the project already has — framework, versions, package
 * manager, test runners, components by render mode, the generated suites (stale or
 * edited), hand-written tests, TODO markers, and each task's prerequisites.
 */
export function toProjectStatus(loaded: LoadedProject, options: StatusOptions, parsed: ParsedFiles): ProjectStatus {
  const { fs, projectRoot, project } = loaded
  const manifest = readJson(fs, projectRoot, 'package.json') ?? {}
  const dependencies = { ...(manifest.devDependencies as object), ...(manifest.dependencies as object) } as Record<
    string,
    string
  >
  const framework = loaded.frameworks[0]?.framework ?? 'unknown'
  // The suites listed, their TODO text and the sources they name are read from inside root only.
  const out = toRealProjectPath(fs, projectRoot, options.out ?? DEFAULT_OUT, 'out')
  const outGlob = fg.escapePath(out)
  const walks = new GlobReport()
  const rootFiles = listRootFiles(loaded)

  const components = { total: 0, rsc: 0, client: 0, shared: 0 }
  for (const module of project.symbols.modules.values()) {
    for (const component of module.components) {
      components.total++
      components[project.modes.modeOfComponent(module.file, component)]++
    }
  }

  const generated: GeneratedSuite[] = []
  const markers: ProjectStatus['inventory']['todo_markers'] = []
  const suites = globFiles(fs, projectRoot, `${outGlob}/**/*`, ['**/node_modules/**', `${outGlob}/.backups/**`], {
    report: walks,
  })
  for (const file of suites) {
    const text = readInsideOrNull(fs, projectRoot, file)
    const suite = text === null ? null : parseSuite(text)
    if (suite === null) continue
    const lines = text!.split('\n')
    let todos = 0
    lines.forEach((line, index) => {
      const marker = TODO_MARKER.exec(line)
      if (!marker) return
      todos++
      markers.push({ file, line: index + 1, text: marker[1]!.trim() })
    })
    // A header a person edited may name any path: one leading out of root is never read, and the suite is stale.
    const source = readInsideOrNull(fs, projectRoot, suite.header.source)
    generated.push({
      task: suite.header.task,
      file,
      source: suite.header.source,
      component: suite.header.component,
      generator: suite.header.generator,
      stale: source === null || hashText(source) !== suite.header.sourceHash,
      edited: suite.edited,
      todo_markers: todos,
    })
  }
  const byTask = Object.fromEntries(
    TASKS.map((task) => [task, generated.filter((suite) => suite.task === task).length]),
  )
  const handWritten = globFiles(
    fs,
    projectRoot,
    TEST_FILES,
    ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.next/**', '**/coverage/**', `${outGlob}/**`],
    { report: walks },
  )

  const inventory = findRoutes(loaded, parsed)
  return {
    root: projectRoot.root,
    framework: {
      name: framework,
      version: versionOf(dependencies, frameworkPackage(framework)),
      router: detectRouter(loaded, framework, dependencies),
    },
    react: versionOf(dependencies, 'react'),
    typescript: versionOf(dependencies, 'typescript'),
    package_manager: LOCKFILES.find(([lockfile]) => rootFiles.includes(lockfile))?.[1] ?? packageManagerField(manifest),
    test_runners: TEST_RUNNERS.filter(
      (runner) =>
        runner.packages.some((name) => name in dependencies) || findConfig(rootFiles, runner.configs) !== null,
    ).map((runner) => ({
      name: runner.name,
      version: runner.packages.map((name) => versionOf(dependencies, name)).find((version) => version !== null) ?? null,
      config: findConfig(rootFiles, runner.configs),
    })),
    components,
    inventory: { out, generated, by_task: byTask, hand_written: handWritten, todo_markers: markers },
    routes: {
      routers: inventory.routers,
      pages: inventory.routes.length,
      api: inventory.api.length,
      need_params: inventory.routes.filter((route) => route.params.length > 0 && route.param_values.length === 0)
        .length,
      unread: inventory.unread.length,
    },
    prerequisites: checkPrerequisites(TASKS, { fs, root: projectRoot.root, environment: options.environment ?? {} }),
    files_read: loaded.indexed.filesRead,
    errors: sortErrors([...loaded.indexed.errors, ...listNewErrors(loaded.indexed.errors, listFolderErrors(walks))]),
  }
}

/** The folder errors status's own walks met that the project listing had not already reported. */
function listNewErrors(known: readonly AnalyseError[], found: AnalyseError[]): AnalyseError[] {
  const seen = new Set(known.map((error) => `${error.file}\0${error.message}`))
  return found.filter((error) => !seen.has(`${error.file}\0${error.message}`))
}

function listRootFiles(loaded: LoadedProject): string[] {
  try {
    return loaded.fs
      .readdirSync(loaded.projectRoot.root, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
  } catch {
    return []
  }
}

function findConfig(rootFiles: string[], patterns: string[]): string | null {
  const matchers = patterns.map((pattern) => picomatch(pattern))
  return rootFiles.find((file) => matchers.some((matches) => matches(file))) ?? null
}

function versionOf(dependencies: Record<string, string>, name: string | null): string | null {
  return name !== null && typeof dependencies[name] === 'string' ? dependencies[name] : null
}

function frameworkPackage(framework: FrameworkKind): string | null {
  return { next: 'next', vite: 'vite', cra: 'react-scripts', expo: 'expo', unknown: null }[framework]
}

function packageManagerField(manifest: Record<string, unknown>): string | null {
  return typeof manifest.packageManager === 'string' ? manifest.packageManager.split('@')[0]! : null
}

function detectRouter(
  loaded: LoadedProject,
  framework: FrameworkKind,
  dependencies: Record<string, string>,
): string | null {
  if (framework === 'next') {
    const app = loaded.sources.some((file) => isAppRouterSpecialFile(file, loaded.frameworks))
    const pages = loaded.sources.some((file) => /^(src\/)?pages\//.test(file))
    return app && pages ? 'app+pages' : app ? 'app' : pages ? 'pages' : null
  }
  if ('expo-router' in dependencies) return 'expo-router'
  if ('react-router-dom' in dependencies || 'react-router' in dependencies) return 'react-router'
  if ('@tanstack/react-router' in dependencies) return 'tanstack-router'
  return null
}
