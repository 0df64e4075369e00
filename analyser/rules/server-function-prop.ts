import { defineRule } from './rule.js'

// https://react.dev/reference/rsc/use-client#serializable-types
// Functions cannot cross to the client; server actions can.
export const serverFunctionProp = defineRule({
  id: 'server-function-prop',
  severity: 'error',
  docs: {
    summary:
      'A server component passes a function (other than a server action) to a client component or a DOM event handler.',
    url: 'https://react.dev/reference/rsc/use-client#serializable-types',
  },
  checkComponent({ file, module, component, project }, report) {
    if (project.modes.serverEntryOf(file, component) === null) return
    const record = project.recordOf(module, component)
    const actions = new Set(component.inlineServerActions.map((action) => action.name))
    for (const element of component.elements) {
      const child = element.intrinsic
        ? null
        : record.children.find(
            (candidate) => candidate.line === element.line && (candidate.as ?? candidate.component) === element.tag,
          )
      const toClient = child !== undefined && child !== null && child.render_mode === 'client' && child.file !== null
      for (const attribute of element.attributes) {
        const isEventHandler = element.intrinsic && /^on[A-Z]/.test(attribute.name)
        if (!toClient && !isEventHandler) continue
        if (attribute.text !== null && actions.has(attribute.text)) continue
        if (attribute.kind === 'identifier') {
          const target = project.findFunction(file, attribute.text!)
          if (!target || target.fn.isServerAction) continue
        } else if (attribute.kind !== 'function') {
          continue
        }
        const where = toClient ? `client component "${child!.component}" (${child!.file})` : `<${element.tag}>`
        report(
          attribute,
          `Component "${component.name}" renders on the server ` +
            `and passes a function as "${attribute.name}" to ${where}. ` +
            'Move the handler into a client component, or make it a server action with "use server".',
          'Props that cross from server to client are serialised; ' +
            'a function cannot be, except a server action, which React sends as a reference.',
        )
      }
    }
  },
})
