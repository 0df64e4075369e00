import { isHookName } from '../parse/ast.js'
import { defineRule } from './rule.js'

// https://react.dev/reference/rules/rules-of-hooks#only-call-hooks-from-react-functions
export const hookOutsideComponent = defineRule({
  id: 'hook-outside-component',
  severity: 'error',
  docs: {
    summary:
      'A hook is called from a function that is neither a component nor a custom hook, or from a class component.',
    url: 'https://react.dev/reference/rules/rules-of-hooks#only-call-hooks-from-react-functions',
  },
  checkComponent({ component }, report) {
    if (component.kind !== 'class') return
    for (const hook of component.hooks) {
      report(
        hook,
        `Class component "${component.name}" calls React Hook "${hook.name}". ` +
          'Convert it to a function component, or move the hook into a function child.',
        'Hooks work only in function components and custom hooks.',
      )
    }
  },
  checkFunction({ fn }, report) {
    if (isHookName(fn.name.split('.').pop()!)) return
    for (const hook of fn.hooks) {
      report(
        hook,
        `React Hook "${hook.name}" is called in function "${fn.name}", ` +
          'which is neither a component nor a custom hook. ' +
          'Rename it to start with "use" if it is a hook, or with a capital if it is a component.',
        'React calls hooks only while rendering a component; ' +
          'the name tells React and its tools which functions those are.',
      )
    }
  },
})
