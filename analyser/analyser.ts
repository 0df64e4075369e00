import { type CheckDocsResult, checkDocs } from './docs/check-docs.js'
import { openRoot } from './project/root.js'
import { type ProjectStatus, type StatusOptions, toProjectStatus } from './status/status.js'
import { type CompileSettings, getCompileSettings } from './suites/compile-settings.js'
import { type SuiteResolver, createSuiteResolver } from './suites/resolver.js'
import {
  type LoadInput,
  type ScreenRoutes,
  type SpecInput,
  type SuiteInput,
  toSuiteInputs,
} from './generation/inputs.js'
import { readRouteFixtures } from './tasks/e2e/route-fixtures.js'
import { type GenerateOptions, type PlanResult, readFixtures, selectTasks, toPlanResult } from './generation/plan.js'
import { DEFAULT_MAX_ENTRIES, type LoadedProject, withEntries } from './pipeline/load-project.js'
import { ProjectReader } from './project-reader.js'
import {
  type FindingsOptions,
  type FindingsResult,
  UNUSED_SUPPRESSION_RULE,
  activateRules,
  toFindingsResult,
} from './rules/findings.js'
import { readConfig } from './config/config.js'
import { toIgnoreMatcher } from './config/ignores.js'
import { requirePositiveInteger } from './errors.js'
import type { CheckDocsOptions } from './types.js'
import { type ReactRulesBlock, type ReactRulesRun, toReactRulesReport } from './tasks/react-rules/report.js'

/**
 * The analyser: what `ProjectReader` answers (components, the render tree, the routes) and
 * the rules, the docs check, the project's status and the generator's plans, each over the
 * same per-file cache.
 */
export class Analyser extends ProjectReader {
  /**
   * SPEC 2.5: the static rules over the entry files (the whole project by default), as the
   * project's config sets them: rules off or at another severity, files ignored.
   */
  findings(options: FindingsOptions): FindingsResult {
    const config = this.config(options)
    const rules = activateRules(options.rules, config.rules)
    const cap = options.maxEntries ?? config.maxEntries ?? (options.allEntries ? null : DEFAULT_MAX_ENTRIES)
    if (cap !== null) requirePositiveInteger('max_entries', cap, DEFAULT_MAX_ENTRIES)
    const scope = { unusedSuppression: config.rules[UNUSED_SUPPRESSION_RULE.id] ?? UNUSED_SUPPRESSION_RULE.severity }
    const load = (maxEntries: number) =>
      this.load({
        ...options,
        entry: options.entry ?? null,
        out: options.out ?? config.out,
        maxEntries,
        reads: 'modules',
      })
    if (config.ignores.length === 0)
      return toFindingsResult(load(cap ?? Number.MAX_SAFE_INTEGER), rules, options.maxFindings, {
        ...scope,
        ignored: 0,
      })
    // Ignored files are still read, since other files' render modes need them, but are no entries: the cap counts
    // only the files findings would check.
    const loaded = load(Number.MAX_SAFE_INTEGER)
    const isIgnored = toIgnoreMatcher(config.ignores)
    const checked = loaded.analysed.filter((file) => !isIgnored(file))
    return toFindingsResult(withEntries(loaded, checked, cap ?? Number.MAX_SAFE_INTEGER), rules, options.maxFindings, {
      ...scope,
      ignored: loaded.analysed.length - checked.length,
    })
  }

  /** SPEC 2.5: every flawless-react command in the project's Markdown, parsed with the CLI's grammar. */
  checkDocs(options: CheckDocsOptions): CheckDocsResult {
    const projectRoot = openRoot(this.fs, options.root)
    const config = readConfig(this.fs, projectRoot)
    return checkDocs(this.fs, projectRoot, { ...options, out: options.out ?? config.out })
  }

  /** SPEC 2.5: what the project already has, its generated suites and what each task needs. */
  status(options: StatusOptions): ProjectStatus {
    const configured = { ...options, out: options.out ?? this.config(options).out }
    const loaded = this.load({ root: options.root, entry: null, out: configured.out, reads: 'modules' })
    return toProjectStatus(loaded, configured, this.parsedFilesOf(loaded))
  }

  /** SPEC 2.5: what a generation with these options would write, file by file. Writes nothing. */
  plan(options: GenerateOptions): PlanResult {
    return this.planGeneration(options).plan
  }

  /**
   * The plan, and for each suite in it everything the generator needs to write it:
   * the generator calls this, so its files and actions are the plan's by construction.
   */
  prepareGeneration(options: GenerateOptions): {
    plan: PlanResult
    inputs: SuiteInput[]
    specs: (SpecInput | LoadInput)[]
  } {
    const { loaded, fixtures, plan, routes } = this.planGeneration(options)
    // An e2e spec or a load suite is rendered from the route it was planned with; a file the plan
    // holds whole (react-rules' config) is written as it is; the other suites from their component.
    const components = {
      ...plan,
      suites: plan.suites.filter((suite) => !suite.spec && !suite.load && suite.content === undefined),
    }
    const specs = plan.suites.flatMap((suite): (SpecInput | LoadInput)[] => {
      if (suite.spec) return [{ suite, spec: suite.spec }]
      if (suite.load) return [{ suite, load: suite.load }]
      return []
    })
    return { plan, inputs: toSuiteInputs(loaded, components, fixtures, routes), specs }
  }

  /**
   * The one path from options to a plan, shared by plan and the generator; the suites'
   * inputs are the generator's alone.
   */
  private planGeneration(options: GenerateOptions): {
    loaded: LoadedProject
    fixtures: ReadonlyMap<string, unknown> | null
    plan: PlanResult
    routes: ScreenRoutes
  } {
    const config = this.config(options)
    const configured: GenerateOptions = {
      ...options,
      tasks: options.tasks ?? config.tasks,
      out: options.out ?? config.out,
      props: options.props ?? config.props,
      maxEntries: options.maxEntries ?? config.maxEntries,
    }
    const tasks = selectTasks(configured.tasks)
    const loaded = this.load({
      root: options.root,
      entry: options.roots ?? null,
      out: configured.out,
      maxEntries: configured.maxEntries,
    })
    const fixtures = readFixtures(loaded, configured.props)
    const parsed = this.parsedFilesOf(loaded)
    const plan = toPlanResult(loaded, configured, tasks, fixtures, parsed)
    const routes = { parsed, fixtures: readRouteFixtures(loaded, configured.routes) }
    return { loaded, fixtures, plan, routes }
  }

  /**
   * The react-rules task's verdict from Biome's report over the whole project: each
   * diagnostic in its component, merged with the analyser's own findings of the same mistakes.
   */
  reactRules(options: { root: string; out?: string; run: ReactRulesRun }): ReactRulesBlock {
    // Biome linted every source, so the analyser's own rules read every module too.
    const loaded = this.load({
      root: options.root,
      entry: null,
      out: options.out,
      reads: 'modules',
      maxEntries: Number.MAX_SAFE_INTEGER,
    })
    return toReactRulesReport(loaded, options.run)
  }

  /**
   * What a suite run needs from the project's tsconfig: its paths as bundler aliases, and
   * the bases it extends that are missing.
   */
  compileSettings(options: { root: string }): CompileSettings {
    return getCompileSettings(this.load({ root: options.root, entry: null }))
  }

  /**
   * How `from` reaches `to` through the project's imports, `from` first, by the fewest files: what a suite that
   * stopped in `to` as it loaded imported it through. `to` is a project file, or with `package` a package's name
   * (the chain then ends at the files importing it, then the name). Null when `from` does not import it.
   */
  importChain(options: { root: string; from: string; to: string; package?: boolean }): string[] | null {
    const { shape } = this.load({ root: options.root, entry: null }).project
    const next = new Map<string, string | null>([[options.to, null]])
    const queue = [options.to]
    if (options.package)
      for (const importer of shape.importersOfPackage(options.to)) {
        next.set(importer, options.to)
        queue.push(importer)
      }
    while (queue.length > 0) {
      const file = queue.shift()!
      if (file === options.from) {
        const chain = [file]
        for (let step = next.get(file); step != null; step = next.get(step)) chain.push(step)
        return chain
      }
      for (const importer of shape.importersOf(file))
        if (!next.has(importer)) {
          next.set(importer, file)
          queue.push(importer)
        }
    }
    return null
  }

  /** The resolver a suite run loads the project's modules with: the analyser's own, over every project file. */
  suiteResolver(options: { root: string }): SuiteResolver {
    return createSuiteResolver(this.fs, options.root)
  }
}
