import type { TSESTree } from '@typescript-eslint/typescript-estree'
import {
  type FunctionNode,
  type Node,
  getDottedName,
  getPropertyName,
  isComponentName,
  isFunctionNode,
  textOf,
  unwrapExpression,
  walk,
} from '../parse/ast.js'
import type { JsxUsage } from '../summary/module-summary.js'
import type { ParsedFile } from './parsed-files.js'

/**
 * A route path as written: a literal, or pieces that name constants (`paths.app.root.path`,
 * `` `/doc/${documentSlug}` ``) the inventory looks up across files, or code it cannot read.
 */
export type PathFact =
  | { kind: 'text'; text: string }
  | { kind: 'parts'; parts: PathPart[]; text: string }
  | { kind: 'unread'; text: string }

export type PathPart = { text: string } | { ref: string }

/** A route as its router declares it, in an object (`{ path, element, children }`) or a `<Route>` element. */
export interface RouteFact {
  line: number
  path: PathFact | null
  index: boolean
  /** The element the route renders, outermost first: `<Protected><Page/></Protected>` is Protected, Page. */
  element: JsxUsage[]
  /** `Component: Page`, `component={Page}`, as written. */
  component: JsxUsage | null
  /** The module a `lazy: () => import('./page')` loads. */
  lazy: string | null
  children: RouteItem[]
}

export type RouteItem =
  | { kind: 'route'; route: RouteFact }
  /** A name standing for routes declared elsewhere: `children: settingsRoutes`, `...adminRoutes`. */
  | { kind: 'ref'; name: string; line: number }
  | { kind: 'unread'; line: number; text: string }

/** Routes handed to a router: `createBrowserRouter([…])`, `useRoutes([…])`, or a tree of `<Route>` elements. */
export interface RouteTreeFact {
  origin: 'router-call' | 'jsx'
  line: number
  items: RouteItem[]
  /** The lines of the top-level statement around the tree, for the component that declares it. */
  within: { start: number; end: number } | null
}

/** `createRoot(…).render(<App/>)`: where a single-page app starts, and the components it renders there. */
export interface RenderCallFact {
  line: number
  call: string
  usages: JsxUsage[]
}

export type ConstantFact = PathFact | { kind: 'object'; members: Map<string, ConstantFact> }

/** Literal params a page declares for its dynamic segments. */
export interface StaticParamsFact {
  name: 'generateStaticParams' | 'getStaticPaths'
  line: number
  values: Record<string, string | string[]>[]
  /** `getStaticPaths` may list paths as URLs. */
  urls: string[]
}

export interface RouteFileFacts {
  trees: RouteTreeFact[]
  renders: RenderCallFact[]
  /** Top-level `const` route lists and route objects, by name. */
  routeLists: Map<string, RouteItem[]>
  /** Top-level `const` strings, templates and objects of them: where route paths are kept. */
  constants: Map<string, ConstantFact>
  staticParams: StaticParamsFact[]
  /** HTTP methods a handler compares `req.method` with. */
  methodChecks: string[]
}

// https://reactrouter.com/start/data/routing and https://reactrouter.com/start/declarative/routing
const ROUTER_CALLS = new Set([
  'createBrowserRouter',
  'createHashRouter',
  'createMemoryRouter',
  'createStaticRouter',
  'useRoutes',
  'createRoutesFromElements',
  'createRoutesFromChildren',
])
const ROUTE_KEYS = new Set(['path', 'element', 'Component', 'component', 'lazy', 'children', 'index'])
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The route facts of one file: one walk over its program. */
export function extractRouteFacts({ text, program }: ParsedFile): RouteFileFacts {
  const facts: RouteFileFacts = {
    trees: [],
    renders: [],
    routeLists: new Map(),
    constants: new Map(),
    staticParams: [],
    methodChecks: [],
  }
  const reader = new RouteReader(text)
  const rendersReact = importsReactDom(program)
  for (const statement of program.body) readTopLevel(reader, statement, facts)
  walk(program, (node, ancestors) => {
    if (node.type === 'CallExpression') {
      const name = getCalleeName(node.callee)
      if (name !== null && ROUTER_CALLS.has(name) && node.arguments[0]) {
        const items = reader.readItems(node.arguments[0] as Node)
        facts.trees.push({ origin: 'router-call', line: node.loc.start.line, items, within: within(ancestors) })
        return false
      }
      if (rendersReact && runsOnLoad(ancestors)) {
        const render = readRenderCall(node)
        if (render) facts.renders.push(render)
      }
      // `{settingsRoutes.map(({ path, Component }) => <Route path={path} … />)}`: the list's routes, not one route.
      const mapped = readMappedList(node)
      if (mapped !== null && node.arguments[0] && findsRouteElement(node.arguments[0] as Node)) {
        const items: RouteItem[] = [{ kind: 'ref', name: mapped, line: node.loc.start.line }]
        facts.trees.push({ origin: 'jsx', line: node.loc.start.line, items, within: within(ancestors) })
        return false
      }
    }
    if (node.type === 'JSXElement' && isRouteTag(node.openingElement.name)) {
      const route = reader.readRouteElement(node)
      facts.trees.push({
        origin: 'jsx',
        line: node.loc.start.line,
        items: [{ kind: 'route', route }],
        within: within(ancestors),
      })
      return false
    }
    if (node.type === 'BinaryExpression' && ['===', '==', '!==', '!='].includes(node.operator)) {
      const method = readMethodCheck(node.left, node.right) ?? readMethodCheck(node.right, node.left)
      if (method) addOnce(facts.methodChecks, method)
    }
    if (node.type === 'SwitchStatement' && isMethodRead(node.discriminant)) {
      for (const switchCase of node.cases) {
        const method = switchCase.test && literalString(switchCase.test)
        if (method && HTTP_METHODS.has(method.toUpperCase())) addOnce(facts.methodChecks, method.toUpperCase())
      }
    }
    return undefined
  })
  return facts
}

function readTopLevel(reader: RouteReader, statement: Node, facts: RouteFileFacts): void {
  const declaration =
    statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
      ? statement.declaration
      : statement
  if (!declaration) return
  if (declaration.type === 'FunctionDeclaration' && declaration.id) {
    const params = readStaticParams(declaration.id.name, declaration, statement)
    if (params) facts.staticParams.push(params)
    readRouteFactory(reader, declaration.id.name, declaration, facts)
    return
  }
  if (declaration.type !== 'VariableDeclaration') return
  for (const declarator of declaration.declarations) {
    if (declarator.id.type !== 'Identifier' || !declarator.init) continue
    const name = declarator.id.name
    const init = unwrapPatchedList(unwrapExpression(declarator.init))
    if (isFunctionNode(init)) {
      const params = readStaticParams(name, init, statement)
      if (params) facts.staticParams.push(params)
      readRouteFactory(reader, name, init, facts)
      continue
    }
    if (declaration.kind !== 'const') continue
    if (init.type === 'ArrayExpression' && init.elements.some((element) => isRouteObject(element))) {
      facts.routeLists.set(name, reader.readItems(init))
      continue
    }
    if (isRouteObject(init)) {
      facts.routeLists.set(name, [{ kind: 'route', route: reader.readRouteObject(init as TSESTree.ObjectExpression) }])
      continue
    }
    const constant = reader.readConstant(init)
    if (constant) facts.constants.set(name, constant)
  }
}

/**
 * A function that builds a list of routes (`function dashboardRoutes() { return [{ path, element }] }`, or one that
 * returns `<Route>` elements) is that list where a router spreads or calls it (`...dashboardRoutes()`).
 */
function readRouteFactory(reader: RouteReader, name: string, fn: FunctionNode, facts: RouteFileFacts): void {
  const returned = fn.body.type === 'BlockStatement' ? findReturned(fn) : unwrapExpression(fn.body)
  if (!returned) return
  const routes =
    (returned.type === 'ArrayExpression' && returned.elements.some((element) => isRouteObject(element))) ||
    isRouteObject(returned) ||
    ((returned.type === 'JSXElement' || returned.type === 'JSXFragment') &&
      reader.readRouteChildren(returned).length > 0)
  if (routes) facts.routeLists.set(name, reader.readItems(returned))
}

/**
 * `routes.map((route) => ({ ...route }))`, `pages.map(({ path, Component }) => <Route path={path} … />)`: a list of
 * route objects mapped to routes field for field, which is that list where it is a route list (a `const` of route
 * objects, found as any list is). The name of the list, or null for anything else.
 */
function readMappedList(value: Node): string | null {
  if (value.type !== 'CallExpression' || value.callee.type !== 'MemberExpression') return null
  const { object, property } = value.callee
  if (getPropertyName(property, value.callee.computed) !== 'map' || object.type !== 'Identifier') return null
  const callback = value.arguments[0]
  if (!callback || !isFunctionNode(callback)) return null
  const returned = callback.body.type === 'BlockStatement' ? findReturned(callback) : unwrapExpression(callback.body)
  if (!returned) return null
  const route =
    isRouteObject(returned) ||
    (returned.type === 'ObjectExpression' && returned.properties.some((item) => item.type === 'SpreadElement')) ||
    (returned.type === 'JSXElement' && isRouteTag(returned.openingElement.name))
  return route ? object.name : null
}

/**
 * `[{ path: '/', element: <Home /> }, …].map(applyPatches)`: a list of route objects written in place and mapped
 * through a function is that list. Such a map patches each route (an errorElement, a wrapper around its element) and
 * keeps its path; the list itself is what the router is given. Anything else is returned as it is.
 */
function unwrapPatchedList(value: Node): Node {
  if (value.type !== 'CallExpression' || value.callee.type !== 'MemberExpression') return value
  const { object, property } = value.callee
  if (getPropertyName(property, value.callee.computed) !== 'map' || value.arguments.length !== 1) return value
  const list = unwrapExpression(object)
  return list.type === 'ArrayExpression' && list.elements.some((element) => isRouteObject(element)) ? list : value
}

/** Whether a list's callback returns a `<Route>` element. */
function findsRouteElement(callback: Node): boolean {
  if (!isFunctionNode(callback)) return false
  const returned = callback.body.type === 'BlockStatement' ? findReturned(callback) : unwrapExpression(callback.body)
  return returned?.type === 'JSXElement' && isRouteTag(returned.openingElement.name)
}

class RouteReader {
  constructor(private readonly text: string) {}

  /** An array of routes, a route, a name for routes, or JSX `<Route>` elements. */
  readItems(node: Node): RouteItem[] {
    const value = unwrapPatchedList(unwrapExpression(node))
    if (value.type === 'ArrayExpression') {
      return value.elements.flatMap((element): RouteItem[] => {
        if (!element) return []
        if (element.type === 'SpreadElement') return this.readItems(element.argument)
        return this.readItems(element)
      })
    }
    if (value.type === 'ObjectExpression') return [{ kind: 'route', route: this.readRouteObject(value) }]
    if (value.type === 'Identifier') return [{ kind: 'ref', name: value.name, line: value.loc.start.line }]
    // `...dashboardRoutes()`: the list a function of the project builds.
    if (value.type === 'CallExpression' && value.callee.type === 'Identifier')
      return [{ kind: 'ref', name: value.callee.name, line: value.loc.start.line }]
    const mapped = readMappedList(value)
    if (mapped !== null) return [{ kind: 'ref', name: mapped, line: value.loc.start.line }]
    if (value.type === 'JSXElement' || value.type === 'JSXFragment') return this.readRouteChildren(value)
    return [{ kind: 'unread', line: value.loc.start.line, text: textOf(this.text, value) }]
  }

  readRouteObject(object: TSESTree.ObjectExpression): RouteFact {
    const route: RouteFact = {
      line: object.loc.start.line,
      path: null,
      index: false,
      element: [],
      component: null,
      lazy: null,
      children: [],
    }
    for (const property of object.properties) {
      if (property.type === 'SpreadElement') continue
      const key = getPropertyName(property.key, property.computed)
      const value = property.value as Node
      if (key === 'path') route.path = this.readPath(value)
      else if (key === 'index') route.index = isTrue(value)
      else if (key === 'element') route.element = this.readElement(value)
      else if (key === 'Component' || key === 'component') route.component = this.readTag(value)
      else if (key === 'lazy') route.lazy = findImportSpecifier(value)
      else if (key === 'children') route.children = this.readItems(value)
    }
    return route
  }

  readRouteElement(element: TSESTree.JSXElement): RouteFact {
    const route: RouteFact = {
      line: element.loc.start.line,
      path: null,
      index: false,
      element: [],
      component: null,
      lazy: null,
      children: this.readRouteChildren(element),
    }
    for (const attribute of element.openingElement.attributes) {
      if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier') continue
      const key = attribute.name.name
      const value = attribute.value
      const expression = value?.type === 'JSXExpressionContainer' ? (value.expression as Node) : (value as Node | null)
      if (key === 'index') route.index = value === null || (expression !== null && isTrue(expression))
      if (!expression || expression.type === 'JSXEmptyExpression') continue
      if (key === 'path') route.path = this.readPath(expression)
      else if (key === 'element' || key === 'render') route.element = this.readElement(expression)
      else if (key === 'Component' || key === 'component') route.component = this.readTag(expression)
    }
    // React Router 5 renders a route's JSX children: `<Route path="/about"><About /></Route>`.
    if (route.element.length === 0 && route.component === null && route.children.length === 0) {
      const content = element.children.find((child) => child.type === 'JSXElement')
      if (content) route.element = this.readElement(content)
    }
    return route
  }

  /** The `<Route>` elements below a node, through fragments, conditions and lists, not through other routes. */
  readRouteChildren(node: Node): RouteItem[] {
    const items: RouteItem[] = []
    const children = node.type === 'JSXElement' || node.type === 'JSXFragment' ? node.children : [node]
    for (const child of children) {
      // `<Routes>{adminRoutes()}</Routes>`: the `<Route>` elements a function of the project returns.
      const call = child.type === 'JSXExpressionContainer' ? unwrapExpression(child.expression as Node) : null
      if (call?.type === 'CallExpression' && call.callee.type === 'Identifier' && call.arguments.length === 0) {
        items.push({ kind: 'ref', name: call.callee.name, line: call.loc.start.line })
        continue
      }
      // `{routes.map((route) => <Route path={route.path} element={route.element} />)}`: the list's own routes.
      const mapped = call === null ? null : readMappedList(call)
      if (mapped !== null) {
        items.push({ kind: 'ref', name: mapped, line: call!.loc.start.line })
        continue
      }
      walk(child, (inner) => {
        if (inner.type === 'JSXElement' && isRouteTag(inner.openingElement.name)) {
          items.push({ kind: 'route', route: this.readRouteElement(inner) })
          return false
        }
        return undefined
      })
    }
    return items
  }

  /** `<Protected><Page /></Protected>`, `() => <Page />`: the component elements down a single-child chain. */
  readElement(node: Node): JsxUsage[] {
    let current: Node | null = unwrapExpression(node)
    if (isFunctionNode(current)) current = current.body.type === 'BlockStatement' ? findReturned(current) : current.body
    const chain: JsxUsage[] = []
    while (current && (current.type === 'JSXElement' || current.type === 'JSXFragment')) {
      if (current.type === 'JSXElement') {
        const tag = getDottedName(current.openingElement.name)
        if (tag !== null && (tag.includes('.') || isComponentName(tag)))
          chain.push(toUsage(tag, current.loc.start.line, current))
      }
      const content: Node[] = (current.children as Node[]).filter(
        (child) => !(child.type === 'JSXText' && child.value.trim() === ''),
      )
      const only = content.length === 1 ? content[0]! : null
      current =
        only?.type === 'JSXExpressionContainer' && only.expression.type !== 'JSXEmptyExpression'
          ? unwrapExpression(only.expression)
          : only
    }
    return chain
  }

  readTag(node: Node): JsxUsage | null {
    const tag = getDottedName(unwrapExpression(node))
    return tag === null ? null : toUsage(tag, node.loc.start.line, null)
  }

  readPath(node: Node): PathFact {
    const value = unwrapExpression(node)
    const text = textOf(this.text, value)
    const parts = this.readParts(value)
    if (parts === null) return { kind: 'unread', text }
    if (parts.every((part) => 'text' in part)) return { kind: 'text', text: parts.map((part) => part.text).join('') }
    return { kind: 'parts', parts, text }
  }

  readConstant(node: Node): ConstantFact | null {
    const value = unwrapExpression(node)
    if (value.type === 'ObjectExpression') {
      const members = new Map<string, ConstantFact>()
      for (const property of value.properties) {
        if (property.type !== 'Property') continue
        const key = getPropertyName(property.key, property.computed)
        const member = key === null ? null : this.readConstant(property.value as Node)
        if (key !== null && member) members.set(key, member)
      }
      return { kind: 'object', members }
    }
    const path = this.readPath(value)
    return path.kind === 'unread' ? null : path
  }

  private readParts(value: Node): PathPart[] | null {
    if (value.type === 'Literal') return typeof value.value === 'string' ? [{ text: value.value }] : null
    if (value.type === 'TemplateLiteral') {
      const parts: PathPart[] = []
      value.quasis.forEach((quasi, index) => {
        if (quasi.value.cooked) parts.push({ text: quasi.value.cooked })
        const expression = value.expressions[index]
        if (expression) parts.push(...(this.readParts(unwrapExpression(expression)) ?? [{ ref: '' }]))
      })
      return parts.some((part) => 'ref' in part && part.ref === '') ? null : parts
    }
    if (value.type === 'Identifier' || value.type === 'MemberExpression') {
      const name = getDottedName(value)
      return name === null ? null : [{ ref: name }]
    }
    if (value.type === 'BinaryExpression' && value.operator === '+') {
      const left = this.readParts(unwrapExpression(value.left as Node))
      const right = this.readParts(unwrapExpression(value.right))
      return left && right ? [...left, ...right] : null
    }
    return null
  }
}

/** `createRoot(el).render(<App />)`, `root.render(…)`, `hydrateRoot(el, <App />)`, `ReactDOM.render(<App />, el)`. */
function readRenderCall(call: TSESTree.CallExpression): RenderCallFact | null {
  const callee = call.callee
  let callName: string | null = null
  let element: Node | undefined
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') {
    if (callee.property.name === 'render') {
      const object = callee.object
      callName =
        object.type === 'CallExpression'
          ? `${getCalleeName(object.callee) ?? 'root'}(…).render`
          : `${getDottedName(object) ?? 'root'}.render`
      element = call.arguments[0] as Node | undefined
    }
  } else if (callee.type === 'Identifier' && (callee.name === 'hydrateRoot' || callee.name === 'hydrate')) {
    callName = callee.name
    element = (callee.name === 'hydrateRoot' ? call.arguments[1] : call.arguments[0]) as Node | undefined
  } else if (callee.type === 'Identifier' && callee.name === 'render') {
    callName = 'render'
    element = call.arguments[0] as Node | undefined
  }
  if (callName === null || !element) return null
  const jsx = unwrapExpression(element)
  if (jsx.type !== 'JSXElement' && jsx.type !== 'JSXFragment') return null
  const usages: JsxUsage[] = []
  walk(jsx, (node) => {
    if (node.type !== 'JSXElement') return undefined
    const tag = getDottedName(node.openingElement.name)
    if (tag !== null && (tag.includes('.') || isComponentName(tag)))
      usages.push(toUsage(tag, node.loc.start.line, node))
    return undefined
  })
  return { line: call.loc.start.line, call: callName, usages }
}

/** `export async function generateStaticParams() { return [{ slug: 'a' }] }` and getStaticPaths' `paths`. */
function readStaticParams(name: string, fn: Node, statement: Node): StaticParamsFact | null {
  if (name !== 'generateStaticParams' && name !== 'getStaticPaths') return null
  if (statement.type !== 'ExportNamedDeclaration' || !isFunctionNode(fn)) return null
  const returned = fn.body.type === 'BlockStatement' ? findReturned(fn) : unwrapExpression(fn.body)
  const fact: StaticParamsFact = { name, line: fn.loc.start.line, values: [], urls: [] }
  let list: Node | null = returned
  if (name === 'getStaticPaths') {
    const paths = returned?.type === 'ObjectExpression' ? findMember(returned, 'paths') : null
    list = paths
  }
  if (!list || list.type !== 'ArrayExpression') return fact
  for (const element of list.elements) {
    if (!element || element.type === 'SpreadElement') continue
    const value = unwrapExpression(element)
    const url = literalString(value)
    if (url !== null) {
      fact.urls.push(url)
      continue
    }
    const object = name === 'getStaticPaths' && value.type === 'ObjectExpression' ? findMember(value, 'params') : value
    const params = object ? readLiteralRecord(object) : null
    if (params) fact.values.push(params)
  }
  return fact
}

function readLiteralRecord(node: Node): Record<string, string | string[]> | null {
  if (node.type !== 'ObjectExpression') return null
  const record: Record<string, string | string[]> = {}
  for (const property of node.properties) {
    if (property.type !== 'Property') return null
    const key = getPropertyName(property.key, property.computed)
    const value = unwrapExpression(property.value as Node)
    const text = literalString(value)
    if (key !== null && text !== null) record[key] = text
    else if (key !== null && value.type === 'ArrayExpression') {
      const items = value.elements.map((item) => (item && item.type !== 'SpreadElement' ? literalString(item) : null))
      if (items.some((item) => item === null)) return null
      record[key] = items as string[]
    } else return null
  }
  return record
}

function findMember(object: TSESTree.ObjectExpression, name: string): Node | null {
  for (const property of object.properties) {
    if (property.type === 'Property' && getPropertyName(property.key, property.computed) === name)
      return unwrapExpression(property.value as Node)
  }
  return null
}

/** The value a function's own `return` statements give first, not counting nested functions. */
function findReturned(fn: Node): Node | null {
  let found: Node | null = null
  walk(fn, (node) => {
    if (found) return false
    if (node !== fn && isFunctionNode(node)) return false
    if (node.type === 'ReturnStatement' && node.argument) {
      found = unwrapExpression(node.argument)
      return false
    }
    return undefined
  })
  return found
}

function findImportSpecifier(node: Node): string | null {
  let specifier: string | null = null
  walk(node, (inner) => {
    if (specifier !== null) return false
    if (inner.type === 'ImportExpression') specifier = literalString(inner.source)
    return undefined
  })
  return specifier
}

function toUsage(tag: string, line: number, element: TSESTree.JSXElement | null): JsxUsage {
  const attributes = element?.openingElement.attributes.length ?? 0
  const children = element && element.children.some((child) => !(child.type === 'JSXText' && !child.value.trim()))
  return {
    tag,
    root: tag.split('.')[0]!,
    line,
    props: attributes + (children ? 1 : 0),
    localKind: null,
    inside: null,
    // A route element is read for its tag and props; where it sits and what it is given are not.
    ancestors: [],
    written: [],
  }
}

/** `Route`, and project wrappers named after it (`PrivateRoute`, `ProfiledRoute`); never `Routes`. */
function isRouteTag(name: TSESTree.JSXTagNameExpression): boolean {
  const tag = getDottedName(name)
  if (tag === null) return false
  const last = tag.split('.').pop()!
  return last === 'Route' || /[a-z]Route$/.test(last)
}

function isRouteObject(node: Node | null): boolean {
  if (!node) return false
  const value = unwrapExpression(node)
  if (value.type !== 'ObjectExpression') return false
  const keys = value.properties.flatMap((property) =>
    property.type === 'Property' ? [getPropertyName(property.key, property.computed)] : [],
  )
  return keys.includes('path') || keys.includes('index')
    ? keys.some((key) => key !== null && ROUTE_KEYS.has(key) && key !== 'path')
    : false
}

function importsReactDom(program: TSESTree.Program): boolean {
  return program.body.some(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      (statement.source.value === 'react-dom/client' || statement.source.value === 'react-dom'),
  )
}

function getCalleeName(callee: Node): string | null {
  const name = getDottedName(callee)
  return name === null ? null : name.split('.').pop()!
}

function readMethodCheck(side: Node, other: Node): string | null {
  if (!isMethodRead(side)) return null
  const method = literalString(other)
  return method !== null && HTTP_METHODS.has(method.toUpperCase()) ? method.toUpperCase() : null
}

/** `req.method`, `request.method`, `req.method?.toUpperCase()`. */
function isMethodRead(node: Node): boolean {
  const value = unwrapExpression(node)
  if (value.type === 'MemberExpression') return !value.computed && getDottedName(value.property) === 'method'
  if (value.type === 'ChainExpression') return isMethodRead(value.expression)
  if (value.type === 'CallExpression' && value.callee.type === 'MemberExpression')
    return isMethodRead(value.callee.object)
  return false
}

function literalString(node: Node): string | null {
  const value = unwrapExpression(node)
  if (value.type === 'Literal' && (typeof value.value === 'string' || typeof value.value === 'number'))
    return String(value.value)
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0) return value.quasis[0]!.value.cooked ?? null
  return null
}

function isTrue(node: Node): boolean {
  const value = unwrapExpression(node)
  return value.type === 'Literal' && value.value === true
}

/**
 * Code that runs when the module loads, a promise callback included (`enableMocking().then(() =>
 * createRoot(el).render(…))`), not a function or method someone may call: where an app mounts.
 */
function runsOnLoad(ancestors: readonly Node[]): boolean {
  const statement = ancestors[1]
  if (!statement || (statement.type !== 'ExpressionStatement' && statement.type !== 'IfStatement')) return false
  return !ancestors.some((node) => node.type === 'ClassBody' || node.type === 'FunctionDeclaration')
}

/** The top-level statement the node is in: its component, when it declares one. */
function within(ancestors: readonly Node[]): RouteTreeFact['within'] {
  const statement = ancestors[1]
  return statement ? { start: statement.loc.start.line, end: statement.loc.end.line } : null
}

function addOnce(list: string[], item: string): void {
  if (!list.includes(item)) list.push(item)
}
