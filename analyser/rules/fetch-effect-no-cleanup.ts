import type { CallSummary, EffectFact } from '../summary/module-summary.js'
import type { LinkedProject } from '../link/linked-project.js'
import { type Report, defineRule } from './rule.js'

// https://react.dev/reference/react/useEffect#fetching-data-with-effects
export const fetchEffectNoCleanup = defineRule({
  id: 'fetch-effect-no-cleanup',
  severity: 'warning',
  docs: {
    summary: 'An effect fetches without an AbortController or an ignore flag in its cleanup.',
    url: 'https://react.dev/reference/react/useEffect#fetching-data-with-effects',
  },
  checkComponent({ file, component, project }, report) {
    checkEffects(file, `Component "${component.name}"`, component.effects, component.calls, project, report)
  },
  checkFunction({ file, fn, project }, report) {
    checkEffects(file, `Hook "${fn.name}"`, fn.effects, fn.calls, project, report)
  },
})

function checkEffects(
  file: string,
  owner: string,
  effects: readonly EffectFact[],
  calls: readonly CallSummary[],
  project: LinkedProject,
  report: Report,
): void {
  for (const effect of effects) {
    if (effect.hasCleanup || effect.abortable) continue
    if (!calls.some((call) => call.effect === effect.id && project.isRequest(file, call))) continue
    report(
      effect,
      `${owner} fetches in ${effect.hook} without a cleanup. ` +
        'Return a cleanup that aborts the request (AbortController) or sets an ignore flag the response checks.',
      'When the dependencies change or the component unmounts before the response arrives, ' +
        'a late response overwrites newer state: a race condition.',
    )
  }
}
