/**
 * axe-core's impacts, least first. Kept apart from the task so the a11y harness, which
 * runs in a browser, can read the order without the analyser.
 */
export const A11Y_IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const

export type A11yImpact = (typeof A11Y_IMPACTS)[number]
