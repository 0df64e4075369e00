import type { TSESTree } from '@typescript-eslint/typescript-estree'
import {
  type Node,
  getDottedName,
  getPatternIdentifiers,
  getPropertyName,
  isComponentName,
  isFunctionNode,
  textOf,
  unwrapExpression,
} from '../parse/ast.js'
import type {
  DestructuredProp,
  PropChoice,
  PropUse,
  PropUsageSummary,
  PropsSummary,
} from '../summary/module-summary.js'
import type { BodyExtractor } from './body-walk.js'
import { DEPS_INDEX, getHookName } from './hooks.js'
import { getTypeParts } from './types.js'

/** How a component receives its props: the names bound to each prop, and to the whole object. */
export interface PropsBinding {
  summary: PropsSummary
  /** Local name → the prop it holds. */
  locals: Map<string, string>
  /** Names bound to the whole props object (`props`, `this.props` aliases). */
  objects: Set<string>
  /**
   * A class constructor's parameter: the props, read as `props.match` and destructured, but handed on whole only to
   * React (`super(props)`), which is no use of a prop.
   */
  constructorProps?: string
  /** Locals bound to a part of a prop by a nested pattern. */
  partial: Set<string>
}

/**
 * Reads the first parameter of a function component — a destructuring pattern, or a
 * name read as `props.x` — and its type, from the parameter's annotation or else from
 * the declaration (`FC<Props>`, `forwardRef<El, Props>`, `Component<Props>`).
 */
export function readPropsParam(
  source: string,
  param: TSESTree.Parameter | undefined,
  declaredType: TSESTree.TypeNode | undefined,
  typeParams: string[],
): PropsBinding {
  const summary: PropsSummary = {
    hasParam: param !== undefined,
    destructured: [],
    rest: null,
    reads: [],
    typeParts: [],
    typeParams,
    usage: [],
    paths: [],
    choices: [],
  }
  const binding: PropsBinding = { summary, locals: new Map(), objects: new Set(), partial: new Set() }
  let pattern: Node | undefined = param
  if (pattern?.type === 'AssignmentPattern') pattern = pattern.left
  const annotation =
    pattern && 'typeAnnotation' in pattern
      ? (pattern.typeAnnotation as TSESTree.TSTypeAnnotation | undefined)
      : undefined
  summary.typeParts = getTypeParts(source, annotation?.typeAnnotation ?? declaredType)
  if (pattern?.type === 'ObjectPattern') addPattern(source, pattern, binding)
  else if (pattern?.type === 'Identifier') binding.objects.add(pattern.name)
  return binding
}

/**
 * A class component's props: `this.props`, its type from `Component<Props>`, and the
 * constructor's parameter (`constructor(props) { this.state = { name: props.match.params.name } }`).
 */
export function readClassProps(
  source: string,
  node: TSESTree.ClassDeclaration | TSESTree.ClassExpression,
): PropsBinding {
  const summary: PropsSummary = {
    hasParam: true,
    destructured: [],
    rest: null,
    reads: [],
    typeParts: getTypeParts(source, node.superTypeArguments?.params[0]),
    typeParams: [],
    usage: [],
    paths: [],
    choices: [],
  }
  const constructor = node.body.body.find(
    (member) => member.type === 'MethodDefinition' && member.kind === 'constructor',
  ) as TSESTree.MethodDefinition | undefined
  const [param] = constructor?.value.params ?? []
  const name = param?.type === 'TSParameterProperty' ? param.parameter : param
  return {
    summary,
    locals: new Map(),
    objects: new Set(),
    partial: new Set(),
    ...(name?.type === 'Identifier' ? { constructorProps: name.name } : {}),
  }
}

function addPattern(source: string, pattern: TSESTree.ObjectPattern, binding: PropsBinding): void {
  for (const property of pattern.properties) {
    if (property.type === 'RestElement') {
      if (property.argument.type === 'Identifier') {
        binding.summary.rest = property.argument.name
        binding.objects.add(property.argument.name)
      }
      continue
    }
    const name = getPropertyName(property.key, property.computed)
    if (name === null) continue
    let value: Node = property.value
    let defaultText: string | null = null
    if (value.type === 'AssignmentPattern') {
      defaultText = textOf(source, value.right)
      value = value.left
    }
    addDestructured(binding.summary.destructured, { name, default: defaultText })
    for (const local of getPatternIdentifiers(value)) binding.locals.set(local.name, name)
    // `{ service: { widget } }`: widget is part of the prop, not the prop.
    if (value.type !== 'Identifier') for (const local of getPatternIdentifiers(value)) binding.partial.add(local.name)
    // …and the prop is an object holding widget (`_app`'s `pageProps: { session, ...pageProps }`).
    if (value.type === 'ObjectPattern')
      for (const path of getPatternPaths(value)) binding.summary.paths.push({ prop: name, path })
  }
}

function addDestructured(list: DestructuredProp[], prop: DestructuredProp): void {
  if (!list.some((existing) => existing.name === prop.name)) list.push(prop)
}

/**
 * Records how each prop is used (SPEC 2.3 `prop_usage`): rendered, set on a DOM
 * attribute, passed to a child, called, tested, listed as an effect dependency, spread.
 */
export function createPropUsageExtractor(source: string, binding: PropsBinding, isClass: boolean): BodyExtractor {
  const seen = new Set<string>()
  const { summary, locals, objects } = binding
  // What reads the props: the names bound to them, and a class constructor's parameter.
  const readers = { has: (name: string) => objects.has(name) || name === binding.constructorProps }
  const record = (prop: string, node: Node, ancestors: readonly Node[]): void => {
    const { use, target } = classifyUse(node, ancestors)
    const line = node.loc.start.line
    const key = `${prop}\0${use}\0${target ?? ''}\0${line}`
    if (seen.has(key)) return
    seen.add(key)
    const usage: PropUsageSummary = { prop, use, line }
    if (target !== undefined) usage.target = target
    summary.usage.push(usage)
  }
  const paths = new Set<string>()
  // `service.widget.type`, `items.map(…)`, `table.getState().pagination`: what the component reads off the
  // prop, for a prop whose type says nothing a suite can build.
  const addPath = (prop: string, path: string[]): void => {
    const key = `${prop}.${path.join('.')}`
    if (path.length === 0 || paths.has(key)) return
    paths.add(key)
    summary.paths.push({ prop, path })
  }
  const recordPath = (prop: string, node: Node, ancestors: readonly Node[]): void => {
    const path: string[] = []
    let current = node
    let index = ancestors.length - 1
    for (; index >= 0; index--) {
      const parent = ancestors[index]!
      if (parent.type === 'TSNonNullExpression' || parent.type === 'ChainExpression') {
        current = parent
        continue
      }
      if (
        parent.type !== 'MemberExpression' ||
        parent.object !== current ||
        parent.computed ||
        parent.property.type !== 'Identifier'
      )
        break
      const holder = ancestors[index - 1]
      const called = holder?.type === 'CallExpression' && holder.callee === parent
      path.push(called ? `${parent.property.name}()` : parent.property.name)
      // `table.getState().pagination.pageIndex`: what a method gives back is read on.
      if (called) index--
      current = called ? holder! : parent
    }
    // `const { database_id, engine } = connection`: each name taken out of the prop is read off it.
    const holder = ancestors[index]
    if (holder?.type === 'VariableDeclarator' && holder.init === current && holder.id.type === 'ObjectPattern') {
      for (const taken of getPatternPaths(holder.id)) addPath(prop, [...path, ...taken])
      return
    }
    addPath(prop, path)
  }
  const choices = new Set<string>()
  const recordChoices = (prop: string, node: Node, ancestors: readonly Node[]): void => {
    for (const choice of readChoices(prop, node, ancestors)) {
      const key = JSON.stringify(choice)
      if (choices.has(key)) continue
      choices.add(key)
      summary.choices.push(choice)
    }
  }
  return {
    nodeTypes: ['VariableDeclarator', 'MemberExpression', 'Identifier'],
    enter(node, position) {
      const { ancestors } = position
      const parent = ancestors[ancestors.length - 1]
      if (
        node.type === 'VariableDeclarator' &&
        node.init &&
        isPropsObject(unwrapExpression(node.init), readers, isClass)
      ) {
        if (node.id.type === 'ObjectPattern') addPattern(source, node.id, binding)
        else if (node.id.type === 'Identifier') objects.add(node.id.name)
        return
      }
      if (
        node.type === 'MemberExpression' &&
        !node.computed &&
        node.property.type === 'Identifier' &&
        isPropsObject(node.object, readers, isClass)
      ) {
        const prop = node.property.name
        if (!summary.reads.includes(prop)) summary.reads.push(prop)
        record(prop, node, ancestors)
        recordPath(prop, node, ancestors)
        recordChoices(prop, node, ancestors)
        return
      }
      if (node.type !== 'Identifier' || !position.isReference(node)) return
      const prop = locals.get(node.name)
      if (prop !== undefined) {
        record(prop, node, ancestors)
        if (!binding.partial.has(node.name)) {
          recordPath(prop, node, ancestors)
          recordChoices(prop, node, ancestors)
        }
        return
      }
      if (objects.has(node.name) && !(parent?.type === 'MemberExpression' && parent.object === node)) {
        const isDeclaration = parent?.type === 'VariableDeclarator' && parent.init === node
        if (!isDeclaration) record(node.name === summary.rest ? `...${node.name}` : node.name, node, ancestors)
      }
    },
    finish() {},
  }
}

const EQUALITY = new Set(['===', '!==', '==', '!='])

/**
 * What the prop at `node` is tested against or looked up in, where it is used whole: the
 * other side of an equality that is a string, a switch's string cases, the strings of an
 * array literal it is looked for in, the object it indexes by name.
 */
function readChoices(prop: string, node: Node, ancestors: readonly Node[]): PropChoice[] {
  let current: Node = node
  let index = ancestors.length - 1
  while (index >= 0 && ['TSNonNullExpression', 'TSAsExpression', 'ChainExpression'].includes(ancestors[index]!.type))
    current = ancestors[index--]!
  const parent = ancestors[index]
  const strings = (nodes: readonly (Node | null)[]): PropChoice[] =>
    nodes.flatMap((item) =>
      item?.type === 'Literal' && typeof item.value === 'string' && item.value !== ''
        ? [{ prop, value: item.value }]
        : [],
    )
  if (parent?.type === 'BinaryExpression' && EQUALITY.has(parent.operator))
    return strings([parent.left === current ? parent.right : parent.left])
  if (parent?.type === 'SwitchStatement' && parent.discriminant === current)
    return strings(parent.cases.map((branch) => branch.test))
  if (parent?.type === 'MemberExpression' && parent.computed && parent.property === current) {
    const object = unwrapExpression(parent.object)
    return object.type === 'Identifier' ? [{ prop, lookup: object.name }] : []
  }
  // `['sm', 'lg'].includes(size)`
  if (
    parent?.type === 'CallExpression' &&
    parent.arguments[0] === current &&
    parent.callee.type === 'MemberExpression' &&
    !parent.callee.computed &&
    parent.callee.property.type === 'Identifier' &&
    parent.callee.property.name === 'includes' &&
    parent.callee.object.type === 'ArrayExpression'
  )
    return strings(parent.callee.object.elements as (Node | null)[])
  return []
}

/** `props`, a name bound to it, or a class's `this.props`. */
export function isPropsObject(node: Node, objects: { has(name: string): boolean }, isClass: boolean): boolean {
  if (node.type === 'Identifier') return objects.has(node.name)
  return (
    isClass &&
    node.type === 'MemberExpression' &&
    node.object.type === 'ThisExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'props'
  )
}

/** Climbs from the prop's use to the position that says what the component does with it. */
function classifyUse(node: Node, ancestors: readonly Node[]): { use: PropUse; target?: string } {
  let current: Node = node
  for (let index = ancestors.length - 1; index >= 0; index--) {
    const parent = ancestors[index]!
    switch (parent.type) {
      case 'CallExpression':
        if (parent.callee === current) {
          if (current === node) return { use: 'call' }
          break
        }
        break
      case 'ChainExpression':
      case 'TSNonNullExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'AwaitExpression':
      case 'TemplateLiteral':
      case 'BinaryExpression':
      case 'UnaryExpression':
      case 'ObjectExpression':
        break
      case 'MemberExpression':
        // `user.name` and `tones[tone]` both carry the prop's value onwards.
        if (parent.object !== current && !(parent.computed && parent.property === current)) return { use: 'other' }
        break
      case 'Property':
        if (parent.value !== current) return { use: 'other' }
        break
      case 'ConditionalExpression':
        if (parent.test === current) return { use: 'condition' }
        break
      case 'LogicalExpression':
        if (parent.left === current && parent.operator === '&&') return { use: 'condition' }
        break
      case 'IfStatement':
      case 'WhileStatement':
      case 'DoWhileStatement':
      case 'ForStatement':
        return { use: parent.test === current ? 'condition' : 'other' }
      case 'SwitchStatement':
        return { use: parent.discriminant === current ? 'condition' : 'other' }
      case 'ArrayExpression': {
        const call = ancestors[index - 1]
        if (call?.type === 'CallExpression') {
          const hook = getHookName(call.callee)
          const depsIndex = hook === null ? undefined : DEPS_INDEX[hook]
          if (depsIndex !== undefined && call.arguments[depsIndex] === parent) return { use: 'effect_dep' }
        }
        break
      }
      case 'SpreadElement':
      case 'JSXSpreadAttribute':
        return { use: 'spread' }
      case 'JSXExpressionContainer': {
        const holder = ancestors[index - 1]
        if (holder?.type === 'JSXAttribute') {
          const element = ancestors[index - 2]
          const tag = element?.type === 'JSXOpeningElement' ? getDottedName(element.name) : null
          const attribute = holder.name.type === 'JSXIdentifier' ? holder.name.name : textOfName(holder.name)
          if (tag !== null && (tag.includes('.') || isComponentName(tag)))
            return { use: 'pass', target: `${tag}.${attribute}` }
          return { use: 'attribute' }
        }
        return { use: 'render' }
      }
      case 'ReturnStatement':
        return { use: isInRootFunction(ancestors, index) ? 'render' : 'other' }
      case 'ArrowFunctionExpression':
        return { use: parent.body === current && index === 0 ? 'render' : 'other' }
      default:
        return { use: 'other' }
    }
    current = parent
  }
  return { use: 'other' }
}

function isInRootFunction(ancestors: readonly Node[], index: number): boolean {
  for (let i = index - 1; i >= 1; i--) if (isFunctionNode(ancestors[i])) return false
  return true
}

function textOfName(name: TSESTree.JSXNamespacedName): string {
  return `${name.namespace.name}:${name.name.name}`
}

/** The member paths an object pattern takes out: `{ a, b: { c } }` takes `a` and `b.c`; a rest or computed key none. */
function getPatternPaths(pattern: TSESTree.ObjectPattern): string[][] {
  return pattern.properties.flatMap((property) => {
    if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') return []
    const key = property.key.name
    const value = property.value.type === 'AssignmentPattern' ? property.value.left : property.value
    if (value.type !== 'ObjectPattern') return [[key]]
    const inner = getPatternPaths(value)
    return inner.length === 0 ? [[key]] : inner.map((rest) => [key, ...rest])
  })
}
