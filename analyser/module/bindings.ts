import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type ValueContext, getAnnotatedPropsType, nameFromFile } from '../components/detect.js'
import type { ModuleScope } from '../facts/body-walk.js'
import { collectReferences } from '../facts/references.js'
import { getTypeShape } from '../facts/types.js'
import { type Node, getPatternIdentifiers, unwrapExpression } from '../parse/ast.js'
import type { Program } from '../parse/parse-source.js'
import {
  type BindingSummary,
  DEFAULT_BINDING,
  type DynamicImport,
  type Reference,
  type TypeShape,
} from '../summary/module-summary.js'

/** A top-level value, with what the component detector needs to name it. */
export interface TopLevelValue {
  binding: string
  value: Node
  context: ValueContext
  /** Declared with `const`: the value it holds is the one every use reads. */
  isConst: boolean
}

export interface TopLevelBindings {
  /** Every top-level value binding, in source order; `refs` are filled in by `addReferences`. */
  bindings: Map<string, BindingSummary>
  values: TopLevelValue[]
  /** Per binding, the nodes its references are read from. */
  referenceRoots: Map<string, Node[]>
  /** Top-level statements that declare nothing (side effects): the module's own references. */
  moduleRoots: Node[]
  /** `const name = <expression>`: the expression, for `BindingSummary.init`. */
  initialisers: Map<string, Node>
}

/** What the extractors found in the bodies of a binding's components and functions. */
export interface BodyReferences {
  refs: Reference[]
  dynamicImports: DynamicImport[]
}

/**
 * The module's top-level value bindings: declarations, `export default <expression>`
 * and static properties (`Card.Header = …`), each with the value to detect components in
 * and the nodes its references come from.
 */
export function readBindings(file: string, program: Program): TopLevelBindings {
  const bindings = new Map<string, BindingSummary>()
  const values: TopLevelValue[] = []
  const referenceRoots = new Map<string, Node[]>()
  const moduleRoots: Node[] = []
  const initialisers = new Map<string, Node>()
  const addReferenceRoot = (binding: string, node: Node | null | undefined): void => {
    if (!node) return
    const roots = referenceRoots.get(binding)
    if (roots) roots.push(node)
    else referenceRoots.set(binding, [node])
  }
  const declareBinding = (name: string, line: number): void => {
    if (bindings.has(name)) return
    bindings.set(name, {
      name,
      line,
      refs: [],
      dynamicImports: [],
      lazyTarget: null,
      aliasOf: null,
      isAxiosInstance: false,
      isServerAction: false,
      members: new Map(),
      keys: [],
      requestValue: null,
      isFactory: false,
      context: null,
      init: null,
      routeId: null,
    })
  }
  const addValue = (
    binding: string,
    value: Node,
    context: Omit<ValueContext, 'file' | 'bindingName'>,
    isConst = false,
  ): void => {
    values.push({ binding, value, context: { file, bindingName: binding, ...context }, isConst })
  }

  const addDeclaration = (declaration: Node): void => {
    switch (declaration.type) {
      case 'FunctionDeclaration':
      case 'ClassDeclaration': {
        const name = declaration.id?.name ?? DEFAULT_BINDING
        const anonymous = declaration.id === null || declaration.id === undefined
        declareBinding(name, declaration.loc.start.line)
        addReferenceRoot(name, declaration)
        addValue(name, declaration, {
          displayName: anonymous ? nameFromFile(file) : name,
          anonymous,
          line: declaration.loc.start.line,
          column: declaration.loc.start.column + 1,
          declaredType: undefined,
        })
        return
      }
      case 'VariableDeclaration':
        for (const declarator of declaration.declarations) {
          for (const identifier of getPatternIdentifiers(declarator.id)) {
            declareBinding(identifier.name, declarator.loc.start.line)
            addReferenceRoot(identifier.name, declarator.init)
          }
          if (declarator.id.type === 'Identifier' && declarator.init) {
            if (declaration.kind === 'const') initialisers.set(declarator.id.name, declarator.init)
            addValue(
              declarator.id.name,
              declarator.init,
              {
                displayName: declarator.id.name,
                anonymous: false,
                line: declarator.loc.start.line,
                column: declarator.loc.start.column + 1,
                declaredType: getAnnotatedPropsType(declarator.id),
              },
              declaration.kind === 'const',
            )
          }
        }
        return
      case 'TSEnumDeclaration':
        declareBinding(declaration.id.name, declaration.loc.start.line)
        return
      default:
        return
    }
  }

  for (const statement of program.body) {
    switch (statement.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
        break
      case 'ExportNamedDeclaration':
        if (statement.declaration) addDeclaration(statement.declaration)
        break
      case 'ExportDefaultDeclaration': {
        const declaration = statement.declaration
        if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
          addDeclaration(declaration)
        } else if (
          declaration.type !== 'Identifier' &&
          declaration.type !== 'TSInterfaceDeclaration' &&
          declaration.type !== 'TSDeclareFunction'
        ) {
          declareBinding(DEFAULT_BINDING, statement.loc.start.line)
          addReferenceRoot(DEFAULT_BINDING, declaration)
          const named = getFunctionOrClassName(declaration)
          addValue(DEFAULT_BINDING, declaration, {
            displayName: named ?? nameFromFile(file),
            anonymous: named === null,
            line: statement.loc.start.line,
            column: statement.loc.start.column + 1,
            declaredType: undefined,
          })
        }
        break
      }
      case 'ExpressionStatement': {
        if (statement.directive !== undefined) break
        const member = getStaticMemberAssignment(statement)
        if (member && bindings.has(member.object)) {
          addReferenceRoot(member.object, member.value)
          const name = `${member.object}.${member.property}`
          addValue(name, member.value, {
            displayName: name,
            anonymous: false,
            line: statement.loc.start.line,
            column: statement.loc.start.column + 1,
            declaredType: undefined,
          })
        } else {
          moduleRoots.push(statement)
        }
        break
      }
      default:
        addDeclaration(statement)
        if (!isDeclarationStatement(statement)) moduleRoots.push(statement)
    }
  }
  return { bindings, values, referenceRoots, moduleRoots, initialisers }
}

/** Interfaces and type aliases, exported or not: the shapes props types are resolved through. */
export function readTypeDeclarations(source: string, program: Program): Map<string, TypeShape> {
  const types = new Map<string, TypeShape>()
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (declaration?.type === 'TSInterfaceDeclaration' || declaration?.type === 'TSTypeAliasDeclaration')
      types.set(declaration.id.name, getTypeShape(source, declaration))
  }
  return types
}

/**
 * Fills in what each binding references, and returns the module's own references. The
 * bodies of components and functions were walked by their extractors (`walked`), which
 * found `fromBodies`; the walk here covers the rest of each binding's nodes.
 */
export function addReferences(
  { bindings, referenceRoots, moduleRoots }: TopLevelBindings,
  walked: ReadonlySet<Node>,
  fromBodies: ReadonlyMap<string, BodyReferences>,
  scope: ModuleScope,
): Reference[] {
  for (const [binding, roots] of referenceRoots) {
    const bindingSummary = bindings.get(binding)
    if (!bindingSummary) continue
    const collected = collectReferences(roots, walked, scope)
    const found = fromBodies.get(binding)
    bindingSummary.refs = found ? dedupeRefs([...collected.refs, ...found.refs]) : collected.refs
    bindingSummary.dynamicImports = found
      ? [...collected.dynamicImports, ...found.dynamicImports]
      : collected.dynamicImports
  }
  return collectReferences(moduleRoots, walked, scope).refs
}

function dedupeRefs(refs: Reference[]): Reference[] {
  const seen = new Map<string, Reference>()
  for (const ref of refs) {
    const key = `${ref.name}\0${ref.member ?? ''}`
    if (!seen.has(key)) seen.set(key, ref)
  }
  return [...seen.values()]
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
