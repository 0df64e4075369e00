import type { ResolvedChild } from '../link/children.js'
import type { ComponentAt, LinkedProject } from '../link/linked-project.js'
import type { SymbolTarget } from '../resolve/symbols.js'
import { toComponentKey } from '../summary/module-summary.js'
import type { PackageElement } from './providers/provider.js'

/**
 * What rendering the components renders, for what it needs from above: their subtrees, and
 * the project components an element is handed by name as a prop, which that element renders
 * (`<Link component={RouterLink}>` renders the project's RouterLink, a react-router `<Link>`
 * that needs a router), followed down the same way. `children` in `analyse` lists the first
 * kind only: the second is rendered by the package, not written as an element.
 */
export function findRenderedSubtree(project: LinkedProject, roots: readonly ComponentAt[]): ComponentAt[] {
  const found = project.subtreeOf(roots)
  const seen = new Set(found.map(({ file, component }) => toComponentKey(file, component)))
  const add = (at: ComponentAt): void => {
    for (const member of project.subtreeOf([at])) {
      const key = toComponentKey(member.file, member.component)
      if (seen.has(key)) continue
      seen.add(key)
      found.push(member)
    }
  }
  for (let index = 0; index < found.length; index++) {
    for (const passed of findPassedNames(project, found[index]!)) {
      const target = project.symbols.findComponent(passed)
      if (target?.kind === 'component') add({ file: target.file, component: target.component })
    }
    for (const written of findValueElements(project, found[index]!)) add(written)
  }
  return found
}

/**
 * The project components written in the values a component uses (`useReactTable({ columns })` with
 * column definitions whose `cell` renders `<DataTableRowActions />`, imported or the module's own):
 * rendering the component renders them, and they read its providers.
 */
function findValueElements(project: LinkedProject, { file, component }: ComponentAt): ComponentAt[] {
  const found: ComponentAt[] = []
  for (const name of new Set(component.refs.map((ref) => ref.name))) {
    const target = project.symbols.resolveLocal(file, name)
    if (target?.kind !== 'symbol') continue
    for (const child of project.bindingElementsOf(target.file, target.binding)) {
      const at = child.key === null ? undefined : project.componentByKey(child.key)
      if (at) found.push(at)
    }
  }
  return found
}

/**
 * The package components a component hands its elements by name (`<ButtonBase component={Link}>` with
 * react-router's Link): rendered by the element, they need what the package's own elements need.
 */
export function findPassedPackageElements(project: LinkedProject, at: ComponentAt): PackageElement[] {
  return findPassedNames(project, at).flatMap((target) =>
    target.kind === 'external' ? [{ module: target.module, component: target.name }] : [],
  )
}

/** What the component's elements are given as a bare name (`component={RouterLink}`), resolved. */
function findPassedNames(project: LinkedProject, at: ComponentAt): SymbolTarget[] {
  const targets: SymbolTarget[] = []
  for (const child of project.childrenOf(at.file, at.component)) {
    for (const prop of child.written) {
      if (!('text' in prop) || !/^[A-Za-z_$][\w$]*$/.test(prop.text) || prop.name === 'key') continue
      const target = project.symbols.resolveLocal(at.file, prop.text)
      if (target !== null) targets.push(target)
    }
  }
  return targets
}

/**
 * The package calls a component a factory made is built on (`styled(Link)` of MUI): its
 * elements read that package's provider as the package's own do (a styled root's theme).
 */
export function findFactoryPackages(project: LinkedProject, child: ResolvedChild): PackageElement[] {
  if (child.via !== 'factory' || child.file === null) return []
  const module = project.symbols.modules.get(child.file)
  // `export default styled(Box)(…)`, imported under a name of the importer's (`MDBoxRoot`): the default's binding.
  const fallback = module?.exports.get('default')
  const binding =
    module?.bindings.get(child.component.split('.')[0]!) ??
    (fallback?.kind === 'local' ? module?.bindings.get(fallback.local) : undefined)
  const elements: PackageElement[] = []
  for (const ref of binding?.refs ?? []) {
    const target = project.symbols.resolveLocal(child.file, ref.name)
    if (target?.kind === 'external') elements.push({ module: target.module, component: target.name })
  }
  return elements
}
