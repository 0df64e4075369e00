import { findClientHook } from './client-hooks.js'
import { defineRule } from './rule.js'

// https://react.dev/reference/rsc/server-components — server components cannot use state or effects.
export const serverHook = defineRule({
  id: 'server-hook',
  severity: 'error',
  docs: {
    summary:
      'A component rendered by server code calls a hook that needs the client (state, effects, context, the router).',
    url: 'https://react.dev/reference/rsc/use-client',
  },
  checkComponent({ file, component, project }, report) {
    const entry = project.modes.serverEntryOf(file, component)
    if (entry === null) return
    for (const hook of component.hooks) {
      const client = findClientHook(project, file, hook)
      if (client === null) continue
      report(
        hook,
        `Component "${component.name}" ` +
          `calls ${hook.name === client ? client : `${hook.name}, which calls ${client}`} ` +
          `but renders as a server component under "${entry}". ` +
          `Add "use client" to ${file} or move the hook into a client child.`,
        'Server components render once on the server and never re-render, so hooks that keep state, ' +
          'run effects or read client context cannot work there.',
      )
    }
  },
})
