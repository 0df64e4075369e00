import { defineRule } from './rule.js'

// https://react.dev/learn/your-first-component#nesting-and-organizing-components
export const nestedComponent = defineRule({
  id: 'nested-component',
  severity: 'warning',
  docs: {
    summary: 'A component is defined inside another component.',
    url: 'https://react.dev/learn/your-first-component#nesting-and-organizing-components',
  },
  checkComponent({ component }, report) {
    for (const nested of component.nestedComponents) {
      report(
        nested,
        `Component "${nested.name}" is defined inside "${component.name}". ` +
          'Move it to the top level of the file and pass what it needs as props.',
        'A component defined during render is a new type on every render: ' +
          'React unmounts and remounts it, losing its state and DOM each time.',
      )
    }
  },
})
