import { defineRule } from './rule.js'

// https://nextjs.org/docs/messages/export-all-in-client-boundary
export const useClientExportStar = defineRule({
  id: 'use-client-export-star',
  severity: 'error',
  docs: {
    summary: 'A "use client" module re-exports with export *, which a client boundary does not support.',
    url: 'https://nextjs.org/docs/app/api-reference/directives/use-client',
  },
  checkModule({ file, module }, report) {
    if (module.directive !== 'use client') return
    for (const reexport of module.exportAll) {
      report(
        reexport,
        `"${file}" is a client boundary and has export * from "${reexport.specifier}". ` +
          `Name each export instead: export { … } from "${reexport.specifier}".`,
        'The bundler has to know every export of a client boundary to create a reference for it; export * hides them.',
      )
    }
  },
})
