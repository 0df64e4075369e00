import { defineRule } from './rule.js'

// https://react.dev/reference/rsc/server-components#async-components-with-server-components
export const asyncClientComponent = defineRule({
  id: 'async-client-component',
  severity: 'error',
  docs: {
    summary: 'An async function component renders on the client, where React cannot await it.',
    url: 'https://react.dev/reference/rsc/server-components#async-components-with-server-components',
  },
  checkComponent({ file, module, component, project }, report) {
    if (!component.isAsync || project.recordOf(module, component).render_mode !== 'client') return
    const fix = project.modes.usesServerComponents
      ? `Remove "use client" from ${file} if it can render on the server, ` +
        'or load the data in a server parent and pass it down.'
      : 'Load the data in an effect or a data hook (SWR, react-query) and render what it returns.'
    report(
      component,
      `Component "${component.name}" is async but renders as a client component. ${fix}`,
      'Only server components can be async; on the client React would render the returned Promise.',
    )
  },
})
