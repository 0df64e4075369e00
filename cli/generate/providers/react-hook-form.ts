import type { ProviderRenders } from './provider.js'

export const reactHookForm: ProviderRenders['react-hook-form'] = {
  imports: () => ["import type { ReactNode } from 'react'", "import { FormProvider, useForm } from 'react-hook-form'"],
  tags: () => ['<WithForm>'],
  helpers: [
    '/** A form around the component: useForm is a hook, so it needs a component of its own. */',
    'function WithForm({ children }: { children: ReactNode }) {',
    '  const methods = useForm()',
    '  return <FormProvider {...methods}>{children}</FormProvider>',
    '}',
    '',
  ],
}
