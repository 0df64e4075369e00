import { defineRule } from './rule.js'

// https://react.dev/reference/react/memo#minimizing-props-changes
export const unstableMemoProp = defineRule({
  id: 'unstable-memo-prop',
  severity: 'warning',
  docs: {
    summary: 'An inline object, array or function is passed to a memo() component, so it re-renders anyway.',
    url: 'https://react.dev/reference/react/memo#minimizing-props-changes',
  },
  checkComponent({ module, component, project }, report) {
    const record = project.recordOf(module, component)
    for (const element of component.elements) {
      if (element.intrinsic) continue
      const child = record.children.find(
        (candidate) => candidate.line === element.line && (candidate.as ?? candidate.component) === element.tag,
      )
      if (!child?.file) continue
      const target = project.componentAt(child.file, child.component)
      if (!target?.wrappers.includes('memo')) continue
      for (const attribute of element.attributes) {
        if (attribute.name === 'key' || attribute.name === 'ref') continue
        if (attribute.kind !== 'object' && attribute.kind !== 'array' && attribute.kind !== 'function') continue
        const fix = attribute.kind === 'function' ? 'useCallback' : 'useMemo'
        report(
          attribute,
          `Component "${component.name}" passes a new ${attribute.kind} as "${attribute.name}" ` +
            `to memo() component "${child.component}" (${child.file}) on every render. ` +
            `Wrap it in ${fix}, or hoist it out of the component if it does not depend on props or state.`,
          'memo() skips a render only when every prop is the same as last time; ' +
            'an inline literal is a new value each render.',
        )
      }
    }
  },
})
