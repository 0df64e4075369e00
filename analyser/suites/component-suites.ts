import { mountsApp } from './imports.js'
import { getSuitePath } from './paths.js'
import { getSubjects } from './subjects.js'
import { decideAction } from './suite.js'
import type { SuitePlanContext, TaskPlan } from './task-plan.js'

/**
 * The plan of a task that writes one suite per component: every selected component a
 * test can import gets one at its path under the task's folder; a component whose
 * props neither their types, nor its usage sites, nor its own reads shape, and that the
 * `--props` file does not cover, is listed as needing a fixture.
 */
export function planComponentSuites(context: SuitePlanContext): TaskPlan {
  const { loaded, task, out, force, selected, fixtures } = context
  const { project } = loaded
  const plan: TaskPlan = { suites: [], not_generated: [], needs_fixtures: [] }
  for (const { file, component } of selected) {
    const record = project.recordOf(project.symbols.modules.get(file)!, component)
    const support = findTestSupport(file)
    if (support !== null) {
      plan.not_generated.push({
        component: component.name,
        source: file,
        reason: `It is test support (under ${support}/), not a component the app renders.`,
      })
      continue
    }
    if (record.export_kind === 'none') {
      plan.not_generated.push({
        component: component.name,
        source: file,
        reason: 'It is not exported, so a test cannot import it; export it to get a suite.',
      })
      continue
    }
    if (mountsApp(project.symbols.modules.get(file)!)) {
      plan.not_generated.push({
        component: component.name,
        source: file,
        reason:
          'Its module mounts the app when imported (it renders at its top level), so a test importing it would boot ' +
          'the whole app; move it to a module of its own to get a suite.',
      })
      continue
    }
    const suite = getSuitePath(out, task, file, component.name)
    plan.suites.push({
      component: component.name,
      source: file,
      file: suite,
      ...decideAction(loaded, suite, out, force),
    })
    const hasFixture = fixtures?.has(`${file}#${component.name}`) === true
    const { unresolved } = getSubjects(loaded).describe({ file, component })
    if (!hasFixture && unresolved.length > 0) {
      plan.needs_fixtures.push({
        component: component.name,
        source: file,
        props: unresolved.map((prop) => prop.prop),
        fixtures: 'props',
      })
    }
  }
  return plan
}

// Folders of a project's own tests: a top-level test folder, or jest's __name__ folders (__mocks__, __helpers__).
const TEST_FOLDERS = new Set(['test', 'tests', 'e2e', 'cypress', 'playwright'])

/** The folder that makes a file test support (`test/__helpers__`), or null for an app file. */
function findTestSupport(file: string): string | null {
  const folders = file.split('/').slice(0, -1)
  const dunder = folders.findIndex((folder) => /^__\w+__$/.test(folder))
  if (dunder !== -1) return folders.slice(0, dunder + 1).join('/')
  return folders.length > 0 && TEST_FOLDERS.has(folders[0]!) ? folders[0]! : null
}
