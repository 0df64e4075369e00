import {
  DEFAULT_BINDING,
  findComponentByBinding,
  type JsxUsage,
  type RenderGate,
  type WrittenProp,
  toComponentKey,
} from '../summary/module-summary.js'
import type { ProjectSymbols, SymbolTarget } from '../resolve/symbols.js'
import type { ChildVia } from '../types.js'

/** A child resolved to its definition; the render mode of the site is added by the caller. */
export interface ResolvedChild {
  component: string
  as?: string
  file: string | null
  module?: string
  via: ChildVia
  props: number
  line: number
  /** The component summary's identity, for descendants. */
  key: string | null
  /** The component element this usage is passed into, as written. */
  inside: string | null
  /** The component elements around the site, as indices into the same list of children (`JsxUsage.ancestors`). */
  ancestors: number[]
  written: WrittenProp[]
  /** The conditions it renders under (`JsxUsage.gates`). */
  gates?: RenderGate[]
  /** The text of the `<label>` it is written inside (`JsxUsage.label`). */
  label?: string
}

/**
 * Resolves each rendered tag to the component that defines it (SPEC 2.3 `children`):
 * through imports, barrels, aliases and lazy loaders; member tags through the object or
 * namespace they are read from; a component a factory makes at module level in a project
 * file (`chakra('section')`, a `styled.div` tagged template) to that file, with `via: "factory"`;
 * anything bound to a value the analyser cannot follow is kept as written with `via: "dynamic"`.
 */
export function resolveChildren(symbols: ProjectSymbols, file: string, usages: readonly JsxUsage[]): ResolvedChild[] {
  return usages.map((usage) => resolveChild(symbols, file, usage))
}

function resolveChild(symbols: ProjectSymbols, file: string, usage: JsxUsage): ResolvedChild {
  const base = {
    props: usage.props,
    line: usage.line,
    inside: usage.inside,
    ancestors: usage.ancestors,
    written: usage.written,
    ...(usage.gates ? { gates: usage.gates } : {}),
    ...(usage.label !== undefined ? { label: usage.label } : {}),
  }
  if (usage.localKind === 'nested') return { component: usage.tag, file, via: 'nested', key: null, ...base }
  if (usage.localKind !== null) return dynamic(usage, base)
  const rootTarget = symbols.resolveLocal(file, usage.root)
  if (rootTarget === null) return dynamic(usage, base)
  const member = usage.tag.includes('.') ? usage.tag.slice(usage.root.length + 1) : null
  let target: SymbolTarget | null = rootTarget
  if (member !== null) target = resolveMemberPath(symbols, rootTarget, member)
  const found = symbols.findComponent(target)
  if (found?.kind === 'component') {
    const via: ChildVia = found.lazy
      ? 'lazy'
      : rootTarget.kind === 'symbol' && rootTarget.file === file
        ? 'local'
        : 'import'
    return withAs(
      {
        component: found.component.name,
        file: found.file,
        via,
        key: toComponentKey(found.file, found.component),
        ...base,
      },
      usage.tag,
    )
  }
  // Checked before an external target: `styled(Link)` is a component of this project
  // file, made from the package's Link.
  const factory = findFactory(symbols, target)
  if (factory !== null) {
    const name = factory.binding === DEFAULT_BINDING ? usage.tag : factory.binding
    return withAs({ component: name, file: factory.file, via: 'factory', key: null, ...base }, usage.tag)
  }
  if (found?.kind === 'external') {
    const name = found.name === 'default' || found.name === '*' ? usage.tag : found.name
    return withAs(
      { component: name, file: null, module: found.module, via: found.lazy ? 'lazy' : 'import', key: null, ...base },
      usage.tag,
    )
  }
  // A member of an external component (`Tabs.Screen`) is named as written.
  if (rootTarget.kind === 'external' && member !== null)
    return { component: usage.tag, file: null, module: rootTarget.module, via: 'import', key: null, ...base }
  return dynamic(usage, base)
}

function resolveMemberPath(symbols: ProjectSymbols, root: SymbolTarget, member: string): SymbolTarget | null {
  if (root.kind === 'external') return symbols.resolveMember(root, member)
  // `Card.Header` assigned as a static property is its own component in Card's module.
  if (root.kind === 'symbol') {
    const staticName = `${root.binding}.${member}`
    const module = symbols.modules.get(root.file)
    if (module && findComponentByBinding(module, staticName))
      return { kind: 'symbol', file: root.file, binding: staticName }
  }
  let target: SymbolTarget | null = root
  for (const part of member.split('.')) {
    if (!target) return null
    target = symbols.resolveMember(target, part)
  }
  return target
}

/**
 * The module-level binding a factory made that the target denotes, through plain aliases
 * (`const Panel = PanelRoot`) and re-exports; null when the target is not one.
 */
function findFactory(symbols: ProjectSymbols, target: SymbolTarget | null): { file: string; binding: string } | null {
  const seen = new Set<string>()
  for (let current = target; current?.kind === 'symbol'; ) {
    const key = `${current.file}\0${current.binding}`
    if (seen.has(key)) return null
    seen.add(key)
    const binding = symbols.modules.get(current.file)?.bindings.get(current.binding)
    if (!binding) return null
    if (binding.isFactory) return { file: current.file, binding: current.binding }
    if (binding.aliasOf === null) return null
    current = symbols.resolveLocal(current.file, binding.aliasOf)
  }
  return null
}

function dynamic(
  usage: JsxUsage,
  base: Pick<ResolvedChild, 'props' | 'line' | 'inside' | 'ancestors' | 'written'>,
): ResolvedChild {
  return { component: usage.tag, file: null, via: 'dynamic', key: null, ...base }
}

function withAs(child: ResolvedChild, tag: string): ResolvedChild {
  if (child.component === tag) return child
  const { component, ...rest } = child
  return { component, as: tag, ...rest }
}
