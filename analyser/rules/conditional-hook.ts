import { isHookName } from '../parse/ast.js'
import type { HookSummary } from '../summary/module-summary.js'
import { type Report, defineRule } from './rule.js'

const WHERE: Record<Exclude<HookSummary['placement'], 'top'>, string> = {
  condition: 'conditionally',
  loop: 'in a loop',
  'after-return': 'after an early return',
  'nested-function': 'inside a callback',
}

// https://react.dev/reference/rules/rules-of-hooks
export const conditionalHook = defineRule({
  id: 'conditional-hook',
  severity: 'error',
  docs: {
    summary: 'A hook is called conditionally, in a loop, after an early return or inside a callback.',
    url: 'https://react.dev/reference/rules/rules-of-hooks',
  },
  checkComponent({ component }, report) {
    if (component.kind !== 'class') checkHooks(`Component "${component.name}"`, component.hooks, report)
  },
  checkFunction({ fn }, report) {
    if (isHookName(fn.name.split('.').pop()!)) checkHooks(`Hook "${fn.name}"`, fn.hooks, report)
  },
})

function checkHooks(owner: string, hooks: readonly HookSummary[], report: Report): void {
  for (const hook of hooks) {
    // https://react.dev/reference/react/use — unlike hooks, use() may be called conditionally.
    if (hook.placement === 'top' || hook.name === 'use') continue
    const cause = hook.placement === 'after-return' ? ' Did you return early above it?' : ''
    report(
      hook,
      `${owner} calls React Hook "${hook.name}" ${WHERE[hook.placement]}.${cause} ` +
        'Call every hook at the top level, in the same order on every render.',
      'React matches hooks to their state by call order; ' +
        'a hook that is skipped on some renders shifts every hook after it.',
    )
  }
}
