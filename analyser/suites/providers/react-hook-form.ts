import { defineProvider, readsPackageContext, rendersPackageComponent } from './provider.js'

export interface ReactHookFormNeed {
  kind: 'react-hook-form'
}

// react-hook-form's hooks and components that read the form from FormProvider (shadcn/ui's form fields do).
const FORM_CONTEXT_HOOKS = new Set(['useFormContext', 'useFormState', 'useController', 'useWatch', 'useFieldArray'])

// https://react-hook-form.com/docs/formprovider
export const reactHookForm = defineProvider<ReactHookFormNeed>({
  kind: 'react-hook-form',
  detect(subject) {
    if (rendersPackageComponent(subject, 'react-hook-form', 'FormProvider')) return []
    const reads = readsPackageContext(subject, 'react-hook-form', {
      hooks: FORM_CONTEXT_HOOKS,
      components: new Set(['Controller']),
    })
    return reads ? [{ kind: 'react-hook-form' }] : []
  },
})
