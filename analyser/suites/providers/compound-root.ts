import { defineProvider } from './provider.js'

/**
 * A compound primitive's parts need its Root, open; a menu's items need its Content,
 * and a submenu's parts its Sub, open: `within` lists those parts, outermost first.
 */
export interface CompoundRootNeed {
  kind: 'compound-root'
  module: string
  within: ('Content' | 'Sub')[]
}

// Radix primitives whose parts throw outside their Root, and whose Root renders its content given `open`.
const OPEN_ROOT_MODULES = new Set([
  '@radix-ui/react-dialog',
  '@radix-ui/react-alert-dialog',
  '@radix-ui/react-dropdown-menu',
  '@radix-ui/react-popover',
  '@radix-ui/react-hover-card',
  '@radix-ui/react-select',
  '@radix-ui/react-collapsible',
])
// In these, every part but the frame (Root, Trigger, Portal, Content, Value, Icon) lives inside Content.
const CONTENT_MODULES = new Set(['@radix-ui/react-dropdown-menu', '@radix-ui/react-select'])
const FRAME_PARTS = new Set(['Root', 'Trigger', 'Portal', 'Content', 'Value', 'Icon', 'Sub'])

// https://www.radix-ui.com/primitives/docs/overview/introduction: parts read their Root's context.
export const compoundRoot = defineProvider<CompoundRootNeed>({
  kind: 'compound-root',
  detect({ project, subtree, around }) {
    // A part (DialogPrimitive.Title) rendered where no Root of its primitive is: the suite opens one around it.
    const parts = new Map<string, Set<string>>()
    const elements = [...subtree.flatMap(({ file, component }) => project.childrenOf(file, component)), ...around] as {
      module?: string
      component: string
    }[]
    for (const element of elements) {
      if (element.module === undefined || !OPEN_ROOT_MODULES.has(element.module)) continue
      parts.set(element.module, (parts.get(element.module) ?? new Set()).add(element.component))
    }
    const needs: CompoundRootNeed[] = []
    for (const [module, used] of parts) {
      if (used.has('Root')) continue
      const within: ('Content' | 'Sub')[] = []
      const sub = used.has('SubTrigger') || used.has('SubContent')
      const itemOutsideContent = sub || [...used].some((part) => !FRAME_PARTS.has(part))
      if (CONTENT_MODULES.has(module) && !used.has('Content') && itemOutsideContent) within.push('Content')
      if (sub && !used.has('Sub')) within.push('Sub')
      needs.push({ kind: 'compound-root', module, within })
    }
    return needs
  },
})
