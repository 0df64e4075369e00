import type { LinkedProject } from '../../link/linked-project.js'
import { compoundRoot } from './compound-root.js'
import { context } from './context.js'
import type { ProviderDefinition, ProviderSubject } from './provider.js'
import { reactHookForm } from './react-hook-form.js'
import { reactQuery } from './react-query.js'
import { router } from './router.js'
import { swr } from './swr.js'

/**
 * Every kind of provider a suite may put around its component, outermost first: a
 * router outside everything, a component's own contexts innermost. A test fails when
 * a provider file is missing here.
 */
export const PROVIDERS = [router, reactQuery, swr, reactHookForm, compoundRoot, context] as const

/** A provider the rendered subtree needs around it, or it throws (no router, no query client, no context). */
export type ProviderNeed = ReturnType<(typeof PROVIDERS)[number]['detect']>[number]
export type ProviderKind = ProviderNeed['kind']

/** What each suite's component needs around it, with each provider's project-wide facts gathered once. */
export function createProviderFinder(project: LinkedProject): (subject: ProviderSubject) => ProviderNeed[] {
  const providers: readonly ProviderDefinition<ProviderNeed, unknown>[] = PROVIDERS
  const detectors = providers.map((provider) => {
    const index = provider.index?.(project)
    return (subject: ProviderSubject) => provider.detect(subject, index)
  })
  return (subject) => detectors.flatMap((detect) => detect(subject))
}
