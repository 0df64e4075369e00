import type { ProviderNeed } from '../../../analyser/index.js'
import { compoundRoot } from './compound-root.js'
import { context } from './context.js'
import type { ProviderRender, ProviderRenders } from './provider.js'
import { formik } from './formik.js'
import { reactHookForm } from './react-hook-form.js'
import { reactQuery } from './react-query.js'
import { router } from './router.js'
import { swr } from './swr.js'

/** The renderer of each provider kind; the type makes the compiler refuse a kind without one. */
export const PROVIDER_RENDERS: ProviderRenders = {
  router,
  'react-query': reactQuery,
  swr,
  'react-hook-form': reactHookForm,
  formik,
  'compound-root': compoundRoot,
  context,
}

/** The renderer of a need's kind. */
export function getProviderRender(need: ProviderNeed): ProviderRender<ProviderNeed> {
  return PROVIDER_RENDERS[need.kind] as ProviderRender<ProviderNeed>
}
