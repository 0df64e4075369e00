import { callsPackageHook, defineProvider, rendersPackageComponent } from './provider.js'

export interface FormikNeed {
  kind: 'formik'
}

// Formik's hooks and components that read the form <Formik> gives (useFormikContext answers undefined outside one).
const FORMIK_CONTEXT_HOOKS = new Set(['useFormikContext', 'useField', 'connect'])
const FORMIK_CONTEXT_COMPONENTS = new Set(['Field', 'FastField', 'ErrorMessage', 'FieldArray', 'Form'])

// https://formik.org/docs/api/useFormikContext
export const formik = defineProvider<FormikNeed>({
  kind: 'formik',
  detect(subject) {
    if (['Formik', 'FormikProvider'].some((name) => rendersPackageComponent(subject, 'formik', name))) return []
    const { project, subtree } = subject
    const reads =
      callsPackageHook(subject, ({ module, name }) => module === 'formik' && FORMIK_CONTEXT_HOOKS.has(name)) ||
      subtree.some(({ file, component }) =>
        project
          .childrenOf(file, component)
          .some((child) => child.module === 'formik' && FORMIK_CONTEXT_COMPONENTS.has(child.component)),
      )
    return reads ? [{ kind: 'formik' }] : []
  },
})
