import type { ProviderRenders } from './provider.js'

// An empty form that submits nowhere: what a field or a form's part reads renders, with no value of the app's.
export const formik: ProviderRenders['formik'] = {
  imports: () => ["import { Formik } from 'formik'"],
  tags: () => ['<Formik initialValues={{}} onSubmit={() => {}}>'],
}
