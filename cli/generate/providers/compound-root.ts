import { quote } from '../values.js'
import type { ProviderRenders } from './provider.js'

export const compoundRoot: ProviderRenders['compound-root'] = {
  imports: (need) => [`import * as ${primitiveName(need.module)} from ${quote(need.module)}`],
  tags(need) {
    // Open, so the parts inside render; a menu's items inside its Content, a submenu's parts inside an open Sub.
    const name = primitiveName(need.module)
    return ['Root', ...need.within].map((part) => `<${name}.${part}${part === 'Content' ? '' : ' open'}>`)
  },
}

/** `@radix-ui/react-dropdown-menu` → `DropdownMenuPrimitive`, as shadcn/ui names its imports. */
function primitiveName(module: string): string {
  const name = module
    .split('/')
    .pop()!
    .replace(/^react-/, '')
  return `${name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())}Primitive`
}
