import type * as TS from 'typescript'
import { ts } from '../parse/typescript-module.js'
import type { ModuleScope } from '../facts/body-walk.js'
import { isComponentName } from '../parse/ast.js'
import { getStaticString, isFunctionLike, isImportCall, skipParentheses } from '../parse/typescript-ast.js'
import type { DynamicImport, Reference } from '../summary/module-summary.js'

/** The names a function declares, and the function around it: `BodyScope` of the ESTree walk. */
interface Frame {
  readonly names: Set<string>
  readonly parent: Frame | null
}

interface Use {
  ref: Reference
  frame: Frame
}

export interface ReferenceWalkOptions {
  /** The root is a class whose members are the body: a class component's. */
  classBody?: boolean
  /** Nodes not to enter: bodies another walk has already read. */
  skip?: ReadonlySet<TS.Node>
}

/**
 * What `createReferencesExtractor` finds in a body walked by `walkBody`, read from
 * TypeScript's syntax tree: the names from outside the body it reads as values, grouped
 * by name and member in the order first met, each at its first use that no local hides,
 * and the modules it loads with `import()`. Every rule of that walk is kept, down to its
 * quirks, since the render-mode graph must come out the same from either tree: types are
 * not entered, a nested capitalised function is a component and is not walked (except
 * in a class component's body), a function's parameters and locals hide an outside name
 * only inside it, `typeof x` is not a use, and a declaration's own name is a use unless
 * it is a nested function declaration's.
 */
export function walkReferences(
  sourceFile: TS.SourceFile,
  root: TS.Node,
  scope: ModuleScope,
  options: ReferenceWalkOptions = {},
): { refs: Reference[]; dynamicImports: DynamicImport[] } {
  const walker = new ReferenceWalker(sourceFile, scope, options)
  walker.walkRoot(root)
  return walker.finish()
}

class ReferenceWalker {
  private readonly uses = new Map<string, Map<string | null, Use[]>>()
  private readonly dynamicImports: DynamicImport[] = []
  /** For an `import()` that a `.then(…)` is called on, that call. */
  private readonly thenCalls = new Map<TS.Node, TS.CallExpression>()
  private frame: Frame = { names: new Set(), parent: null }

  constructor(
    private readonly sourceFile: TS.SourceFile,
    private readonly scope: ModuleScope,
    private readonly options: ReferenceWalkOptions,
  ) {}

  walkRoot(root: TS.Node): void {
    if (this.options.skip?.has(root)) return
    if (this.options.classBody && (ts.isClassDeclaration(root) || ts.isClassExpression(root))) {
      for (const member of root.members) this.visitClassMember(member)
      return
    }
    if (isFunctionLike(root)) {
      // The root function's parameters are the body's own; its name is read like any use.
      this.declareParameters(root)
      if ((ts.isFunctionDeclaration(root) || ts.isFunctionExpression(root)) && root.name) this.useName(root.name)
      this.visitFunctionInside(root)
      return
    }
    this.visit(root)
  }

  finish(): { refs: Reference[]; dynamicImports: DynamicImport[] } {
    const refs: Reference[] = []
    for (const [name, byMember] of this.uses) {
      for (const found of byMember.values()) {
        const first = found.find((use) => !isDeclaredAround(name, use.frame))
        if (first) refs.push(first.ref)
      }
    }
    return { refs, dynamicImports: this.dynamicImports }
  }

  private visit(node: TS.Node | undefined): void {
    if (node === undefined) return
    switch (node.kind) {
      case ts.SyntaxKind.Identifier:
        this.useName(node as TS.Identifier)
        return
      case ts.SyntaxKind.ParenthesizedExpression:
      case ts.SyntaxKind.AsExpression:
      case ts.SyntaxKind.SatisfiesExpression:
      case ts.SyntaxKind.TypeAssertionExpression:
      case ts.SyntaxKind.NonNullExpression:
      case ts.SyntaxKind.ExpressionWithTypeArguments:
      case ts.SyntaxKind.SpreadElement:
      case ts.SyntaxKind.SpreadAssignment:
      case ts.SyntaxKind.ExpressionStatement:
      case ts.SyntaxKind.AwaitExpression:
      case ts.SyntaxKind.DeleteExpression:
      case ts.SyntaxKind.VoidExpression:
      case ts.SyntaxKind.YieldExpression:
      case ts.SyntaxKind.ReturnStatement:
      case ts.SyntaxKind.ThrowStatement:
      case ts.SyntaxKind.Decorator:
      case ts.SyntaxKind.ComputedPropertyName:
      case ts.SyntaxKind.JsxExpression:
      case ts.SyntaxKind.JsxSpreadAttribute:
      case ts.SyntaxKind.ExportAssignment:
        this.visit((node as { expression?: TS.Node }).expression)
        return
      case ts.SyntaxKind.PropertyAccessExpression: {
        const access = node as TS.PropertyAccessExpression
        const object = skipParentheses(access.expression)
        if (ts.isIdentifier(object)) this.useName(object, ts.isIdentifier(access.name) ? access.name.text : null)
        else this.visit(object)
        return
      }
      case ts.SyntaxKind.ElementAccessExpression: {
        const access = node as TS.ElementAccessExpression
        this.visit(access.expression)
        this.visit(access.argumentExpression)
        return
      }
      case ts.SyntaxKind.TypeOfExpression: {
        // `typeof window !== 'undefined'` asks whether code runs in a browser: not a use.
        const operand = skipParentheses((node as TS.TypeOfExpression).expression)
        if (!ts.isIdentifier(operand)) this.visit(operand)
        return
      }
      case ts.SyntaxKind.CallExpression:
        this.visitCall(node as TS.CallExpression)
        return
      case ts.SyntaxKind.NewExpression: {
        const call = node as TS.NewExpression
        this.visit(call.expression)
        this.visitAll(call.arguments ?? [])
        return
      }
      case ts.SyntaxKind.TaggedTemplateExpression: {
        const tagged = node as TS.TaggedTemplateExpression
        this.visit(tagged.tag)
        this.visit(tagged.template)
        return
      }
      case ts.SyntaxKind.TemplateExpression:
        for (const span of (node as TS.TemplateExpression).templateSpans) this.visit(span.expression)
        return
      case ts.SyntaxKind.FunctionDeclaration:
      case ts.SyntaxKind.FunctionExpression:
      case ts.SyntaxKind.ArrowFunction:
        this.visitFunction(node as TS.FunctionLikeDeclaration, null)
        return
      case ts.SyntaxKind.ClassDeclaration:
      case ts.SyntaxKind.ClassExpression:
        this.visitClass(node as TS.ClassLikeDeclaration)
        return
      case ts.SyntaxKind.ObjectLiteralExpression:
        for (const property of (node as TS.ObjectLiteralExpression).properties) this.visitObjectMember(property)
        return
      case ts.SyntaxKind.ArrayLiteralExpression:
        this.visitAll((node as TS.ArrayLiteralExpression).elements)
        return
      case ts.SyntaxKind.BinaryExpression: {
        const binary = node as TS.BinaryExpression
        this.visit(binary.left)
        this.visit(binary.right)
        return
      }
      case ts.SyntaxKind.ConditionalExpression: {
        const conditional = node as TS.ConditionalExpression
        this.visit(conditional.condition)
        this.visit(conditional.whenTrue)
        this.visit(conditional.whenFalse)
        return
      }
      case ts.SyntaxKind.PrefixUnaryExpression:
      case ts.SyntaxKind.PostfixUnaryExpression:
        this.visit((node as TS.PrefixUnaryExpression | TS.PostfixUnaryExpression).operand)
        return
      case ts.SyntaxKind.MetaProperty:
        this.useName((node as TS.MetaProperty).name)
        return
      case ts.SyntaxKind.JsxElement: {
        const element = node as TS.JsxElement
        this.visitJsxOpening(element.openingElement)
        this.visitAll(element.children)
        return
      }
      case ts.SyntaxKind.JsxSelfClosingElement:
        this.visitJsxOpening(node as TS.JsxSelfClosingElement)
        return
      case ts.SyntaxKind.JsxFragment:
        this.visitAll((node as TS.JsxFragment).children)
        return
      case ts.SyntaxKind.Block:
      case ts.SyntaxKind.ModuleBlock:
        this.visitAll((node as TS.Block | TS.ModuleBlock).statements)
        return
      case ts.SyntaxKind.VariableStatement:
        this.visitVariables((node as TS.VariableStatement).declarationList)
        return
      case ts.SyntaxKind.VariableDeclarationList:
        this.visitVariables(node as TS.VariableDeclarationList)
        return
      case ts.SyntaxKind.IfStatement: {
        const statement = node as TS.IfStatement
        this.visit(statement.expression)
        this.visit(statement.thenStatement)
        this.visit(statement.elseStatement)
        return
      }
      case ts.SyntaxKind.DoStatement:
      case ts.SyntaxKind.WhileStatement:
      case ts.SyntaxKind.WithStatement: {
        const statement = node as TS.DoStatement | TS.WhileStatement | TS.WithStatement
        if (ts.isDoStatement(statement)) {
          this.visit(statement.statement)
          this.visit(statement.expression)
        } else {
          this.visit(statement.expression)
          this.visit(statement.statement)
        }
        return
      }
      case ts.SyntaxKind.ForStatement: {
        const statement = node as TS.ForStatement
        this.visit(statement.initializer)
        this.visit(statement.condition)
        this.visit(statement.incrementor)
        this.visit(statement.statement)
        return
      }
      case ts.SyntaxKind.ForInStatement:
      case ts.SyntaxKind.ForOfStatement: {
        const statement = node as TS.ForInStatement | TS.ForOfStatement
        this.visit(statement.initializer)
        this.visit(statement.expression)
        this.visit(statement.statement)
        return
      }
      case ts.SyntaxKind.LabeledStatement:
        this.visit((node as TS.LabeledStatement).statement)
        return
      case ts.SyntaxKind.SwitchStatement: {
        const statement = node as TS.SwitchStatement
        this.visit(statement.expression)
        for (const clause of statement.caseBlock.clauses) {
          if (ts.isCaseClause(clause)) this.visit(clause.expression)
          this.visitAll(clause.statements)
        }
        return
      }
      case ts.SyntaxKind.TryStatement: {
        const statement = node as TS.TryStatement
        this.visit(statement.tryBlock)
        if (statement.catchClause) {
          const declaration = statement.catchClause.variableDeclaration
          if (declaration) {
            this.declarePattern(declaration.name)
            this.visitPattern(declaration.name, true)
          }
          this.visit(statement.catchClause.block)
        }
        this.visit(statement.finallyBlock)
        return
      }
      case ts.SyntaxKind.EnumDeclaration: {
        const declaration = node as TS.EnumDeclaration
        this.useName(declaration.name)
        for (const member of declaration.members) {
          if (ts.isIdentifier(member.name)) this.useName(member.name)
          else if (ts.isComputedPropertyName(member.name)) this.visit(member.name.expression)
          this.visit(member.initializer)
        }
        return
      }
      case ts.SyntaxKind.ModuleDeclaration: {
        const declaration = node as TS.ModuleDeclaration
        if (ts.isIdentifier(declaration.name)) this.useName(declaration.name)
        this.visit(declaration.body)
        return
      }
      case ts.SyntaxKind.ImportEqualsDeclaration: {
        const declaration = node as TS.ImportEqualsDeclaration
        this.useName(declaration.name)
        this.visitEntityName(declaration.moduleReference)
        return
      }
      case ts.SyntaxKind.NamespaceExportDeclaration:
        this.useName((node as TS.NamespaceExportDeclaration).name)
        return
      case ts.SyntaxKind.ExportDeclaration: {
        const clause = (node as TS.ExportDeclaration).exportClause
        if (clause && ts.isNamespaceExport(clause) && ts.isIdentifier(clause.name)) this.useName(clause.name)
        return
      }
      default:
        // Literals, keywords, labels, type declarations and every type: nothing read as a value.
        return
    }
  }

  private visitAll(nodes: readonly TS.Node[]): void {
    for (const node of nodes) this.visit(node)
  }

  private visitCall(call: TS.CallExpression): void {
    if (isImportCall(call)) {
      const specifier = getStaticString(call.arguments[0])
      if (specifier !== null) {
        const then = this.thenCalls.get(call)
        this.dynamicImports.push({
          specifier,
          imported: (then && getThenExport(then)) ?? '*',
          line: this.sourceFile.getLineAndCharacterOfPosition(call.getStart(this.sourceFile)).line + 1,
        })
      }
      this.visitAll(call.arguments)
      return
    }
    const callee = skipParentheses(call.expression)
    if (ts.isPropertyAccessExpression(callee) || ts.isElementAccessExpression(callee)) {
      const object = skipParentheses(callee.expression)
      if (isImportCall(object)) this.thenCalls.set(object, call)
    }
    this.visit(call.expression)
    this.visitAll(call.arguments)
  }

  /**
   * A nested function: its own frame for its parameters and locals, unless it is a
   * capitalised function bound to a name — a component defined inside the body, whose
   * uses are its own (a class component's body walks them all).
   */
  private visitFunction(node: TS.FunctionLikeDeclaration, bindingName: string | null): void {
    if (ts.isFunctionDeclaration(node) && node.body === undefined) return
    if (this.options.skip?.has(node)) return
    const declaredName = ts.isFunctionDeclaration(node) ? (node.name?.text ?? null) : bindingName
    if (declaredName !== null && isComponentName(declaredName) && !this.options.classBody) {
      if (ts.isFunctionDeclaration(node)) this.frame.names.add(declaredName)
      return
    }
    // A function declaration binds its name in the function around it, hoisted.
    if (ts.isFunctionDeclaration(node) && declaredName !== null) this.frame.names.add(declaredName)
    const outer = this.frame
    this.frame = { names: new Set(), parent: outer }
    this.declareParameters(node)
    if (ts.isFunctionExpression(node) && node.name) this.useName(node.name)
    this.visitFunctionInside(node)
    this.frame = outer
  }

  /** Parameters (their defaults and decorators) and the body, in the frame already opened. */
  private visitFunctionInside(node: TS.FunctionLikeDeclaration): void {
    for (const parameter of node.parameters) {
      this.visitDecorators(parameter)
      this.visitPattern(parameter.name, true)
      this.visit(parameter.initializer)
    }
    this.visit(node.body)
  }

  private declareParameters(node: TS.SignatureDeclarationBase): void {
    for (const parameter of node.parameters) this.declarePattern(parameter.name)
  }

  private visitClass(node: TS.ClassLikeDeclaration): void {
    if (this.options.skip?.has(node)) return
    this.visitDecorators(node)
    if (node.name) this.useName(node.name)
    for (const clause of node.heritageClauses ?? []) {
      if (clause.token === ts.SyntaxKind.ExtendsKeyword && clause.types[0]) this.visit(clause.types[0].expression)
    }
    for (const member of node.members) this.visitClassMember(member)
  }

  private visitClassMember(member: TS.ClassElement): void {
    this.visitDecorators(member)
    if (member.name && ts.isComputedPropertyName(member.name)) this.visit(member.name.expression)
    // ESTree's abstract members keep their key as a child the walk reads like a name.
    else if (member.name && ts.isIdentifier(member.name) && hasModifier(member, ts.SyntaxKind.AbstractKeyword))
      this.useName(member.name)
    if (ts.isPropertyDeclaration(member)) {
      // `Header = () => …`: a property's function is named by its key, as a binding is
      // (an `accessor` property is another node in ESTree, and names nothing).
      const key = member.name
      const keyName = hasModifier(member, ts.SyntaxKind.AccessorKeyword)
        ? null
        : ts.isIdentifier(key)
          ? key.text
          : ts.isComputedPropertyName(key) && ts.isIdentifier(key.expression)
            ? key.expression.text
            : null
      this.visitBound(member.initializer, keyName)
      return
    }
    if (ts.isClassStaticBlockDeclaration(member)) {
      this.visit(member.body)
      return
    }
    if (ts.isIndexSignatureDeclaration(member)) {
      for (const parameter of member.parameters) this.visitPattern(parameter.name, false)
      return
    }
    if (isFunctionLike(member)) {
      if (member.body !== undefined) {
        this.visitFunction(member, null)
        return
      }
      // An overload or abstract signature has no body and no scope: its parameters read as names.
      for (const parameter of member.parameters) {
        this.visitDecorators(parameter)
        this.visitPattern(parameter.name, false)
        this.visit(parameter.initializer)
      }
    }
  }

  private visitObjectMember(property: TS.ObjectLiteralElementLike): void {
    if (ts.isShorthandPropertyAssignment(property)) {
      this.useName(property.name)
      this.visit(property.objectAssignmentInitializer)
      return
    }
    if (ts.isSpreadAssignment(property)) {
      this.visit(property.expression)
      return
    }
    if (ts.isComputedPropertyName(property.name)) this.visit(property.name.expression)
    if (ts.isPropertyAssignment(property)) this.visit(property.initializer)
    else this.visitFunction(property, null)
  }

  private visitVariables(list: TS.VariableDeclarationList): void {
    for (const declaration of list.declarations) {
      this.declarePattern(declaration.name)
      this.visitPattern(declaration.name, true)
      this.visitBound(declaration.initializer, ts.isIdentifier(declaration.name) ? declaration.name.text : null)
    }
  }

  /** A value bound to a name (`const Row = () => …`): a function there is named by it. */
  private visitBound(value: TS.Node | undefined, name: string | null): void {
    if (value === undefined) return
    const inner = skipParentheses(value)
    if (ts.isFunctionExpression(inner) || ts.isArrowFunction(inner)) this.visitFunction(inner, name)
    else this.visit(value)
  }

  /**
   * A binding pattern: its computed keys and default values are read; its names are
   * declarations, or uses where nothing declares them (an overload's parameters).
   */
  private visitPattern(name: TS.BindingName, declared: boolean): void {
    if (ts.isIdentifier(name)) {
      if (!declared) this.useName(name)
      return
    }
    for (const element of name.elements) {
      if (ts.isOmittedExpression(element)) continue
      if (element.propertyName && ts.isComputedPropertyName(element.propertyName))
        this.visit(element.propertyName.expression)
      this.visitPattern(element.name, declared)
      this.visit(element.initializer)
    }
  }

  private declarePattern(name: TS.BindingName): void {
    if (ts.isIdentifier(name)) {
      this.frame.names.add(name.text)
      return
    }
    for (const element of name.elements) if (!ts.isOmittedExpression(element)) this.declarePattern(element.name)
  }

  private visitDecorators(node: TS.Node): void {
    if (!ts.canHaveDecorators(node)) return
    for (const decorator of ts.getDecorators(node) ?? []) this.visit(decorator.expression)
  }

  /** `A.B.C` in `import x = A.B.C`: each part is read. */
  private visitEntityName(reference: TS.ModuleReference): void {
    if (ts.isIdentifier(reference)) this.useName(reference)
    else if (ts.isQualifiedName(reference)) {
      this.visitEntityName(reference.left)
      this.useName(reference.right)
    }
  }

  private visitJsxOpening(element: TS.JsxOpeningElement | TS.JsxSelfClosingElement): void {
    const tag = element.tagName
    if (ts.isIdentifier(tag)) {
      if (isComponentName(tag.text)) this.useName(tag)
    } else if (ts.isPropertyAccessExpression(tag)) {
      // `<Icons.Logo>`: the object the tag is read from, with its first member.
      let member: TS.PropertyAccessExpression = tag
      while (ts.isPropertyAccessExpression(member.expression)) member = member.expression
      if (ts.isIdentifier(member.expression)) this.useName(member.expression, member.name.text)
    }
    for (const attribute of element.attributes.properties) {
      if (ts.isJsxSpreadAttribute(attribute)) this.visit(attribute.expression)
      else if (attribute.initializer && !ts.isStringLiteral(attribute.initializer)) this.visit(attribute.initializer)
    }
  }

  /** A use of a name: kept when the module declares it, first in each function. */
  private useName(node: TS.Identifier | TS.PrivateIdentifier, member: string | null = null): void {
    const name = node.text
    if (!this.scope.has(name)) return
    let byMember = this.uses.get(name)
    if (!byMember) {
      byMember = new Map()
      this.uses.set(name, byMember)
    }
    let found = byMember.get(member)
    if (!found) {
      found = []
      byMember.set(member, found)
    }
    const frame = this.frame
    if (found.some((use) => use.frame === frame)) return
    const { line, character } = this.sourceFile.getLineAndCharacterOfPosition(node.getStart(this.sourceFile))
    found.push({ ref: { name, member, line: line + 1, column: character + 1 }, frame })
  }
}

function hasModifier(member: TS.ClassElement, kind: TS.SyntaxKind): boolean {
  return ts.canHaveModifiers(member) && (ts.getModifiers(member)?.some((modifier) => modifier.kind === kind) ?? false)
}

function isDeclaredAround(name: string, frame: Frame): boolean {
  for (let current: Frame | null = frame; current !== null; current = current.parent)
    if (current.names.has(name)) return true
  return false
}

/**
 * The module and export a lazy loader's argument imports, as `findDynamicImport` reads
 * it: the first `import()` with a written source, its default export unless a `.then`
 * picks another.
 */
export function findTypeScriptDynamicImport(
  sourceFile: TS.SourceFile,
  node: TS.Node | undefined,
): DynamicImport | null {
  if (node === undefined) return null
  const thenCalls = new Map<TS.Node, TS.CallExpression>()
  let found: DynamicImport | null = null
  const visit = (current: TS.Node): void => {
    if (found) return
    if (ts.isCallExpression(current)) {
      if (isImportCall(current)) {
        const specifier = getStaticString(current.arguments[0])
        if (specifier !== null) {
          const then = thenCalls.get(current)
          found = {
            specifier,
            imported: (then && getThenExport(then)) ?? 'default',
            line: sourceFile.getLineAndCharacterOfPosition(current.getStart(sourceFile)).line + 1,
          }
          return
        }
      } else {
        const callee = skipParentheses(current.expression)
        if (ts.isPropertyAccessExpression(callee) || ts.isElementAccessExpression(callee)) {
          const object = skipParentheses(callee.expression)
          if (isImportCall(object)) thenCalls.set(object, current)
        }
      }
    }
    ts.forEachChild(current, visit)
  }
  visit(node)
  return found
}

/** `import('./x').then(m => m.Y)` → `Y`, given the `.then` call; null when no `.then` picks an export. */
function getThenExport(call: TS.CallExpression): string | null {
  const callee = skipParentheses(call.expression)
  const isThen = ts.isPropertyAccessExpression(callee)
    ? ts.isIdentifier(callee.name) && callee.name.text === 'then'
    : ts.isElementAccessExpression(callee) &&
      ts.isIdentifier(skipParentheses(callee.argumentExpression)) &&
      (skipParentheses(callee.argumentExpression) as TS.Identifier).text === 'then'
  if (!isThen) return null
  const callback = call.arguments[0] && skipParentheses(call.arguments[0])
  if (!callback || !(ts.isFunctionExpression(callback) || ts.isArrowFunction(callback))) return null
  const param = callback.parameters[0]
  if (!param || param.dotDotDotToken || param.initializer) return null
  if (ts.isObjectBindingPattern(param.name)) {
    const first = param.name.elements[0]
    if (!first || first.dotDotDotToken) return null
    const key = first.propertyName ?? first.name
    if (ts.isIdentifier(key)) return key.text
    if (ts.isComputedPropertyName(key) && ts.isIdentifier(key.expression)) return key.expression.text
    return null
  }
  if (!ts.isIdentifier(param.name)) return null
  const name = param.name.text
  let picked: string | null = null
  const visit = (current: TS.Node): void => {
    if (picked !== null) return
    if (ts.isPropertyAccessExpression(current) && ts.isIdentifier(current.name)) {
      const object = skipParentheses(current.expression)
      if (ts.isIdentifier(object) && object.text === name) {
        picked = current.name.text
        return
      }
    }
    // A JSX tag (`<m.Chart />`) is not a member expression in ESTree.
    if (ts.isJsxOpeningElement(current) || ts.isJsxSelfClosingElement(current) || ts.isJsxClosingElement(current)) {
      if (current.kind !== ts.SyntaxKind.JsxClosingElement) {
        const element = current as TS.JsxOpeningElement | TS.JsxSelfClosingElement
        if (element.typeArguments) for (const argument of element.typeArguments) visit(argument)
        visit(element.attributes)
      }
      return
    }
    ts.forEachChild(current, visit)
  }
  visit(callback.body)
  return picked
}
