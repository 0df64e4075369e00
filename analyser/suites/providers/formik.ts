import { defineProvider, readsPackageContext, rendersPackageComponent } from './provider.js'

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
    const reads = readsPackageContext(subject, 'formik', {
      hooks: FORMIK_CONTEXT_HOOKS,
      components: FORMIK_CONTEXT_COMPONENTS,
    })
    return reads ? [{ kind: 'formik' }] : []
  },
})
