import type { TSESTree } from '@typescript-eslint/typescript-estree'
import {
  type FunctionNode,
  type Node,
  getDottedName,
  getPatternIdentifiers,
  getPropertyName,
  hasDirective,
  isFunctionNode,
  unwrapExpression,
  walk,
} from '../parse/ast.js'
import type { Program } from '../parse/parse-source.js'
import {
  type ClassNode,
  type ComponentDefinition,
  type ValueContext,
  analyseValue,
  getAnnotatedPropsType,
  getImportSource,
  getThenExport,
  nameFromFile,
} from '../components/detect.js'
import { type ModuleScope, isReferencePosition, walkBody } from '../facts/body-walk.js'
import { createCallsExtractor } from '../fetches/calls.js'
import { createChildrenExtractor } from '../facts/children.js'
import { createHooksExtractor } from '../facts/hooks.js'
import { createPropUsageExtractor, readClassProps, readPropsParam } from '../facts/props.js'
import { createReferencesExtractor } from '../facts/references.js'
import { createRenderDetector } from '../facts/renders.js'
import { createElementsExtractor } from '../facts/elements.js'
import { createEffectsExtractor } from '../facts/effects.js'
import { BROWSER_GLOBALS, REQUEST_GLOBALS } from '../facts/globals.js'
import { createStateExtractor } from '../facts/state.js'
import { getTypeShape } from '../facts/types.js'
import {
  type BindingSummary,
  type ComponentSummary,
  DEFAULT_BINDING,
  type DynamicImport,
  type FunctionSummary,
  type ModuleReference,
  type ModuleSummary,
  type Reference,
} from '../summary/module-summary.js'

interface PendingValue {
  binding: string
  value: Node
  context: ValueContext
}

/**
 * Reads one parsed file into its summary: imports, exports, top-level bindings and
 * what each references, the components it defines with their facts, and the functions a
 * component's requests may be followed into.
 */
export function summariseModule(file: string, source: string, program: Program): ModuleSummary {
  const summary: ModuleSummary = {
    file,
    directive: getModuleDirective(program),
    imports: new Map(),
    exports: new Map(),
    exportAll: [],
    sideEffectImports: [],
    bindings: new Map(),
    moduleRefs: [],
    components: [],
    functions: new Map(),
    types: new Map(),
  }
  const values: PendingValue[] = []
  const refRoots = new Map<string, Node[]>()
  const moduleRoots: Node[] = []
  const addRefRoot = (binding: string, node: Node | null | undefined): void => {
    if (!node) return
    const roots = refRoots.get(binding)
    if (roots) roots.push(node)
    else refRoots.set(binding, [node])
  }
  const declareBinding = (name: string, line: number): BindingSummary => {
    const existing = summary.bindings.get(name)
    if (existing) return existing
    const binding: BindingSummary = {
      name,
      line,
      refs: [],
      dynamicImports: [],
      lazyTarget: null,
      aliasOf: null,
      isAxiosInstance: false,
      isServerAction: false,
      members: new Map(),
    }
    summary.bindings.set(name, binding)
    return binding
  }

  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') addImport(summary, statement)
  }

  const addDeclaration = (declaration: Node, exported: boolean, isDefault: boolean): void => {
    switch (declaration.type) {
      case 'FunctionDeclaration':
      case 'ClassDeclaration':
      case 'TSDeclareFunction': {
        if (declaration.type === 'TSDeclareFunction') return
        const name = declaration.id?.name ?? DEFAULT_BINDING
        const anonymous = declaration.id === null || declaration.id === undefined
        declareBinding(name, declaration.loc.start.line)
        addRefRoot(name, declaration)
        values.push({
          binding: name,
          value: declaration,
          context: {
            bindingName: name,
            displayName: anonymous ? nameFromFile(file) : name,
            anonymous,
            line: declaration.loc.start.line,
            column: declaration.loc.start.column + 1,
            declaredType: undefined,
          },
        })
        if (exported) summary.exports.set(isDefault ? 'default' : name, { kind: 'local', local: name })
        return
      }
      case 'VariableDeclaration':
        for (const declarator of declaration.declarations) {
          const names = getPatternIdentifiers(declarator.id).map((identifier) => identifier.name)
          for (const name of names) {
            declareBinding(name, declarator.loc.start.line)
            addRefRoot(name, declarator.init)
            if (exported) summary.exports.set(name, { kind: 'local', local: name })
          }
          if (declarator.id.type === 'Identifier' && declarator.init) {
            const name = declarator.id.name
            values.push({
              binding: name,
              value: declarator.init,
              context: {
                bindingName: name,
                displayName: name,
                anonymous: false,
                line: declarator.loc.start.line,
                column: declarator.loc.start.column + 1,
                declaredType: getAnnotatedPropsType(declarator.id),
              },
            })
          }
        }
        return
      case 'TSInterfaceDeclaration':
      case 'TSTypeAliasDeclaration':
        summary.types.set(declaration.id.name, getTypeShape(source, declaration))
        return
      case 'TSEnumDeclaration':
        declareBinding(declaration.id.name, declaration.loc.start.line)
        if (exported) summary.exports.set(declaration.id.name, { kind: 'local', local: declaration.id.name })
        return
      default:
        return
    }
  }

  for (const statement of program.body) {
    switch (statement.type) {
      case 'ImportDeclaration':
        break
      case 'ExportNamedDeclaration':
        // `export interface` and `export type` declare types: kept for props, never a value export.
        if (statement.declaration) addDeclaration(statement.declaration, statement.exportKind !== 'type', false)
        if (statement.exportKind === 'type') break
        for (const specifier of statement.specifiers) {
          if (specifier.exportKind === 'type') continue
          const exported = getModuleExportName(specifier.exported)
          const local = getModuleExportName(specifier.local)
          if (statement.source)
            summary.exports.set(exported, { kind: 'reexport', specifier: statement.source.value, imported: local })
          else summary.exports.set(exported, { kind: 'local', local })
        }
        break
      case 'ExportAllDeclaration':
        if (statement.exportKind === 'type') break
        if (statement.exported)
          summary.exports.set(getModuleExportName(statement.exported), {
            kind: 'reexport',
            specifier: statement.source.value,
            imported: '*',
          })
        else summary.exportAll.push(toModuleReference(statement))
        break
      case 'ExportDefaultDeclaration': {
        const declaration = statement.declaration
        if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
          addDeclaration(declaration, true, true)
        } else if (declaration.type === 'Identifier') {
          summary.exports.set('default', { kind: 'local', local: declaration.name })
        } else if (declaration.type !== 'TSInterfaceDeclaration' && declaration.type !== 'TSDeclareFunction') {
          declareBinding(DEFAULT_BINDING, statement.loc.start.line)
          addRefRoot(DEFAULT_BINDING, declaration)
          summary.exports.set('default', { kind: 'local', local: DEFAULT_BINDING })
          const named = getFunctionOrClassName(declaration)
          values.push({
            binding: DEFAULT_BINDING,
            value: declaration,
            context: {
              bindingName: DEFAULT_BINDING,
              displayName: named ?? nameFromFile(file),
              anonymous: named === null,
              line: statement.loc.start.line,
              column: statement.loc.start.column + 1,
              declaredType: undefined,
            },
          })
        }
        break
      }
      case 'ExpressionStatement': {
        if (statement.directive !== undefined) break
        const member = getStaticMemberAssignment(statement)
        if (member && summary.bindings.has(member.object)) {
          addRefRoot(member.object, member.value)
          const name = `${member.object}.${member.property}`
          values.push({
            binding: name,
            value: member.value,
            context: {
              bindingName: name,
              displayName: name,
              anonymous: false,
              line: statement.loc.start.line,
              column: statement.loc.start.column + 1,
              declaredType: undefined,
            },
          })
        } else {
          moduleRoots.push(statement)
        }
        break
      }
      default:
        addDeclaration(statement, false, false)
        if (!isDeclarationStatement(statement)) moduleRoots.push(statement)
    }
  }

  const definitions: ComponentDefinition[] = []
  const aliasWrappers = new Map<string, string[]>()
  const callables = new Map<string, { node: FunctionNode; name: string; line: number }>()
  for (const { binding, value, context } of values) {
    const analysis = analyseValue(value, context)
    const bindingSummary = summary.bindings.get(binding)
    if (analysis.component) definitions.push(analysis.component)
    if (bindingSummary) {
      bindingSummary.aliasOf = analysis.component ? null : analysis.aliasOf
      bindingSummary.lazyTarget = analysis.lazyTarget
      bindingSummary.isAxiosInstance = isAxiosCreate(summary, value)
      bindingSummary.isServerAction =
        analysis.callable !== null &&
        (summary.directive === 'use server' || hasDirective(analysis.callable.body, 'use server'))
      if (!analysis.component && analysis.aliasOf !== null && analysis.wrappers.length > 0)
        aliasWrappers.set(binding, analysis.wrappers)
      const object = unwrapExpression(value)
      if (object.type === 'ObjectExpression') addObjectMembers(object, binding, bindingSummary, definitions, callables)
    }
    if (!analysis.component && analysis.callable)
      callables.set(binding, { node: analysis.callable, name: context.displayName, line: context.line })
  }

  const scope = createModuleScope(summary)
  // Component and function bodies are walked once, by their extractors; the reference
  // walk below skips them and takes the references those walks found.
  const walked = new Set<Node>()
  const bodyRefs = new Map<string, { refs: Reference[]; dynamicImports: DynamicImport[] }>()
  const addBodyRefs = (binding: string, found: { refs: Reference[]; dynamicImports: DynamicImport[] }): void => {
    const owner = binding.split('.')[0]!
    const existing = bodyRefs.get(owner)
    if (existing) {
      existing.refs.push(...found.refs)
      existing.dynamicImports.push(...found.dynamicImports)
    } else {
      bodyRefs.set(owner, { refs: [...found.refs], dynamicImports: [...found.dynamicImports] })
    }
  }
  for (const definition of definitions) {
    const outcome = summariseCandidate(source, definition, scope)
    walked.add(definition.node)
    if (outcome.kind === 'component') {
      summary.components.push(outcome.component)
      addBodyRefs(definition.binding, { refs: outcome.component.refs, dynamicImports: outcome.dynamicImports })
      continue
    }
    // Capitalised but never renders: an ordinary function, followed like any other.
    summary.functions.set(definition.binding, {
      ...outcome.fn,
      isServerAction:
        summary.directive === 'use server' || hasDirective((definition.node as FunctionNode).body, 'use server'),
    })
    addBodyRefs(definition.binding, { refs: outcome.refs, dynamicImports: outcome.dynamicImports })
    const [owner, member] = definition.binding.split('.')
    if (member !== undefined && summary.bindings.get(owner!)?.members.get(member) === definition.binding)
      summary.bindings.get(owner!)!.members.delete(member)
  }
  attachAliases(summary, aliasWrappers)
  for (const [binding, callable] of callables) {
    const { fn, refs, dynamicImports } = summariseFunction(source, callable, summary, scope)
    summary.functions.set(binding, fn)
    walked.add(callable.node)
    addBodyRefs(binding, { refs, dynamicImports })
  }

  for (const [binding, roots] of refRoots) {
    const bindingSummary = summary.bindings.get(binding)
    if (!bindingSummary) continue
    const collected = collectRefs(roots, walked, scope)
    const fromBodies = bodyRefs.get(binding)
    bindingSummary.refs = fromBodies ? dedupeRefs([...collected.refs, ...fromBodies.refs]) : collected.refs
    bindingSummary.dynamicImports = fromBodies
      ? [...collected.dynamicImports, ...fromBodies.dynamicImports]
      : collected.dynamicImports
  }
  summary.moduleRefs = collectRefs(moduleRoots, walked, scope).refs
  return summary
}

function createModuleScope(summary: ModuleSummary): ModuleScope {
  const names = new Set<string>([...REQUEST_GLOBALS, ...BROWSER_GLOBALS])
  for (const name of summary.imports.keys()) names.add(name)
  for (const name of summary.bindings.keys()) names.add(name)
  return names
}

function dedupeRefs(refs: Reference[]): Reference[] {
  const seen = new Map<string, Reference>()
  for (const ref of refs) {
    const key = `${ref.name}\0${ref.member ?? ''}`
    if (!seen.has(key)) seen.set(key, ref)
  }
  return [...seen.values()]
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

function getModuleDirective(program: Program): ModuleSummary['directive'] {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || statement.directive === undefined) break
    if (statement.directive === 'use client' || statement.directive === 'use server') return statement.directive
  }
  return null
}

function addImport(summary: ModuleSummary, statement: TSESTree.ImportDeclaration): void {
  const specifier = statement.source.value
  if (statement.specifiers.length === 0) {
    summary.sideEffectImports.push(toModuleReference(statement))
    return
  }
  const declarationTypeOnly = statement.importKind === 'type'
  for (const item of statement.specifiers) {
    const typeOnly = declarationTypeOnly || (item.type === 'ImportSpecifier' && item.importKind === 'type')
    const imported =
      item.type === 'ImportDefaultSpecifier'
        ? 'default'
        : item.type === 'ImportNamespaceSpecifier'
          ? '*'
          : getModuleExportName(item.imported)
    summary.imports.set(item.local.name, {
      specifier,
      imported,
      typeOnly,
      line: statement.loc.start.line,
      column: statement.loc.start.column + 1,
    })
  }
}

function toModuleReference(statement: TSESTree.ImportDeclaration | TSESTree.ExportAllDeclaration): ModuleReference {
  return { specifier: statement.source.value, line: statement.loc.start.line, column: statement.loc.start.column + 1 }
}

function getModuleExportName(node: TSESTree.Identifier | TSESTree.StringLiteral): string {
  return node.type === 'Identifier' ? node.name : node.value
}

function getFunctionOrClassName(node: Node): string | null {
  const value = unwrapExpression(node)
  if ((value.type === 'FunctionExpression' || value.type === 'ClassExpression') && value.id) return value.id.name
  // `export default memo(function CartItem() {})` keeps the inner name.
  if (value.type === 'CallExpression' && value.arguments[0] && value.arguments[0].type !== 'SpreadElement')
    return getFunctionOrClassName(value.arguments[0])
  return null
}

/** `Card.Header = function CardHeader() {…}`: a static property of a top-level binding. */
function getStaticMemberAssignment(
  statement: TSESTree.ExpressionStatement,
): { object: string; property: string; value: Node } | null {
  const expression = statement.expression
  if (expression.type !== 'AssignmentExpression' || expression.operator !== '=') return null
  const target = expression.left
  if (
    target.type !== 'MemberExpression' ||
    target.computed ||
    target.object.type !== 'Identifier' ||
    target.property.type !== 'Identifier'
  )
    return null
  return { object: target.object.name, property: target.property.name, value: expression.right }
}

function isDeclarationStatement(statement: Node): boolean {
  return (
    statement.type === 'FunctionDeclaration' ||
    statement.type === 'ClassDeclaration' ||
    statement.type === 'VariableDeclaration' ||
    statement.type === 'TSInterfaceDeclaration' ||
    statement.type === 'TSTypeAliasDeclaration' ||
    statement.type === 'TSEnumDeclaration' ||
    statement.type === 'TSDeclareFunction' ||
    statement.type === 'TSModuleDeclaration' ||
    statement.type === 'EmptyStatement'
  )
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

/**
 * An object literal at top level: members that name another binding (`logo: Command`)
 * are aliases; members that render are components (`Icons.gitHub`); other function
 * members are followed like functions (`api.getPosts`).
 */
function addObjectMembers(
  object: TSESTree.ObjectExpression,
  binding: string,
  bindingSummary: BindingSummary,
  definitions: ComponentDefinition[],
  callables: Map<string, { node: FunctionNode; name: string; line: number }>,
): void {
  for (const property of object.properties) {
    if (property.type !== 'Property') continue
    const key = getPropertyName(property.key, property.computed)
    if (key === null) continue
    const value = unwrapExpression(property.value)
    const name = `${binding}.${key}`
    if (value.type === 'Identifier') {
      bindingSummary.members.set(key, value.name)
      continue
    }
    if (!isFunctionNode(value)) continue
    const analysis = analyseValue(value, {
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

/** Value references (types erased) to any name, and the dynamic imports, below some nodes but not inside `skip`. */
function collectRefs(
  roots: Node[],
  skip: ReadonlySet<Node>,
  scope: ModuleScope,
): { refs: Reference[]; dynamicImports: DynamicImport[] } {
  const seen = new Map<string, Reference>()
  const dynamicImports: DynamicImport[] = []
  for (const root of roots) {
    walk(
      root,
      (node, ancestors) => {
        if (skip.has(node)) return false
        const parent = ancestors[ancestors.length - 1]
        let name: string | null = null
        if (node.type === 'Identifier' && scope.has(node.name) && isReferencePosition(node, parent)) name = node.name
        else if (
          node.type === 'JSXIdentifier' &&
          scope.has(node.name) &&
          (parent?.type === 'JSXMemberExpression'
            ? parent.object === node
            : parent?.type === 'JSXOpeningElement' && /^[A-Z]/.test(node.name))
        )
          name = node.name
        else if (node.type === 'ImportExpression') {
          const specifier = getImportSource(node)
          if (specifier !== null)
            dynamicImports.push({ specifier, imported: getThenExport(ancestors) ?? '*', line: node.loc.start.line })
          return
        }
        if (name === null) return
        const member =
          parent?.type === 'MemberExpression' &&
          parent.object === node &&
          !parent.computed &&
          parent.property.type === 'Identifier'
            ? parent.property.name
            : parent?.type === 'JSXMemberExpression' && parent.object === node
              ? parent.property.name
              : null
        const key = `${name}\0${member ?? ''}`
        if (!seen.has(key))
          seen.set(key, { name, member, line: node.loc.start.line, column: node.loc.start.column + 1 })
      },
      undefined,
      { valuesOnly: true },
    )
  }
  return { refs: [...seen.values()], dynamicImports }
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
    ? readClassProps(source, (node as ClassNode).superTypeArguments)
    : readPropsParam(
        source,
        (node as FunctionNode).params[0],
        definition.declaredType,
        (node as FunctionNode).typeParameters?.params.map((param) => param.name.name) ?? [],
      )
  const hooks = createHooksExtractor(source)
  const state = createStateExtractor(source)
  const calls = createCallsExtractor(source, params, scope)
  const children = createChildrenExtractor({ has: (name) => props.locals.has(name) || props.objects.has(name) })
  const refs = createReferencesExtractor(scope)
  const usage = createPropUsageExtractor(source, props, isClass)
  const renders = createRenderDetector(node)
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
        name: definition.name,
        line: definition.line,
        params,
        ...getReturnType(source, node as FunctionNode),
        calls: calls.calls,
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
    kind: definition.kind,
    wrappers: definition.wrappers,
    anonymous: definition.anonymous,
    isAsync: !isClass && (node as FunctionNode).async === true,
    props: props.summary,
    hooks: hooks.hooks,
    state: state.state,
    calls: calls.calls,
    children: children.children,
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

function getParamNames(fn: FunctionNode): string[] {
  return fn.params.map((param) => {
    const pattern = param.type === 'AssignmentPattern' ? param.left : param
    return pattern.type === 'Identifier' ? pattern.name : ''
  })
}

function summariseFunction(
  source: string,
  callable: { node: FunctionNode; name: string; line: number },
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
    hooks: hooks.hooks,
    effects: effects.effects,
    elements: elements.elements,
  }
  return { fn, refs: refs.refs, dynamicImports: refs.dynamicImports }
}
