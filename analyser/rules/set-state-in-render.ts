import { defineRule } from './rule.js'

// https://react.dev/reference/react/useState#im-getting-an-error-too-many-re-renders
export const setStateInRender = defineRule({
  id: 'set-state-in-render',
  severity: 'error',
  docs: {
    summary: 'A state setter is called unconditionally while rendering, which re-renders forever.',
    url: 'https://react.dev/reference/react/useState#im-getting-an-error-too-many-re-renders',
  },
  checkComponent({ component }, report) {
    const setters = new Set(
      component.state.map((state) => state.setter).filter((setter): setter is string => setter !== null),
    )
    for (const call of component.renderCalls) {
      if (!setters.has(call.name) || call.conditional) continue
      report(
        call,
        `Component "${component.name}" calls ${call.name} while rendering. ` +
          'Call it from an event handler or an effect, ' +
          'or compute the value during render instead of storing it.',
        'Setting state during render schedules another render, which sets it again: "Too many re-renders". ' +
          'React allows it only inside a condition that compares with the previous render.',
      )
    }
  },
})
