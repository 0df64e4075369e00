import type { TSESTree } from '@typescript-eslint/typescript-estree'
import * as path from 'node:path'
import {
  type FunctionNode,
  type Node,
  getDottedName,
  isComponentName,
  isFunctionNode,
  unwrapExpression,
  walk,
} from '../parse/ast.js'
import type { ComponentKind, DynamicImport } from '../summary/module-summary.js'
import { getHookNameFromFile } from './hook-name-from-file.js'
import { isMetadataImage, isRouteHandler } from './is-route-handler.js'

export type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression

/** A component found in a file, with the AST node its facts are read from. */
export interface ComponentDefinition {
  name: string
  binding: string
  line: number
  column: number
  kind: ComponentKind
  wrappers: string[]
  anonymous: boolean
  node: FunctionNode | ClassNode
  /** The props type given outside the parameter: `FC<P>`, `forwardRef<El, P>`, `memo<P>`. */
  declaredType: TSESTree.TypeNode | undefined
  /**
   * For an anonymous default export of a file named as a hook (`useApi.jsx`), that hook: the
   * function is a component only if it draws JSX, and otherwise this hook (renders.ts).
   */
  hook: string | null
}

/** What a top-level value is: a component, an alias of another binding, or a lazy import. */
export interface ValueAnalysis {
  component: ComponentDefinition | null
  /** The binding this value names or wraps (`withAuth(Dashboard)` → `Dashboard`). */
  aliasOf: string | null
  wrappers: string[]
  lazyTarget: DynamicImport | null
  /** The function this value is or wraps (`cache(async () => …)`), for following calls. */
  callable: FunctionNode | null
}

// https://react.dev/reference/react/lazy, https://nextjs.org/docs/app/guides/lazy-loading
const LAZY_LOADERS = new Set(['lazy', 'dynamic', 'loadable', 'lazyWithPreload'])
// Class components: https://react.dev/reference/react/Component
const COMPONENT_BASES = new Set(['Component', 'PureComponent'])
// https://styled-components.com/docs/api#attrs, #withconfig: they configure the component
// a styled call makes, whose argument is still the component wrapped.
const STYLED_OPTIONS = new Set(['attrs', 'withConfig'])
// The props type argument of a generic wrapper, by position.
const WRAPPER_PROPS_ARGUMENT: Record<string, number> = { forwardRef: 1, memo: 0 }
// Type annotations that carry props: `const Card: React.FC<CardProps> = …`.
const COMPONENT_TYPES = new Set([
  'FC',
  'FunctionComponent',
  'VFC',
  'VoidFunctionComponent',
  'NextPage',
  'ComponentType',
])

export interface ValueContext {
  /** The project path of the file the value is in: a route file's `GET` is named like a component. */
  file: string
  bindingName: string
  /** The name to list a component under. */
  displayName: string
  anonymous: boolean
  line: number
  column: number
  declaredType: TSESTree.TypeNode | undefined
}

/**
 * Unwraps a top-level value the way React sees it: `memo(forwardRef(fn))` is the
 * function inside with two wrappers; `connect(map)(Card)` and `withAuth(Card)` are
 * wrappers around the binding `Card`; `lazy(() => import('./x'))` points elsewhere.
 */
export function analyseValue(value: Node, context: ValueContext): ValueAnalysis {
  const result: ValueAnalysis = { component: null, aliasOf: null, wrappers: [], lazyTarget: null, callable: null }
  let current = unwrapExpression(value)
  let declaredType = context.declaredType
  for (;;) {
    if (isFunctionNode(current)) {
      result.callable = current
      // A candidate until its body walk sees it render (JSX, `return null`, createElement).
      if (mayBeComponent(context.file, context.displayName, context.anonymous)) {
        result.component = makeDefinition(
          context,
          current,
          current.type === 'ArrowFunctionExpression' ? 'arrow' : 'function',
          result.wrappers,
          declaredType,
        )
      }
      return result
    }
    if (current.type === 'ClassExpression' || current.type === 'ClassDeclaration') {
      if (extendsComponent(current))
        result.component = makeDefinition(context, current, 'class', result.wrappers, declaredType)
      return result
    }
    if (current.type === 'Identifier') {
      result.aliasOf = current.name
      return result
    }
    // `const ContainerProvider = ContainerContext.Provider`: a name for a member, as written.
    if (
      current.type === 'MemberExpression' &&
      !current.computed &&
      current.object.type === 'Identifier' &&
      current.property.type === 'Identifier'
    ) {
      result.aliasOf = `${current.object.name}.${current.property.name}`
      return result
    }
    // A tagged template's tag, `styled(Card)`, wraps Card as the call form does.
    if (current.type === 'TaggedTemplateExpression' && current.tag.type === 'CallExpression') {
      current = current.tag
      continue
    }
    if (current.type !== 'CallExpression') return result
    // `styled(Button).attrs(…)`, `.withConfig(…)`: options for what `styled(Button)` makes.
    if (
      current.callee.type === 'MemberExpression' &&
      current.callee.object.type === 'CallExpression' &&
      current.callee.property.type === 'Identifier' &&
      STYLED_OPTIONS.has(current.callee.property.name)
    ) {
      current = current.callee.object
      continue
    }
    const calleeName = getDottedName(current.callee.type === 'CallExpression' ? current.callee.callee : current.callee)
    const wrapper = calleeName?.split('.').pop() ?? null
    // A loader by a name of the project's own (`lazyWithReload(() => import('./x'))`) is known by its argument.
    const loaded = current.arguments[0]
    const project = loaded !== undefined && isFunctionNode(loaded) ? findDynamicImport(loaded) : null
    if ((wrapper !== null && LAZY_LOADERS.has(wrapper)) || project !== null) {
      result.lazyTarget = project ?? findDynamicImport(loaded)
      return result
    }
    const inner = current.arguments[0]
    if (!inner || inner.type === 'SpreadElement') return result
    const innerValue = unwrapExpression(inner)
    if (
      !isFunctionNode(innerValue) &&
      innerValue.type !== 'Identifier' &&
      innerValue.type !== 'CallExpression' &&
      innerValue.type !== 'ClassExpression'
    )
      return result
    result.wrappers.push(wrapper ?? 'anonymous')
    const propsArgument = wrapper === null ? undefined : WRAPPER_PROPS_ARGUMENT[wrapper]
    if (propsArgument !== undefined && current.typeArguments?.params[propsArgument])
      declaredType = current.typeArguments.params[propsArgument]
    current = innerValue
  }
}

/**
 * Can a function of this name be a component, once its body is seen to render? A capitalised
 * name or an anonymous default export, except a route file's request handlers, anything in a
 * metadata image file (`opengraph-image.tsx`) and a member named as a function (FUNCTION_MEMBER).
 */
export function mayBeComponent(file: string, name: string, anonymous: boolean): boolean {
  if (isMetadataImage(file)) return false
  if (anonymous) return true
  return isComponentName(name) && !isRouteHandler(file, name) && !FUNCTION_MEMBER.test(name)
}

// A member named as a function does something, not a component (`Icons.logo` is one): Next's
// `MyDocument.getInitialProps` returns elements as its `styles`, and a page's `getLayout(page)` wraps the page
// element it is given (`SignIn.getLayout = (page) => <Layout>{page}</Layout>`): neither is ever rendered as a tag.
const FUNCTION_MEMBER = /\.(?:get|set|use|handle|fetch|load|render|create|make|to)[A-Z][^.]*$/

function makeDefinition(
  context: ValueContext,
  node: FunctionNode | ClassNode,
  kind: ComponentKind,
  wrappers: string[],
  declaredType: TSESTree.TypeNode | undefined,
): ComponentDefinition {
  return {
    name: context.displayName,
    binding: context.bindingName,
    line: context.line,
    column: context.column,
    kind,
    wrappers: [...wrappers],
    anonymous: context.anonymous,
    node,
    declaredType,
    hook: context.anonymous ? getHookNameFromFile(context.file) : null,
  }
}

/** `const Card: React.FC<CardProps>` → `CardProps`. */
export function getAnnotatedPropsType(id: Node): TSESTree.TypeNode | undefined {
  if (id.type !== 'Identifier' || !id.typeAnnotation) return undefined
  const annotation = id.typeAnnotation.typeAnnotation
  if (annotation.type !== 'TSTypeReference') return undefined
  const name =
    annotation.typeName.type === 'Identifier'
      ? annotation.typeName.name
      : annotation.typeName.type === 'TSQualifiedName'
        ? annotation.typeName.right.name
        : null
  if (name === null || !COMPONENT_TYPES.has(name)) return undefined
  return annotation.typeArguments?.params[0]
}

export function extendsComponent(node: ClassNode): boolean {
  if (!node.superClass) return false
  const name = getDottedName(node.superClass)
  return name !== null && COMPONENT_BASES.has(name.split('.').pop()!)
}

/**
 * The module and export a dynamic import loads: `import('./x')` is its default export
 * for a lazy loader; `.then(m => m.Chart)` and `.then(({ Chart }) => …)` pick `Chart`.
 */
export function findDynamicImport(node: Node | undefined): DynamicImport | null {
  if (!node) return null
  let found: DynamicImport | null = null
  walk(node, (child, ancestors) => {
    if (found) return false
    if (child.type !== 'ImportExpression') return
    const source = getImportSource(child)
    if (source === null) return
    found = { specifier: source, imported: getThenExport(ancestors) ?? 'default', line: child.loc.start.line }
    return false
  })
  return found
}

export function getImportSource(node: TSESTree.ImportExpression): string | null {
  const source = node.source
  if (source.type === 'Literal' && typeof source.value === 'string') return source.value
  if (source.type === 'TemplateLiteral' && source.expressions.length === 0)
    return source.quasis[0]!.value.cooked ?? null
  return null
}

/** `import('./x').then(m => m.Y)` → `Y`; null when no `.then` picks an export. */
export function getThenExport(ancestors: readonly Node[]): string | null {
  const member = ancestors[ancestors.length - 1]
  const call = ancestors[ancestors.length - 2]
  if (member?.type !== 'MemberExpression' || call?.type !== 'CallExpression' || call.callee !== member) return null
  if (member.property.type !== 'Identifier' || member.property.name !== 'then') return null
  const callback = call.arguments[0]
  if (!callback || !isFunctionNode(callback)) return null
  const param = callback.params[0]
  if (param?.type === 'ObjectPattern') {
    const first = param.properties[0]
    if (first?.type === 'Property' && first.key.type === 'Identifier') return first.key.name
    return null
  }
  if (param?.type !== 'Identifier') return null
  let picked: string | null = null
  walk(callback.body, (child) => {
    if (picked) return false
    if (
      child.type === 'MemberExpression' &&
      child.object.type === 'Identifier' &&
      child.object.name === param.name &&
      !child.computed &&
      child.property.type === 'Identifier'
    ) {
      picked = child.property.name
      return false
    }
  })
  return picked
}

/**
 * The name an anonymous default export is listed under, from its file:
 * `app/dashboard/page.tsx` → `Page`, `user-card.tsx` → `UserCard`,
 * `components/header/index.tsx` → `Header`, `app/[slug].tsx` → `Slug`.
 */
export function nameFromFile(file: string): string {
  const base = path.posix.basename(file).replace(/\.[^.]+$/, '')
  const stem = base === 'index' ? path.posix.basename(path.posix.dirname(file)) : base
  const words = stem
    .replace(/[[\]()_.@+]/g, ' ')
    .split(/[\s-]+/)
    .filter(Boolean)
  const name = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  return name === '' || !/^[A-Z]/.test(name) ? 'Component' : name
}
