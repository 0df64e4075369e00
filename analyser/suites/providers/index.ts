import type { ComponentAt, LinkedProject } from '../../link/linked-project.js'
import { toComponentKey } from '../../summary/module-summary.js'
import { compoundRoot } from './compound-root.js'
import { type ContextNeed, context } from './context.js'
import type { ProviderDefinition, ProviderSubject } from './provider.js'
import { formik } from './formik.js'
import { reactHookForm } from './react-hook-form.js'
import { reactQuery } from './react-query.js'
import { router } from './router.js'
import { swr } from './swr.js'

/**
 * Every kind of provider a suite may put around its component, outermost first: a
 * router outside everything, a component's own contexts innermost. A test fails when
 * a provider file is missing here.
 */
export const PROVIDERS = [router, reactQuery, swr, reactHookForm, formik, compoundRoot, context] as const

/** A provider the rendered subtree needs around it, or it throws (no router, no query client, no context). */
export type ProviderNeed = ReturnType<(typeof PROVIDERS)[number]['detect']>[number]
export type ProviderKind = ProviderNeed['kind']

// How many rounds of providers' own providers a suite follows before it stops looking.
const MAX_PROVIDER_ROUNDS = 4

/**
 * What each suite's component needs around it, with each provider's project-wide facts
 * gathered once. A project provider put around the component is rendered too, so what it
 * reads counts: an `<AuthProvider>` that calls `useQueryClient` needs a QueryClient, and
 * one that reads another project context needs that context's provider outside it.
 */
export function createProviderFinder(project: LinkedProject): (subject: ProviderSubject) => ProviderNeed[] {
  const providers: readonly ProviderDefinition<ProviderNeed, unknown>[] = PROVIDERS
  const detectors = providers.map((provider) => {
    const index = provider.index?.(project)
    return (subject: ProviderSubject) => provider.detect(subject, index)
  })
  const detectAll = (subject: ProviderSubject) => detectors.flatMap((detect) => detect(subject))
  return (subject) => {
    let needs = detectAll(subject)
    // Project providers chosen so far, outermost first: one a later round finds goes outside those before it.
    let chosen = needs.filter(isContextNeed)
    let subtree = subject.subtree
    for (let round = 0; round < MAX_PROVIDER_ROUNDS && chosen.length > 0; round++) {
      const seen = new Set(subtree.map(({ file, component }) => toComponentKey(file, component)))
      const added = chosen
        .map((need) => findProviderComponent(project, need))
        .filter((at): at is ComponentAt => at !== null && !seen.has(toComponentKey(at.file, at.component)))
      if (added.length === 0) break
      subtree = [...subtree, ...project.subtreeOf(added)]
      needs = detectAll({ ...subject, subtree })
      // The chosen providers' contexts now count as provided by the subtree: what is left is new.
      const found = needs.filter(isContextNeed).filter((need) => !chosen.some((known) => sameProvider(known, need)))
      chosen = [...found, ...chosen]
    }
    return [...needs.filter((need) => need.kind !== 'context'), ...chosen]
  }
}

function isContextNeed(need: ProviderNeed): need is ContextNeed {
  return need.kind === 'context'
}

function findProviderComponent(project: LinkedProject, need: ContextNeed): ComponentAt | null {
  const component = project.symbols.modules.get(need.source)?.components.find((at) => at.name === need.component)
  return component ? { file: need.source, component } : null
}

function sameProvider(a: ContextNeed, b: ContextNeed): boolean {
  return a.source === b.source && a.component === b.component
}
