import type { LinkedProject } from '../link/linked-project.js'
import type { ComponentSummary } from '../summary/module-summary.js'
import { findRequiredProps, splitPart } from './enclosing-parts.js'
import type { Shape } from './shapes.js'

/** A prop the component passes on unnamed (`{...props}`) to a package element that throws without it. */
export interface ForwardedNeed {
  name: string
  shape: Shape
}

/**
 * Library knowledge beyond Radix's table: react-hook-form's Controller calls its `render`
 * and registers its `name` (https://react-hook-form.com/docs/usecontroller/controller).
 */
const PACKAGE_REQUIRES: Readonly<Record<string, Readonly<Record<string, readonly ForwardedNeed[]>>>> = {
  'react-hook-form': {
    Controller: [
      { name: 'render', shape: { kind: 'function', returns: { kind: 'element' } } },
      { name: 'name', shape: { kind: 'literal', value: 'field' } },
    ],
  },
}

/**
 * The props a component must be given because it spreads its own props onto a package
 * element that throws without them: shadcn/ui's `ToggleGroup` onto Radix's Root (`type`),
 * `ToastAction` onto its Action (`altText`), `FormField` onto react-hook-form's Controller
 * (`render`). A prop the element is given by name at that site is the component's to give.
 */
export function findForwardedNeeds(project: LinkedProject, file: string, component: ComponentSummary): ForwardedNeed[] {
  const spread = new Set(
    component.props.usage.filter((usage) => usage.use === 'spread').map((usage) => usage.prop.replace(/^\.\.\./, '')),
  )
  if (spread.size === 0) return []
  const needs = new Map<string, ForwardedNeed>()
  for (const child of project.childrenOf(file, component)) {
    if (child.module === undefined) continue
    const forwards = child.written.some((prop) => prop.name === '...' && 'text' in prop && spread.has(prop.text))
    if (!forwards) continue
    const { compound, part } = splitPart(child.component)
    const required: readonly ForwardedNeed[] = [
      ...findRequiredProps(child.module, compound, part).map(({ name, value }) => ({
        name,
        shape: { kind: 'literal', value } as Shape,
      })),
      ...(PACKAGE_REQUIRES[child.module]?.[child.component] ?? []),
    ]
    for (const need of required) {
      if (child.written.some((prop) => prop.name === need.name)) continue
      if (!needs.has(need.name)) needs.set(need.name, need)
    }
  }
  return [...needs.values()]
}
