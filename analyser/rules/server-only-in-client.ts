import { defineRule } from './rule.js'

// Modules that must never be bundled for the client:
// https://nextjs.org/docs/app/getting-started/server-and-client-components#preventing-environment-poisoning
const SERVER_ONLY_MODULES = new Set(['server-only', 'next/headers'])

export const serverOnlyInClient = defineRule({
  id: 'server-only-in-client',
  severity: 'error',
  docs: {
    summary: 'Client code loads a module that imports server-only or next/headers.',
    url: 'https://nextjs.org/docs/app/getting-started/server-and-client-components#preventing-environment-poisoning',
  },
  checkModule({ file, module, project }, report) {
    const boundary = project.modes.clientEntryOfModule(file)
    if (boundary === null) return
    const imports = [
      ...module.sideEffectImports,
      ...[...module.imports.values()].filter((binding) => !binding.typeOnly),
    ]
    const reported = new Set<string>()
    for (const imported of imports) {
      if (!SERVER_ONLY_MODULES.has(imported.specifier) || reported.has(imported.specifier)) continue
      reported.add(imported.specifier)
      const through = boundary === file ? 'it is marked "use client"' : `client code loads it through "${boundary}"`
      report(
        imported,
        `"${file}" imports "${imported.specifier}" but ${through}. ` +
          'Import only the server-free parts of it from client code, ' +
          'or move the call to a server component or server action.',
        `"${imported.specifier}" exists only on the server; ` +
          'bundling it for the browser fails the build or leaks server code.',
      )
    }
  },
})
