import type { LinkedProject } from '../link/linked-project.js'
import type { ComponentSummary } from '../summary/module-summary.js'

/** A project component, with the file that defines it. */
export interface ComponentAt {
  file: string
  component: ComponentSummary
}

/**
 * The component and every project component it renders, below it, once each (cycles
 * included): what rendering it mounts, so what its suite must stub and provide.
 */
export function collectSubtree(project: LinkedProject, file: string, component: ComponentSummary): ComponentAt[] {
  const result = [{ file, component }]
  const seen = new Set([`${file}\0${component.name}\0${component.line}`])
  for (let index = 0; index < result.length; index++) {
    const { file: current, component: node } = result[index]!
    for (const child of project.childrenOf(current, node)) {
      if (child.key === null || seen.has(child.key)) continue
      seen.add(child.key)
      const target = project.componentByKey(child.key)
      if (target) result.push(target)
    }
  }
  return result
}
