import { callsPackageHook, defineProvider, rendersPackageComponent } from './provider.js'

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
    const { project, subtree } = subject
    const reads =
      callsPackageHook(subject, ({ module, name }) => module === 'react-hook-form' && FORM_CONTEXT_HOOKS.has(name)) ||
      subtree.some(({ file, component }) =>
        project
          .childrenOf(file, component)
          .some((child) => child.module === 'react-hook-form' && child.component === 'Controller'),
      )
    return reads ? [{ kind: 'react-hook-form' }] : []
  },
})
