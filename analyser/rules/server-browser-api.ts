import { BROWSER_GLOBALS } from '../facts/globals.js'
import { defineRule } from './rule.js'

// https://react.dev/reference/rsc/server-components
export const serverBrowserApi = defineRule({
  id: 'server-browser-api',
  severity: 'error',
  docs: {
    summary: 'A component rendered by server code reads a browser-only global such as window or localStorage.',
    url: 'https://nextjs.org/docs/app/getting-started/server-and-client-components',
  },
  checkComponent({ file, module, component, project }, report) {
    const entry = project.modes.serverEntryOf(file, component)
    if (entry === null) return
    for (const ref of component.refs) {
      if (!BROWSER_GLOBALS.includes(ref.name) || module.imports.has(ref.name) || module.bindings.has(ref.name)) continue
      report(
        ref,
        `Component "${component.name}" reads ${ref.name} but renders as a server component under "${entry}". ` +
          `Add "use client" to ${file}, or read ${ref.name} in an effect of a client child.`,
        `There is no ${ref.name} on the server: the read throws while rendering. ` +
          `A \`typeof ${ref.name} !== 'undefined'\` check is not reported.`,
      )
    }
  },
})
