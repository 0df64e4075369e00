import {
  type OpeningProp,
  findEnclosingParts,
  findOpeningProps,
  getEnclosingRank,
  isKnownRadixPrimitive,
  isRootPart,
  splitPart,
} from '../enclosing-parts.js'
import { defineProvider } from './provider.js'

/**
 * A Radix primitive's parts rendered where the project gives none of what they need: the
 * parts to put around them, outermost first, each with the props that open it (a tooltip's
 * `Provider`, its `Root` with `open`; a menu item's `Root` and `Content`).
 */
export interface CompoundRootNeed {
  kind: 'compound-root'
  module: string
  /** The compound in the module: '' for a package that is one primitive (`@radix-ui/react-select`). */
  compound: string
  parts: { part: string; props: readonly OpeningProp[] }[]
}

// https://www.radix-ui.com/primitives/docs/overview/introduction: parts read their Root's context.
export const compoundRoot = defineProvider<CompoundRootNeed>({
  kind: 'compound-root',
  detect({ project, subtree, around }) {
    const parts = new Map<string, { module: string; compound: string; used: Set<string> }>()
    const elements = [...subtree.flatMap(({ file, component }) => project.childrenOf(file, component)), ...around] as {
      module?: string
      component: string
    }[]
    for (const element of elements) {
      if (element.module === undefined) continue
      const { compound, part } = splitPart(element.component)
      if (!isKnownRadixPrimitive(element.module, compound)) continue
      const key = `${element.module}\0${compound}`
      const entry = parts.get(key) ?? { module: element.module, compound, used: new Set<string>() }
      entry.used.add(isRootPart(element.module, compound, part) ? 'Root' : part)
      parts.set(key, entry)
    }
    const needs: CompoundRootNeed[] = []
    for (const { module, compound, used } of parts.values()) {
      const rank = (part: string) => getEnclosingRank(module, compound, part)
      const missing = new Set(
        [...used].flatMap((part) => findEnclosingParts(module, compound, part)).filter((part) => !used.has(part)),
      )
      // Below a Root the subtree or the project's composition renders, the parts are theirs to place; what goes
      // around the Root (a tooltip's Provider) the suite can still put outside everything.
      const around = used.has('Root') ? [...missing].filter((part) => rank(part) < rank('Root')) : [...missing]
      if (around.length === 0) continue
      const ordered = around.sort((a, b) => rank(a) - rank(b))
      needs.push({
        kind: 'compound-root',
        module,
        compound,
        parts: ordered.map((part) => ({ part, props: findOpeningProps(module, compound, part) })),
      })
    }
    return needs
  },
})
