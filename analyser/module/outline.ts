import type * as TS from 'typescript'
import { ts } from '../parse/typescript-module.js'
import { mayBeComponent, nameFromFile } from '../components/detect.js'
import { getHookNameFromFile } from '../components/hook-name-from-file.js'
import { BROWSER_GLOBALS, REQUEST_GLOBALS } from '../facts/globals.js'
import { isComponentName, isHookName } from '../parse/ast.js'
import {
  getStartPosition,
  getStaticString,
  getTypeScriptDottedName,
  isEstreeCall,
  isFunctionLike,
  skipParentheses,
  unwrapTypeScriptExpression,
} from '../parse/typescript-ast.js'
import type { BindingOutline, ModuleOutline } from '../summary/module-outline.js'
import {
  DEFAULT_BINDING,
  type DynamicImport,
  type ExportSource,
  type ImportBinding,
  type ModuleReference,
  type Reference,
} from '../summary/module-summary.js'
import { findTypeScriptDynamicImport, walkReferences } from './outline-references.js'

// The same sets as `components/detect.ts`: https://react.dev/reference/react/lazy, …/Component.
const LAZY_LOADERS = new Set(['lazy', 'dynamic', 'loadable', 'lazyWithPreload'])
const COMPONENT_BASES = new Set(['Component', 'PureComponent'])

/**
 * A file's outline (`summary/module-outline.ts`) from TypeScript's syntax tree: the
 * reading `summariseModule` makes of imports, exports, top-level bindings and their
 * references, step for step — which values are components or functions decides which
 * bodies are walked on their own and in what order their references are listed — without
 * the facts a full summary adds. The outline test holds the two readings equal over every
 * fixture project.
 */
export function outlineModule(file: string, sourceFile: TS.SourceFile): ModuleOutline {
  const prologue = countDirectives(sourceFile)
  const { imports, sideEffectImports } = readImports(sourceFile)
  const { exports, exportAll } = readExports(sourceFile)
  const topLevel = readBindings(file, sourceFile, prologue)
  const scope = new Set<string>([
    ...REQUEST_GLOBALS,
    ...BROWSER_GLOBALS,
    ...imports.keys(),
    ...topLevel.bindings.keys(),
  ])
  const bodies = walkValues(file, sourceFile, topLevel, scope)
  for (const [binding, roots] of topLevel.referenceRoots) {
    const outline = topLevel.bindings.get(binding)
    if (!outline) continue
    const collected = collectReferences(sourceFile, roots, bodies.walked, scope)
    const found = bodies.references.get(binding)
    outline.refs = found ? dedupeRefs([...collected.refs, ...found.refs]) : collected.refs
    outline.dynamicImports = found ? [...collected.dynamicImports, ...found.dynamicImports] : collected.dynamicImports
  }
  return {
    file,
    directive: getDirective(sourceFile, prologue),
    imports,
    exports,
    exportAll,
    sideEffectImports,
    bindings: topLevel.bindings,
    moduleRefs: collectReferences(sourceFile, topLevel.moduleRoots, bodies.walked, scope).refs,
    mayDefineComponents: bodies.candidates > 0,
  }
}

/** The directive prologue: leading statements that are a string literal alone. */
function countDirectives(sourceFile: TS.SourceFile): number {
  let count = 0
  for (const statement of sourceFile.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break
    count++
  }
  return count
}

function getDirective(sourceFile: TS.SourceFile, prologue: number): ModuleOutline['directive'] {
  for (const statement of sourceFile.statements.slice(0, prologue)) {
    const literal = (statement as TS.ExpressionStatement).expression
    // ESTree's directive is the literal as written, between its quotes.
    const written = sourceFile.text.slice(literal.getStart(sourceFile) + 1, literal.end - 1)
    if (written === 'use client' || written === 'use server') return written
  }
  return null
}

function readImports(sourceFile: TS.SourceFile): Pick<ModuleOutline, 'imports' | 'sideEffectImports'> {
  const imports = new Map<string, ImportBinding>()
  const sideEffectImports: ModuleReference[] = []
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement)) continue
    const specifier = getStaticString(statement.moduleSpecifier)!
    const { line, column } = getStartPosition(sourceFile, statement)
    const clause = statement.importClause
    const named = clause?.namedBindings
    const count = (clause?.name ? 1 : 0) + (named ? (ts.isNamedImports(named) ? named.elements.length : 1) : 0)
    if (!clause || count === 0) {
      sideEffectImports.push({ specifier, line, column })
      continue
    }
    const add = (local: string, imported: string, typeOnly: boolean): void => {
      imports.set(local, { specifier, imported, typeOnly: clause.isTypeOnly || typeOnly, line, column })
    }
    if (clause.name) add(clause.name.text, 'default', false)
    if (named && ts.isNamespaceImport(named)) add(named.name.text, '*', false)
    else if (named)
      for (const element of named.elements)
        add(element.name.text, (element.propertyName ?? element.name).text, element.isTypeOnly)
  }
  return { imports, sideEffectImports }
}

function readExports(sourceFile: TS.SourceFile): Pick<ModuleOutline, 'exports' | 'exportAll'> {
  const exports = new Map<string, ExportSource>()
  const exportAll: ModuleReference[] = []
  for (const statement of sourceFile.statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue
      const specifier = getStaticString(statement.moduleSpecifier)
      const clause = statement.exportClause
      if (!clause) {
        if (specifier !== null) exportAll.push({ specifier, ...getStartPosition(sourceFile, statement) })
      } else if (ts.isNamespaceExport(clause)) {
        if (specifier !== null) exports.set(clause.name.text, { kind: 'reexport', specifier, imported: '*' })
      } else {
        for (const element of clause.elements) {
          if (element.isTypeOnly) continue
          const local = (element.propertyName ?? element.name).text
          exports.set(
            element.name.text,
            specifier !== null ? { kind: 'reexport', specifier, imported: local } : { kind: 'local', local },
          )
        }
      }
      continue
    }
    if (ts.isExportAssignment(statement)) {
      if (statement.isExportEquals) continue
      const expression = skipParentheses(statement.expression)
      exports.set('default', { kind: 'local', local: ts.isIdentifier(expression) ? expression.text : DEFAULT_BINDING })
      continue
    }
    const exported = getExportForm(statement)
    if (exported === 'default') {
      if ((ts.isFunctionDeclaration(statement) && statement.body) || ts.isClassDeclaration(statement))
        exports.set('default', { kind: 'local', local: statement.name?.text ?? DEFAULT_BINDING })
    } else if (exported === 'named') {
      // `export declare …` and types are type exports in ESTree: no value is exported.
      if (hasModifier(statement, ts.SyntaxKind.DeclareKeyword)) continue
      for (const name of getDeclaredValueNames(statement)) exports.set(name, { kind: 'local', local: name })
    }
  }
  return { exports, exportAll }
}

/** The value bindings an exported declaration creates; an overload signature creates none. */
function getDeclaredValueNames(statement: TS.Statement): string[] {
  if ((ts.isFunctionDeclaration(statement) && statement.body) || ts.isClassDeclaration(statement))
    return [statement.name?.text ?? DEFAULT_BINDING]
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) => getBindingNames(declaration.name))
  if (ts.isEnumDeclaration(statement)) return [statement.name.text]
  return []
}

interface TopLevelValue {
  binding: string
  value: TS.Node
  displayName: string
  anonymous: boolean
}

interface TopLevel {
  bindings: Map<string, BindingOutline>
  values: TopLevelValue[]
  referenceRoots: Map<string, TS.Node[]>
  moduleRoots: TS.Node[]
}

/** `readBindings` over TypeScript's statements: the same bindings, values and reference roots, in the same order. */
function readBindings(file: string, sourceFile: TS.SourceFile, prologue: number): TopLevel {
  const bindings = new Map<string, BindingOutline>()
  const values: TopLevelValue[] = []
  const referenceRoots = new Map<string, TS.Node[]>()
  const moduleRoots: TS.Node[] = []
  const addReferenceRoot = (binding: string, node: TS.Node | undefined): void => {
    if (!node) return
    const roots = referenceRoots.get(binding)
    if (roots) roots.push(node)
    else referenceRoots.set(binding, [node])
  }
  const declareBinding = (name: string, line: number): void => {
    if (!bindings.has(name)) bindings.set(name, { name, line, refs: [], dynamicImports: [], lazyTarget: null })
  }
  const addDeclaration = (declaration: TS.Statement): void => {
    if ((ts.isFunctionDeclaration(declaration) && declaration.body) || ts.isClassDeclaration(declaration)) {
      const name = declaration.name?.text ?? DEFAULT_BINDING
      declareBinding(name, getDeclarationLine(sourceFile, declaration))
      addReferenceRoot(name, declaration)
      values.push({
        binding: name,
        value: declaration,
        displayName: declaration.name ? name : nameFromFile(file),
        anonymous: !declaration.name,
      })
    } else if (ts.isVariableStatement(declaration)) {
      for (const declarator of declaration.declarationList.declarations) {
        const line = getStartPosition(sourceFile, declarator).line
        for (const name of getBindingNames(declarator.name)) {
          declareBinding(name, line)
          addReferenceRoot(name, declarator.initializer)
        }
        if (ts.isIdentifier(declarator.name) && declarator.initializer)
          values.push({
            binding: declarator.name.text,
            value: declarator.initializer,
            displayName: declarator.name.text,
            anonymous: false,
          })
      }
    } else if (ts.isEnumDeclaration(declaration)) {
      declareBinding(declaration.name.text, getDeclarationLine(sourceFile, declaration))
    }
  }

  sourceFile.statements.forEach((statement, index) => {
    if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) return
    if (ts.isExportAssignment(statement)) {
      if (statement.isExportEquals) {
        moduleRoots.push(statement)
        return
      }
      const expression = skipParentheses(statement.expression)
      if (ts.isIdentifier(expression)) return
      declareBinding(DEFAULT_BINDING, getStartPosition(sourceFile, statement).line)
      addReferenceRoot(DEFAULT_BINDING, expression)
      const named = getFunctionOrClassName(expression)
      values.push({
        binding: DEFAULT_BINDING,
        value: expression,
        displayName: named ?? nameFromFile(file),
        anonymous: named === null,
      })
      return
    }
    if (ts.isExpressionStatement(statement)) {
      if (index < prologue) return
      const member = getStaticMemberAssignment(statement)
      if (member && bindings.has(member.object)) {
        addReferenceRoot(member.object, member.value)
        const name = `${member.object}.${member.property}`
        values.push({ binding: name, value: member.value, displayName: name, anonymous: false })
      } else {
        moduleRoots.push(statement)
      }
      return
    }
    const exported = getExportForm(statement)
    if (exported === 'default') {
      if ((ts.isFunctionDeclaration(statement) && statement.body) || ts.isClassDeclaration(statement))
        addDeclaration(statement)
      return
    }
    addDeclaration(statement)
    if (exported === null && !isDeclarationStatement(statement)) moduleRoots.push(statement)
  })
  return { bindings, values, referenceRoots, moduleRoots }
}

interface WalkedValues {
  /** The function and class nodes walked as bodies of their own. */
  walked: Set<TS.Node>
  /** Per top-level binding, the references those walks found. */
  references: Map<string, { refs: Reference[]; dynamicImports: DynamicImport[] }>
  /** Values that may be components: capitalised functions, classes extending Component. */
  candidates: number
}

/**
 * `summariseValues`' order of walks: each value's component candidate (with its object's
 * members), then the functions to follow; each body's references go to the top-level
 * binding that owns it. Lazy targets are read on the way.
 */
function walkValues(
  file: string,
  sourceFile: TS.SourceFile,
  topLevel: TopLevel,
  scope: ReadonlySet<string>,
): WalkedValues {
  const definitions: { binding: string; node: TS.Node; isClass: boolean; asHook: boolean }[] = []
  const callables = new Map<string, TS.Node>()
  for (const value of topLevel.values) {
    const analysis = analyseValue(sourceFile, value.value, mayBeComponent(file, value.displayName, value.anonymous))
    const asHook = value.anonymous && getHookNameFromFile(file) !== null
    if (analysis.candidate) definitions.push({ binding: value.binding, ...analysis.candidate, asHook })
    const binding = topLevel.bindings.get(value.binding)
    if (binding) {
      binding.lazyTarget = analysis.lazyTarget
      const object = unwrapTypeScriptExpression(value.value)
      if (ts.isObjectLiteralExpression(object)) addObjectMembers(object, value.binding, definitions, callables)
    }
    if (!analysis.candidate && analysis.callable) callables.set(value.binding, analysis.callable)
  }
  const walked = new Set<TS.Node>()
  const references = new Map<string, { refs: Reference[]; dynamicImports: DynamicImport[] }>()
  const addBody = (binding: string, node: TS.Node, isClass: boolean): void => {
    walked.add(node)
    const found = walkReferences(sourceFile, node, scope, { classBody: isClass })
    const owner = binding.split('.')[0]!
    const existing = references.get(owner)
    if (existing) {
      existing.refs.push(...found.refs)
      existing.dynamicImports.push(...found.dynamicImports)
    } else {
      references.set(owner, found)
    }
  }
  for (const definition of definitions) addBody(definition.binding, definition.node, definition.isClass)
  for (const [binding, node] of callables) addBody(binding, node, false)
  const candidates = definitions.filter(
    (definition) => definition.isClass || mayRender(definition.node, definition.asHook),
  ).length
  return { walked, references, candidates }
}

/**
 * Could this candidate render — JSX, `return null`, `createElement`, a hook call; only JSX
 * and `createElement` for one named as a hook (`asHook`) — as `facts/renders.ts` decides?
 * Read over the whole body, nested functions included, so a "no" is certain: `GET =
 * withAuth(async () => …)` is no component, and its file need not be summarised for a
 * list of components.
 */
function mayRender(node: TS.Node, asHook: boolean): boolean {
  if (!asHook && ts.isArrowFunction(node) && skipParentheses(node.body).kind === ts.SyntaxKind.NullKeyword) return true
  const visit = (current: TS.Node): boolean => {
    switch (current.kind) {
      case ts.SyntaxKind.JsxElement:
      case ts.SyntaxKind.JsxSelfClosingElement:
      case ts.SyntaxKind.JsxFragment:
        return true
      case ts.SyntaxKind.ReturnStatement: {
        const argument = (current as TS.ReturnStatement).expression
        const value = argument && skipParentheses(argument).kind
        if (!asHook && (value === ts.SyntaxKind.NullKeyword || value === ts.SyntaxKind.FalseKeyword)) return true
        break
      }
      case ts.SyntaxKind.CallExpression:
        if (isRenderingCall((current as TS.CallExpression).expression, asHook)) return true
        break
      default:
        break
    }
    return ts.forEachChild(current, visit) ?? false
  }
  return ts.forEachChild(node, visit) ?? false
}

/** `createElement(…)`, or unless `asHook` a hook call (`useState`, `useStore.use.count`) as `getHookName` reads one. */
function isRenderingCall(callee: TS.Node, asHook: boolean): boolean {
  const name = getTypeScriptDottedName(callee)
  if (name === null) return false
  if (name.endsWith('createElement')) return true
  if (asHook) return false
  const segments = name.split('.')
  return (
    isHookName(segments[segments.length - 1]!) ||
    (segments.length >= 3 && segments[segments.length - 2] === 'use' && isHookName(segments[0]!))
  )
}

/** `analyseValue` reduced to what the outline needs: the candidate, the function to follow, the lazy target. */
function analyseValue(
  sourceFile: TS.SourceFile,
  value: TS.Node,
  isCandidateName: boolean,
): {
  candidate: { node: TS.Node; isClass: boolean } | null
  callable: TS.Node | null
  lazyTarget: DynamicImport | null
} {
  const result = { candidate: null, callable: null, lazyTarget: null } as {
    candidate: { node: TS.Node; isClass: boolean } | null
    callable: TS.Node | null
    lazyTarget: DynamicImport | null
  }
  let current = unwrapTypeScriptExpression(value)
  for (;;) {
    if (isFunctionLike(current)) {
      result.callable = current
      if (isCandidateName) result.candidate = { node: current, isClass: false }
      return result
    }
    if (ts.isClassDeclaration(current) || ts.isClassExpression(current)) {
      if (extendsComponent(current)) result.candidate = { node: current, isClass: true }
      return result
    }
    if (!isEstreeCall(current)) return result
    const callee = skipParentheses(current.expression)
    const calleeName = getTypeScriptDottedName(isEstreeCall(callee) ? callee.expression : callee)
    const wrapper = calleeName?.split('.').pop() ?? null
    // As components/detect.ts: a loader of the project's own is known by its argument.
    const loaded = current.arguments[0] && skipParentheses(current.arguments[0])
    const project =
      loaded !== undefined && isFunctionLike(loaded) ? findTypeScriptDynamicImport(sourceFile, loaded) : null
    if ((wrapper !== null && LAZY_LOADERS.has(wrapper)) || project !== null) {
      result.lazyTarget = project ?? findTypeScriptDynamicImport(sourceFile, current.arguments[0])
      return result
    }
    const inner = current.arguments[0]
    if (!inner || ts.isSpreadElement(inner)) return result
    const innerValue = unwrapTypeScriptExpression(inner)
    if (
      !isFunctionLike(innerValue) &&
      !ts.isIdentifier(innerValue) &&
      !isEstreeCall(innerValue) &&
      !ts.isClassExpression(innerValue)
    )
      return result
    current = innerValue
  }
}

function extendsComponent(node: TS.ClassLikeDeclaration): boolean {
  const heritage = node.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
  const base = heritage?.types[0]
  if (!base) return false
  const name = getTypeScriptDottedName(base.expression)
  return name !== null && COMPONENT_BASES.has(name.split('.').pop()!)
}

/** `addObjectMembers`: an object literal's function members are candidates or functions to follow. */
function addObjectMembers(
  object: TS.ObjectLiteralExpression,
  binding: string,
  definitions: { binding: string; node: TS.Node; isClass: boolean }[],
  callables: Map<string, TS.Node>,
): void {
  for (const property of object.properties) {
    if (ts.isSpreadAssignment(property) || ts.isShorthandPropertyAssignment(property)) continue
    const key = getPropertyName(property.name)
    if (key === null) continue
    const value = ts.isPropertyAssignment(property) ? unwrapTypeScriptExpression(property.initializer) : property
    if (!isFunctionLike(value)) continue
    const name = `${binding}.${key}`
    if (isComponentName(name) && /^[A-Za-z_$][\w$]*$/.test(key))
      definitions.push({ binding: name, node: value, isClass: false })
    else callables.set(name, value)
  }
}

function getPropertyName(name: TS.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text
  if (ts.isNumericLiteral(name)) return String(Number(name.text))
  if (ts.isComputedPropertyName(name)) {
    const expression = skipParentheses(name.expression)
    if (ts.isStringLiteral(expression)) return expression.text
    if (ts.isNumericLiteral(expression)) return String(Number(expression.text))
  }
  return null
}

function collectReferences(
  sourceFile: TS.SourceFile,
  roots: readonly TS.Node[],
  skip: ReadonlySet<TS.Node>,
  scope: ReadonlySet<string>,
): { refs: Reference[]; dynamicImports: DynamicImport[] } {
  const refs: Reference[] = []
  const dynamicImports: DynamicImport[] = []
  const seen = new Set<string>()
  for (const root of roots) {
    const found = walkReferences(sourceFile, root, scope, { skip })
    for (const ref of found.refs) {
      const key = `${ref.name}\0${ref.member ?? ''}`
      if (seen.has(key)) continue
      seen.add(key)
      refs.push(ref)
    }
    dynamicImports.push(...found.dynamicImports)
  }
  return { refs, dynamicImports }
}

function dedupeRefs(refs: Reference[]): Reference[] {
  const seen = new Map<string, Reference>()
  for (const ref of refs) {
    const key = `${ref.name}\0${ref.member ?? ''}`
    if (!seen.has(key)) seen.set(key, ref)
  }
  return [...seen.values()]
}

/** `export default memo(function CartItem() {})` keeps the inner name. */
function getFunctionOrClassName(node: TS.Node): string | null {
  const value = unwrapTypeScriptExpression(node)
  if ((ts.isFunctionExpression(value) || ts.isClassExpression(value)) && value.name) return value.name.text
  if (isEstreeCall(value) && value.arguments[0] && !ts.isSpreadElement(value.arguments[0]))
    return getFunctionOrClassName(value.arguments[0])
  return null
}

/** `Card.Header = function CardHeader() {…}`: a static property of a top-level binding. */
function getStaticMemberAssignment(
  statement: TS.ExpressionStatement,
): { object: string; property: string; value: TS.Node } | null {
  const expression = skipParentheses(statement.expression)
  if (!ts.isBinaryExpression(expression) || expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return null
  const target = skipParentheses(expression.left)
  if (!ts.isPropertyAccessExpression(target) || !ts.isIdentifier(target.name)) return null
  const object = skipParentheses(target.expression)
  if (!ts.isIdentifier(object)) return null
  return { object: object.text, property: target.name.text, value: skipParentheses(expression.right) }
}

function isDeclarationStatement(statement: TS.Statement): boolean {
  return (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isVariableStatement(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isModuleDeclaration(statement) ||
    ts.isEmptyStatement(statement)
  )
}

/**
 * How typescript-estree wraps a declaration: `export default …` or `export …` when
 * `export` is its first modifier, otherwise not at all.
 */
function getExportForm(statement: TS.Statement): 'default' | 'named' | null {
  const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined
  if (modifiers?.[0]?.kind !== ts.SyntaxKind.ExportKeyword) return null
  return modifiers[1]?.kind === ts.SyntaxKind.DefaultKeyword ? 'default' : 'named'
}

function hasModifier(statement: TS.Statement, kind: TS.SyntaxKind): boolean {
  return (
    (ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined)?.some((m) => m.kind === kind) ?? false
  )
}

/**
 * The line an exported declaration starts on in ESTree: the token after `export` (or
 * `export default`), since the export statement holds the declaration.
 */
function getDeclarationLine(sourceFile: TS.SourceFile, declaration: TS.Statement): number {
  const modifiers = ts.canHaveModifiers(declaration) ? ts.getModifiers(declaration) : undefined
  if (modifiers?.[0]?.kind !== ts.SyntaxKind.ExportKeyword) return getStartPosition(sourceFile, declaration).line
  const keyword = modifiers[1]?.kind === ts.SyntaxKind.DefaultKeyword ? modifiers[1] : modifiers[0]
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, sourceFile.languageVariant, sourceFile.text)
  scanner.resetTokenState(keyword.end)
  scanner.scan()
  return sourceFile.getLineAndCharacterOfPosition(scanner.getTokenStart()).line + 1
}

function getBindingNames(name: TS.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text]
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : getBindingNames(element.name)))
}
