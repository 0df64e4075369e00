import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type ClassNode, type ComponentDefinition, analyseValue } from '../components/detect.js'
import { type ModuleScope, walkBody } from '../facts/body-walk.js'
import { createChildrenExtractor } from '../facts/children.js'
import { createEffectsExtractor } from '../facts/effects.js'
import { createElementsExtractor } from '../facts/elements.js'
import { createHooksExtractor } from '../facts/hooks.js'
import { createPropUsageExtractor, isPropsObject, readClassProps, readPropsParam } from '../facts/props.js'
import { createReferencesExtractor } from '../facts/references.js'
import { createRenderDetector } from '../facts/renders.js'
import { createStateExtractor } from '../facts/state.js'
import { createCallsExtractor, summariseConstant } from '../fetches/calls.js'
import {
  type FunctionNode,
  type Node,
  findProperty,
  getDottedName,
  getPropertyName,
  hasDirective,
  isFunctionNode,
  unwrapExpression,
} from '../parse/ast.js'
import type {
  BindingSummary,
  ComponentSummary,
  DynamicImport,
  FunctionSummary,
  ModuleSummary,
  Reference,
} from '../summary/module-summary.js'
import type { BodyReferences, TopLevelValue } from './bindings.js'

interface Callable {
  node: FunctionNode
  name: string
  line: number
}

export interface SummarisedValues {
  /** The component and function nodes whose bodies the extractors walked. */
  walked: Set<Node>
  /** Per top-level binding, the references those walks found. */
  references: Map<string, BodyReferences>
}

/**
 * What each top-level value is — a component, a function to follow, an alias of another
 * binding, a lazy import, an axios instance, an object of members — and the summaries of
 * its components and functions, each body walked once by every extractor.
 */
export function summariseValues(
  source: string,
  summary: ModuleSummary,
  values: readonly TopLevelValue[],
  scope: ModuleScope,
): SummarisedValues {
  const definitions: ComponentDefinition[] = []
  const aliasWrappers = new Map<string, string[]>()
  const callables = new Map<string, Callable>()
  // The values whose component candidates were found inside them.
  const madeBy = new Map<string, Node>()
  for (const { binding, value, context, isConst } of values) {
    const analysis = analyseValue(value, context)
    const bindingSummary = summary.bindings.get(binding)
    if (analysis.component) {
      definitions.push(analysis.component)
      madeBy.set(binding, value)
    }
    if (bindingSummary) {
      bindingSummary.aliasOf = analysis.component ? null : analysis.aliasOf
      bindingSummary.lazyTarget = analysis.lazyTarget
      bindingSummary.requestValue = isConst ? summariseConstant(source, value) : null
      bindingSummary.isFactory = !analysis.component && analysis.lazyTarget === null && isFactoryValue(value)
      bindingSummary.isAxiosInstance = isAxiosCreate(summary, value)
      bindingSummary.context = getContextDefault(summary, value)
      bindingSummary.routeId = getRouteId(summary, value)
      bindingSummary.isServerAction =
        analysis.callable !== null &&
        (summary.directive === 'use server' || hasDirective(analysis.callable.body, 'use server'))
      if (!analysis.component && analysis.aliasOf !== null && analysis.wrappers.length > 0)
        aliasWrappers.set(binding, analysis.wrappers)
      const object = unwrapExpression(value)
      if (object.type === 'ObjectExpression')
        addObjectMembers(object, summary.file, binding, bindingSummary, definitions, callables)
    }
    if (!analysis.component && analysis.callable)
      callables.set(binding, { node: analysis.callable, name: context.displayName, line: context.line })
  }

  const walked = new Set<Node>()
  const references = new Map<string, BodyReferences>()
  const addBodyReferences = (binding: string, found: BodyReferences): void => {
    const owner = binding.split('.')[0]!
    const existing = references.get(owner)
    if (existing) {
      existing.refs.push(...found.refs)
      existing.dynamicImports.push(...found.dynamicImports)
    } else {
      references.set(owner, { refs: [...found.refs], dynamicImports: [...found.dynamicImports] })
    }
  }
  for (const definition of definitions) {
    const outcome = summariseCandidate(source, definition, scope)
    walked.add(definition.node)
    if (outcome.kind === 'component') {
      summary.components.push(outcome.component)
      addBodyReferences(definition.binding, { refs: outcome.component.refs, dynamicImports: outcome.dynamicImports })
      continue
    }
    // A callback given to a factory (`styled.div.attrs((props) => …)`) that renders nothing:
    // the value is what the factory made.
    const made = madeBy.get(definition.binding)
    const madeBinding = summary.bindings.get(definition.binding)
    if (made !== undefined && madeBinding && isFactoryValue(made)) madeBinding.isFactory = true
    // Capitalised (or a hook's file's default export) but never renders: a function, followed like any other.
    summary.functions.set(definition.binding, {
      ...outcome.fn,
      isServerAction:
        summary.directive === 'use server' || hasDirective((definition.node as FunctionNode).body, 'use server'),
    })
    addBodyReferences(definition.binding, { refs: outcome.refs, dynamicImports: outcome.dynamicImports })
    const [owner, member] = definition.binding.split('.')
    if (member !== undefined && summary.bindings.get(owner!)?.members.get(member) === definition.binding)
      summary.bindings.get(owner!)!.members.delete(member)
  }
  attachAliases(summary, aliasWrappers)
  for (const [binding, callable] of callables) {
    const { fn, refs, dynamicImports } = summariseFunction(source, callable, summary, scope)
    summary.functions.set(binding, fn)
    walked.add(callable.node)
    addBodyReferences(binding, { refs, dynamicImports })
  }
  return { walked, references }
}

/** `const Enhanced = withRouter(Dashboard)` also denotes Dashboard; its wrappers are recorded on it. */
function attachAliases(summary: ModuleSummary, aliasWrappers: ReadonlyMap<string, string[]>): void {
  for (const binding of summary.bindings.values()) {
    if (binding.aliasOf === null) continue
    const component = summary.components.find((candidate) => candidate.bindings.includes(binding.aliasOf!))
    if (!component) continue
    component.bindings.push(binding.name)
    for (const wrapper of aliasWrappers.get(binding.name) ?? [])
      if (!component.wrappers.includes(wrapper)) component.wrappers.push(wrapper)
  }
}

/**
 * Made by calling something at module level — `chakra('section')`, `withContext('div', 'body')`,
 * tagged templates of `styled.div` or `styled(Link)` — rather than written as a function or class.
 */
function isFactoryValue(value: Node): boolean {
  const made = unwrapExpression(value)
  return made.type === 'CallExpression' || made.type === 'TaggedTemplateExpression'
}

/** `axios.create(…)`, or `create(…)` imported from axios. */
function isAxiosCreate(summary: ModuleSummary, value: Node): boolean {
  const call = unwrapExpression(value)
  if (call.type !== 'CallExpression') return false
  const name = getDottedName(call.callee)
  if (name === null) return false
  const [root, member] = name.split('.')
  const origin = summary.imports.get(root!)
  if (!origin || origin.specifier !== 'axios') return false
  return member === 'create'
    ? origin.imported === 'default' || origin.imported === '*'
    : member === undefined && origin.imported === 'create'
}

// https://tanstack.com/router/latest/docs/framework/react/api/router/getRouteApiFunction, …/createFileRouteFunction
const ROUTE_BY_ID = new Set(['getRouteApi', 'createFileRoute', 'createLazyFileRoute'])

/** `getRouteApi('/users/')`, `createFileRoute('/users/')({…})`: the id of the TanStack route the value stands for. */
function getRouteId(summary: ModuleSummary, value: Node): string | null {
  let call = unwrapExpression(value)
  // createFileRoute(id) gives the function the route's options are passed to.
  if (call.type === 'CallExpression' && call.callee.type === 'CallExpression') call = call.callee
  if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier') return null
  const origin = summary.imports.get(call.callee.name)
  if (origin?.specifier !== '@tanstack/react-router' || !ROUTE_BY_ID.has(origin.imported)) return null
  const [id] = call.arguments
  return id?.type === 'Literal' && typeof id.value === 'string' ? id.value : null
}

/** https://react.dev/reference/react/createContext: what a reader gets without a provider above it. */
function getContextDefault(summary: ModuleSummary, value: Node): BindingSummary['context'] {
  const call = unwrapExpression(value)
  if (call.type !== 'CallExpression') return null
  const name = getDottedName(call.callee)
  const [root, member] = (name ?? '').split('.')
  const origin = summary.imports.get(root!)
  if (origin?.specifier !== 'react') return null
  const isCreateContext =
    member === undefined
      ? origin.imported === 'createContext'
      : member === 'createContext' && (origin.imported === 'default' || origin.imported === '*')
  if (!isCreateContext) return null
  const argument = call.arguments[0]
  if (argument === undefined) return 'empty'
  const initial = unwrapExpression(argument)
  const isEmpty =
    (initial.type === 'Literal' && initial.value === null) ||
    (initial.type === 'Identifier' && initial.name === 'undefined')
  return isEmpty ? 'empty' : 'value'
}

/**
 * An object literal at top level: members that name another binding (`logo: Command`)
 * are aliases; members that render are components (`Icons.gitHub`); other function
 * members are followed like functions (`api.getPosts`). Every plain key is kept in order.
 */
function addObjectMembers(
  object: TSESTree.ObjectExpression,
  file: string,
  binding: string,
  bindingSummary: BindingSummary,
  definitions: ComponentDefinition[],
  callables: Map<string, Callable>,
): void {
  for (const property of object.properties) {
    if (property.type !== 'Property') continue
    const key = getPropertyName(property.key, property.computed)
    if (key === null) continue
    bindingSummary.keys.push(key)
    const value = unwrapExpression(property.value)
    const name = `${binding}.${key}`
    if (value.type === 'Identifier') {
      bindingSummary.members.set(key, value.name)
      continue
    }
    if (!isFunctionNode(value)) continue
    const analysis = analyseValue(value, {
      file,
      bindingName: name,
      displayName: name,
      anonymous: false,
      line: property.loc.start.line,
      column: property.loc.start.column + 1,
      declaredType: undefined,
    })
    if (analysis.component && /^[A-Za-z_$][\w$]*$/.test(key)) {
      analysis.component.anonymous = false
      definitions.push({ ...analysis.component, name })
      bindingSummary.members.set(key, name)
    } else {
      callables.set(name, { node: value, name, line: property.loc.start.line })
    }
  }
}

type CandidateOutcome =
  | { kind: 'component'; component: ComponentSummary; dynamicImports: DynamicImport[] }
  | {
      kind: 'function'
      fn: Omit<FunctionSummary, 'isServerAction'>
      refs: Reference[]
      dynamicImports: DynamicImport[]
    }

/**
 * Walks a candidate once with every extractor. A class extending Component, or a
 * function that renders, is a component; anything else keeps only what a function needs.
 */
function summariseCandidate(source: string, definition: ComponentDefinition, scope: ModuleScope): CandidateOutcome {
  const node = definition.node
  const isClass = node.type === 'ClassDeclaration' || node.type === 'ClassExpression'
  const params = isClass ? [] : getParamNames(node as FunctionNode)
  const props = isClass
    ? readClassProps(source, node as ClassNode)
    : readPropsParam(
        source,
        (node as FunctionNode).params[0],
        definition.declaredType,
        (node as FunctionNode).typeParameters?.params.map((param) => param.name.name) ?? [],
      )
  const hooks = createHooksExtractor(source)
  const state = createStateExtractor(source)
  const calls = createCallsExtractor(source, params, scope)
  const children = createChildrenExtractor(source, {
    has: (name) => props.locals.has(name) || props.objects.has(name),
    isChildren: (expression) =>
      expression.type === 'Identifier'
        ? props.locals.get(expression.name) === 'children' && !props.partial.has(expression.name)
        : expression.type === 'MemberExpression' &&
          !expression.computed &&
          expression.property.type === 'Identifier' &&
          expression.property.name === 'children' &&
          isPropsObject(expression.object, props.objects, isClass),
    spreadsChildren: (expression) =>
      expression.type === 'Identifier' &&
      (expression.name === props.summary.rest || props.objects.has(expression.name)) &&
      !props.summary.destructured.some((prop) => prop.name === 'children'),
  })
  const refs = createReferencesExtractor(scope)
  const usage = createPropUsageExtractor(source, props, isClass)
  const renders = createRenderDetector(node, definition.hook !== null)
  const elements = createElementsExtractor(source)
  const effects = createEffectsExtractor()
  const body = walkBody(
    isClass ? (node as ClassNode).body : node,
    [hooks, state, calls, children, refs, usage, renders, elements, effects],
    { classBody: isClass },
  )
  if (!isClass && !renders.renders) {
    return {
      kind: 'function',
      fn: {
        name: definition.hook ?? definition.name,
        line: definition.line,
        params,
        ...getReturnType(source, node as FunctionNode),
        calls: calls.calls,
        queryFn: getReturnedQueryFn(node as FunctionNode),
        hooks: hooks.hooks,
        effects: effects.effects,
        elements: elements.elements,
      },
      refs: refs.refs,
      dynamicImports: refs.dynamicImports,
    }
  }
  const component: ComponentSummary = {
    name: definition.name,
    bindings: [definition.binding],
    line: definition.line,
    column: definition.column,
    end: { line: node.loc.end.line, column: node.loc.end.column },
    kind: definition.kind,
    wrappers: definition.wrappers,
    anonymous: definition.anonymous,
    isAsync: !isClass && (node as FunctionNode).async === true,
    props: props.summary,
    hooks: hooks.hooks,
    state: state.state,
    calls: calls.calls,
    children: children.children,
    childrenSlots: children.slots,
    refs: refs.refs,
    inlineServerActions: body.serverActions,
    nestedComponents: [...body.nestedComponents].map(([name, position]) => ({ name, ...position })),
    renderCalls: body.renderCalls,
    elements: elements.elements,
    effects: effects.effects,
  }
  return { kind: 'component', component, dynamicImports: refs.dynamicImports }
}

function getReturnType(source: string, fn: FunctionNode): { returns: string | null; typeParams: string[] } {
  return {
    returns: fn.returnType
      ? source.slice(fn.returnType.typeAnnotation.range[0], fn.returnType.typeAnnotation.range[1])
      : null,
    typeParams: fn.typeParameters?.params.map((param) => param.name.name) ?? [],
  }
}

/**
 * The function a returned options object names as its `queryFn` or `mutationFn`:
 * `() => ({ queryKey: ['orders'], queryFn: getOrders })` → `getOrders`.
 */
function getReturnedQueryFn(fn: FunctionNode): string | null {
  const returned =
    fn.body.type === 'BlockStatement'
      ? fn.body.body.flatMap((statement) =>
          statement.type === 'ReturnStatement' && statement.argument ? [statement.argument] : [],
        )
      : [fn.body]
  for (const value of returned) {
    const named = findProperty(value, 'queryFn') ?? findProperty(value, 'mutationFn')
    if (named?.type === 'Identifier') return named.name
  }
  return null
}

function getParamNames(fn: FunctionNode): string[] {
  return fn.params.map((param) => {
    const pattern = param.type === 'AssignmentPattern' ? param.left : param
    return pattern.type === 'Identifier' ? pattern.name : ''
  })
}

function summariseFunction(
  source: string,
  callable: Callable,
  summary: ModuleSummary,
  scope: ModuleScope,
): { fn: FunctionSummary; refs: Reference[]; dynamicImports: DynamicImport[] } {
  const params = getParamNames(callable.node)
  const calls = createCallsExtractor(source, params, scope)
  const refs = createReferencesExtractor(scope)
  const hooks = createHooksExtractor(source)
  const effects = createEffectsExtractor()
  const elements = createElementsExtractor(source)
  walkBody(callable.node, [calls, refs, hooks, effects, elements])
  const fn: FunctionSummary = {
    name: callable.name,
    line: callable.line,
    params,
    ...getReturnType(source, callable.node),
    isServerAction: summary.directive === 'use server' || hasDirective(callable.node.body, 'use server'),
    calls: calls.calls,
    queryFn: getReturnedQueryFn(callable.node),
    hooks: hooks.hooks,
    effects: effects.effects,
    elements: elements.elements,
  }
  return { fn, refs: refs.refs, dynamicImports: refs.dynamicImports }
}
