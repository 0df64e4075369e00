import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, getPatternIdentifiers, hasDirective, isComponentName, isFunctionNode, walk } from '../parse/ast.js'
import type { Position, RenderCall } from '../summary/module-summary.js'

// https://react.dev/reference/react/useEffect — the callbacks that run after commit.
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect'])
// https://react.dev/reference/react/Component#componentdidmount — a class's effects.
const LIFECYCLE_EFFECTS = new Set(['componentDidMount', 'componentDidUpdate', 'componentWillUnmount'])

/**
 * The names from outside a body that its extractors keep: imports, top-level bindings,
 * request and browser globals — what linking and rules can do anything with.
 */
export interface ModuleScope {
  has(name: string): boolean
}

/** Where the walk is, as extractors see it at each node. */
export interface BodyPosition {
  readonly ancestors: readonly Node[]
  /** Lexically inside an effect callback or lifecycle method. */
  readonly inEffect: boolean
  /** The innermost named local function (or class method) the node is in; null at the top. */
  readonly owner: string | null
  /** The call whose function argument holds the node (`useQuery({ queryFn: () => … })`). */
  readonly hostCall: number | null
  /** The effect hook call whose callback holds the node, lexically. */
  readonly effect: number | null
  /** Id of the node when it is a call. */
  readonly callId: number
  /** The innermost function around the node; its names are complete once the walk ends. */
  readonly scope: BodyScope
  isReference(node: TSESTree.Identifier): boolean
}

/**
 * The names a function inside the body declares (parameters, variables, function
 * declarations), and the function around it. A name used in a function stands for the
 * outside binding unless this scope or one around it declares it; blocks are not scopes here.
 */
export interface BodyScope {
  readonly names: ReadonlySet<string>
  readonly parent: BodyScope | null
}

/** What the walk learned about the body as a whole, known only at its end. */
export interface BodySummary {
  /** Every name declared inside the body: params, variables, functions, catch params. */
  localNames: ReadonlySet<string>
  /** Components defined inside the body: not listed, not walked. */
  nestedComponents: ReadonlyMap<string, Position>
  /** Names bound to functions inside the body. */
  localFunctions: ReadonlySet<string>
  /**
   * Local functions that run inside an effect, directly or through other local
   * functions, with the effect that runs them (null for a class lifecycle method).
   */
  effectOwners: ReadonlyMap<string, number | null>
  /** Functions defined in the body with a `'use server'` directive: inline server actions. */
  serverActions: { name: string; line: number }[]
  /** Calls of local names made directly in render, not in a nested function. */
  renderCalls: RenderCall[]
}

export interface BodyExtractor {
  /** The node types `enter` is called for; the walk dispatches on them. */
  nodeTypes: readonly `${Node['type']}`[]
  enter(node: Node, position: BodyPosition): void
  finish(body: BodySummary): void
}

export interface BodyWalkOptions {
  /** The root is a class body: its methods are the functions, lifecycle methods the effects. */
  classBody?: boolean
  /** Nodes not to enter: bodies another walk has already read. */
  skip?: ReadonlySet<Node>
}

interface Frame extends BodyScope {
  readonly names: Set<string>
  /** How many ancestors the frame's node has: the frame ends when the walk comes back above it. */
  depth: number
  owner: string | null
  inEffect: boolean
  effect: number | null
  hostCall: number | null
}

/**
 * One walk over a component or function body that gives every extractor the same view:
 * effect scope, owning local function, the call hosting a callback. Nested component
 * definitions are skipped: their JSX and hooks are their own, not the parent's.
 */
export function walkBody(root: Node, extractors: BodyExtractor[], options: BodyWalkOptions = {}): BodySummary {
  const localNames = new Set<string>()
  const localFunctions = new Set<string>()
  const nestedComponents = new Map<string, Position>()
  const renderCalls: RenderCall[] = []
  const declarations = new Set<Node>()
  const handlers = new Map<string, BodyExtractor[]>()
  for (const extractor of extractors) {
    for (const type of extractor.nodeTypes) handlers.set(type, [...(handlers.get(type) ?? []), extractor])
  }
  // Local functions an effect runs, with the effect's call id.
  const effectSeeds = new Map<string, number | null>()
  const serverActions: { name: string; line: number }[] = []
  const localCalls: { caller: string | null; callee: string; inEffect: boolean; effect: number | null }[] = []
  const frames: Frame[] = [
    { names: new Set(), parent: null, depth: -1, owner: null, inEffect: false, effect: null, hostCall: null },
  ]
  // Calls on the path from the root to the current node, innermost last.
  const activeCalls: { node: TSESTree.CallExpression; id: number; depth: number }[] = []
  let nextCallId = 1
  let currentCallId = 0
  let ancestorsRef: readonly Node[] = []

  const position: BodyPosition = {
    get ancestors() {
      return ancestorsRef
    },
    get inEffect() {
      return frames[frames.length - 1]!.inEffect
    },
    get owner() {
      return frames[frames.length - 1]!.owner
    },
    get hostCall() {
      return frames[frames.length - 1]!.hostCall
    },
    get effect() {
      return frames[frames.length - 1]!.effect
    },
    get callId() {
      return currentCallId
    },
    get scope() {
      return frames[frames.length - 1]!
    },
    isReference: (node) => !declarations.has(node) && isReferencePosition(node, ancestorsRef[ancestorsRef.length - 1]),
  }

  const declare = (pattern: Node | null | undefined): void => {
    if (!pattern) return
    const names = frames[frames.length - 1]!.names
    for (const identifier of getPatternIdentifiers(pattern)) {
      declarations.add(identifier)
      localNames.add(identifier.name)
      names.add(identifier.name)
    }
  }

  /** Opens a frame for a function or method; false for a nested component, which is not walked. */
  const enterFunction = (node: Node, parent: Node | undefined, depth: number): boolean => {
    const bindingName = getFunctionBindingName(node, parent)
    const isFunction = isFunctionNode(node)
    if (bindingName && isFunction && isComponentName(bindingName) && !options.classBody) {
      nestedComponents.set(bindingName, { line: node.loc.start.line, column: node.loc.start.column + 1 })
      localNames.add(bindingName)
      if (node.type === 'FunctionDeclaration') {
        declarations.add(node.id!)
        frames[frames.length - 1]!.names.add(bindingName)
      }
      return false
    }
    const frame = frames[frames.length - 1]!
    // A function declaration binds its name in the function around it, hoisted.
    if (node.type === 'FunctionDeclaration' && bindingName) frame.names.add(bindingName)
    const isEffectCallback =
      parent?.type === 'CallExpression' && parent.arguments[0] === node && isEffectHook(parent.callee)
    const isLifecycle =
      node.type === 'MethodDefinition' && node.key.type === 'Identifier' && LIFECYCLE_EFFECTS.has(node.key.name)
    if (bindingName) {
      localNames.add(bindingName)
      localFunctions.add(bindingName)
    }
    if (bindingName && isFunction && hasDirective(node.body, 'use server'))
      serverActions.push({ name: bindingName, line: node.loc.start.line })
    frames.push({
      names: new Set(),
      parent: frame,
      depth,
      owner: bindingName ?? frame.owner,
      inEffect: frame.inEffect || isEffectCallback || isLifecycle,
      effect: isEffectCallback ? activeCalls[activeCalls.length - 1]!.id : frame.effect,
      hostCall: findHostCall(node, activeCalls) ?? frame.hostCall,
    })
    if (isFunction) for (const param of node.params) declare(param)
    if (node.type === 'FunctionDeclaration' && node.id) declarations.add(node.id)
    return true
  }

  const enterCall = (node: TSESTree.CallExpression, ancestors: readonly Node[]): void => {
    const depth = ancestors.length
    currentCallId = nextCallId++
    activeCalls.push({ node, id: currentCallId, depth })
    const frame = frames[frames.length - 1]!
    if (isEffectHook(node.callee) && node.arguments[0]?.type === 'Identifier')
      effectSeeds.set(node.arguments[0].name, currentCallId)
    const callee = node.callee.type === 'Identifier' ? node.callee.name : getThisMethodName(node.callee)
    if (!callee) return
    localCalls.push({ caller: frame.owner, callee, inEffect: frame.inEffect, effect: frame.effect })
    if (frames.length === 1 && node.callee.type === 'Identifier' && !options.classBody) {
      renderCalls.push({
        name: callee,
        line: node.loc.start.line,
        column: node.loc.start.column + 1,
        conditional: isConditional(ancestors, node),
      })
    }
  }

  if (isFunctionNode(root)) for (const param of root.params) declare(param)
  walk(
    root,
    (node, ancestors) => {
      ancestorsRef = ancestors
      const depth = ancestors.length
      // Leaving a function or a call is noticed on the next node at or above its depth,
      // which spares the walk a leave callback on every node.
      while (frames.length > 1 && frames[frames.length - 1]!.depth >= depth) frames.pop()
      while (activeCalls.length > 0 && activeCalls[activeCalls.length - 1]!.depth >= depth) activeCalls.pop()
      if (options.skip?.has(node)) return false
      switch (node.type) {
        case 'FunctionDeclaration':
        case 'FunctionExpression':
        case 'ArrowFunctionExpression':
          if (node !== root && !enterFunction(node, ancestors[depth - 1], depth)) return false
          break
        case 'MethodDefinition':
          if (options.classBody) enterFunction(node, ancestors[depth - 1], depth)
          break
        case 'VariableDeclarator':
          declare(node.id)
          break
        case 'CatchClause':
          declare(node.param)
          break
        case 'CallExpression':
          enterCall(node, ancestors)
          break
        default:
          break
      }
      const interested = handlers.get(node.type)
      if (interested) for (const extractor of interested) extractor.enter(node, position)
    },
    undefined,
    // Types are erased at run time: no extractor reads inside them.
    { valuesOnly: true },
  )

  const effectOwners = new Map<string, number | null>()
  for (const call of localCalls)
    if (call.inEffect && !effectSeeds.has(call.callee)) effectSeeds.set(call.callee, call.effect)
  for (const [seed, effect] of effectSeeds) if (localNames.has(seed)) effectOwners.set(seed, effect)
  let grew = true
  while (grew) {
    grew = false
    for (const call of localCalls) {
      if (
        call.caller === null ||
        !effectOwners.has(call.caller) ||
        !localNames.has(call.callee) ||
        effectOwners.has(call.callee)
      )
        continue
      effectOwners.set(call.callee, effectOwners.get(call.caller)!)
      grew = true
    }
  }
  const summary: BodySummary = {
    localNames,
    localFunctions,
    nestedComponents,
    effectOwners,
    serverActions,
    renderCalls: renderCalls.filter((call) => localNames.has(call.name)),
  }
  for (const extractor of extractors) extractor.finish(summary)
  return summary
}

/** `useEffect(…)` or `React.useEffect(…)`, read without building the callee's name. */
export function isEffectHook(callee: Node): boolean {
  if (callee.type === 'Identifier') return EFFECT_HOOKS.has(callee.name)
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'React' &&
    callee.property.type === 'Identifier' &&
    EFFECT_HOOKS.has(callee.property.name)
  )
}

/** `const load = () => …`, `function load() {}`, a class method `load() {}`. */
function getFunctionBindingName(node: Node, parent: Node | undefined): string | null {
  if (node.type === 'FunctionDeclaration') return node.id?.name ?? null
  if (node.type === 'MethodDefinition') return node.key.type === 'Identifier' ? node.key.name : null
  if (parent?.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'Identifier')
    return parent.id.name
  if (parent?.type === 'PropertyDefinition' && parent.value === node && parent.key.type === 'Identifier')
    return parent.key.name
  return null
}

function getThisMethodName(callee: Node): string | null {
  if (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'ThisExpression' &&
    !callee.computed &&
    callee.property.type === 'Identifier'
  ) {
    return callee.property.name
  }
  return null
}

/** The innermost call on the path whose arguments (not its callee) hold this function. */
function findHostCall(
  node: Node,
  calls: { node: TSESTree.CallExpression; id: number; depth: number }[],
): number | null {
  for (let index = calls.length - 1; index >= 0; index--) {
    const call = calls[index]!
    const args = call.node.arguments
    if (args.length === 0) continue
    const start = args[0]!.range[0]
    const end = args[args.length - 1]!.range[1]
    if (node.range[0] >= start && node.range[1] <= end) return call.id
  }
  return null
}

/**
 * Is the node's position conditional within its function: in a branch of an `if`, a
 * ternary, a `&&`/`||`/`??` right side, a `switch` case, a loop or a `catch`?
 */
function isConditional(ancestors: readonly Node[], node: Node): boolean {
  return getPlacement(ancestors, ancestors.length - 1, node) !== 'top'
}

/**
 * Where a node sits in the function that holds it (the walk's root): `top`, inside a
 * `condition` or a `loop`, or inside a `nested-function`. `ancestors` runs from the
 * walk's root to the node's parent; `from` is where to start climbing.
 */
export function getPlacement(
  ancestors: readonly Node[],
  from: number,
  node: Node | null,
): 'top' | 'condition' | 'loop' | 'nested-function' {
  let child: Node | null = node
  for (let index = from; index >= 1; index--) {
    const parent = ancestors[index]!
    switch (parent.type) {
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        return 'nested-function'
      case 'IfStatement':
        if (child !== parent.test) return 'condition'
        break
      case 'ConditionalExpression':
        if (child !== parent.test) return 'condition'
        break
      case 'LogicalExpression':
        if (child === parent.right) return 'condition'
        break
      case 'SwitchCase':
      case 'CatchClause':
        return 'condition'
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement':
      case 'WhileStatement':
      case 'DoWhileStatement':
        return 'loop'
      default:
        break
    }
    child = parent
  }
  return 'top'
}

/** Is this identifier read as a value, rather than a property key or a label? */
export function isReferencePosition(node: TSESTree.Identifier, parent: Node | undefined): boolean {
  if (!parent) return true
  switch (parent.type) {
    case 'MemberExpression':
      return parent.object === node || parent.computed
    case 'Property':
      return parent.value === node || parent.computed
    case 'MethodDefinition':
    case 'PropertyDefinition':
    case 'TSPropertySignature':
      return parent.key !== node || parent.computed
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
      return false
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'ImportNamespaceSpecifier':
    case 'ExportSpecifier':
      return false
    default:
      return true
  }
}
