import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, getDottedName, isComponentName, isFunctionNode, unwrapExpression, walk } from '../parse/ast.js'
import type { ParsedFile } from '../routes/parsed-files.js'

/** What a person finds by role on a page: https://playwright.dev/docs/locators#locate-by-role */
export type Role = 'heading' | 'link' | 'button'

/** An element the page shows, with its accessible name as far as the source writes it. */
export interface RoleElement {
  role: Role
  /** The name written in the source; null when none is written (a heading of fetched data). */
  name: string | null
  /** The whole name is literal; otherwise `name` holds the literal pieces of it, in order, joined by `…`. */
  exact: boolean
  line: number
}

/** An element whose whole name is one of its component's props (`<h1>{title}</h1>`): the name a site gives it. */
export interface PropNamedElement extends RoleElement {
  prop?: string
}

/** A component tag rendered on every render, for following into that component, with the string props it is given. */
export interface RenderedTag {
  tag: string
  line: number
  props: Record<string, string>
}

/**
 * What one component shows on every render, and what only some renders show: elements
 * under `&&`, `?:`, a `.map()`, a prop value, or after an early `return` may not be there
 * when a test looks, so a spec asserts the first kind and leaves the second to a person.
 */
export interface ComponentPageFacts {
  always: PropNamedElement[]
  sometimes: PropNamedElement[]
  /** Component elements rendered on every render: their own `always` elements show too. */
  children: RenderedTag[]
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
// The link components of the routers, as a person reads them: a link.
const LINK_COMPONENTS = /^(Link|NavLink)$/

/** The page facts of the component defined at `line` of a parsed file; null when its body is not found. */
export function extractPageFacts(parsed: ParsedFile, line: number): ComponentPageFacts | null {
  const fn = findComponentFunction(parsed.program, line)
  if (!fn) return null
  const facts: ComponentPageFacts = { always: [], sometimes: [], children: [] }
  const returns = listReturnedJsx(fn)
  returns.forEach(({ jsx, certain }) => readJsx(jsx, certain, facts))
  return facts
}

/** The function of the component declared on `line`, through `memo(…)`/`forwardRef(…)` wrappers. */
function findComponentFunction(program: TSESTree.Program, line: number): Node | null {
  const statement = program.body.find((node) => node.loc.start.line <= line && node.loc.end.line >= line)
  if (!statement) return null
  let found: Node | null = null
  walk(statement, (node) => {
    if (found) return false
    if (node.loc.end.line < line) return false
    if (isFunctionNode(node) && node.loc.start.line >= line) {
      found = node
      return false
    }
    return undefined
  })
  return found
}

/**
 * The JSX a function component returns: an expression body is always rendered; in a block,
 * the last top-level `return` is, unless a return before it (an early `if (…) return`) may
 * take its place. Other returns are sometimes rendered.
 */
function listReturnedJsx(fn: Node): { jsx: Node; certain: boolean }[] {
  if (!isFunctionNode(fn)) return []
  if (fn.body.type !== 'BlockStatement') return [{ jsx: unwrapExpression(fn.body), certain: true }]
  const found: { jsx: Node; certain: boolean }[] = []
  const topLevel = fn.body.body
  const last = [...topLevel].reverse().find((statement) => statement.type === 'ReturnStatement')
  let earlyReturn = false
  walk(fn.body, (node) => {
    if (node !== fn.body && isFunctionNode(node)) return false
    if (node.type !== 'ReturnStatement' || !node.argument) return undefined
    const certain = node === last && !earlyReturn
    if (node !== last) earlyReturn = true
    found.push({ jsx: unwrapExpression(node.argument), certain })
    return false
  })
  return found
}

function readJsx(root: Node, certain: boolean, facts: ComponentPageFacts): void {
  const visit = (node: Node, always: boolean): void => {
    const value = unwrapExpression(node)
    if (value.type === 'JSXFragment') {
      for (const child of value.children) visit(child, always)
      return
    }
    if (value.type === 'JSXExpressionContainer') {
      if (value.expression.type !== 'JSXEmptyExpression') visit(value.expression, always)
      return
    }
    if (value.type === 'ConditionalExpression') {
      visit(value.consequent, false)
      visit(value.alternate, false)
      return
    }
    if (value.type === 'LogicalExpression') {
      visit(value.right, false)
      return
    }
    if (value.type === 'CallExpression') {
      // `.map((item) => <li>…</li>)`: as many as the data has, maybe none.
      for (const argument of value.arguments) {
        if (isFunctionNode(argument)) for (const { jsx } of listReturnedJsx(argument as Node)) visit(jsx, false)
      }
      return
    }
    if (value.type !== 'JSXElement') return
    const tag = getDottedName(value.openingElement.name)
    if (tag === null) return
    const element = readRoleElement(value, tag)
    if (element) (always ? facts.always : facts.sometimes).push(element)
    else if (always && (tag.includes('.') || isComponentName(tag)))
      facts.children.push({ tag, line: value.loc.start.line, props: readStringProps(value) })
    // What a prop holds (`fallback={<p />}`, `element={<Page />}`) renders where the receiver decides.
    for (const child of value.children) visit(child, always)
  }
  visit(root, certain)
}

/** The props a tag is given as string literals (`title="Access Denied"`). */
function readStringProps(element: TSESTree.JSXElement): Record<string, string> {
  const props: Record<string, string> = {}
  for (const attribute of element.openingElement.attributes) {
    if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier') continue
    const value = literalAttribute(attribute)
    if (value !== null) props[attribute.name.name] = value
  }
  return props
}

function readRoleElement(element: TSESTree.JSXElement, tag: string): PropNamedElement | null {
  const attributes = new Map<string, TSESTree.JSXAttribute>()
  for (const attribute of element.openingElement.attributes)
    if (attribute.type === 'JSXAttribute' && attribute.name.type === 'JSXIdentifier')
      attributes.set(attribute.name.name, attribute)
  // Hidden or disabled elements are not what a visible, enabled check looks for.
  if (attributes.has('hidden') || attributes.has('aria-hidden') || attributes.has('disabled')) return null
  const role = literalAttribute(attributes.get('role'))
  let found: Role | null = null
  if (HEADINGS.has(tag) || role === 'heading') found = 'heading'
  else if ((tag === 'a' && attributes.has('href')) || LINK_COMPONENTS.test(tag) || role === 'link') found = 'link'
  else if (tag === 'button' || role === 'button') found = 'button'
  if (found === null) return null
  const label = literalAttribute(attributes.get('aria-label'))
  const name = label !== null ? { text: label, exact: true } : readText(element)
  const prop = label === null ? readPropName(element) : null
  return { role: found, name: name.text, exact: name.exact, line: element.loc.start.line, ...(prop ? { prop } : {}) }
}

/** The prop an element's whole text is (`{title}`, `{props.title}`); null for anything else. */
function readPropName(element: TSESTree.JSXElement): string | null {
  const content = element.children.filter((child) => !(child.type === 'JSXText' && child.value.trim() === ''))
  const only = content.length === 1 && content[0]!.type === 'JSXExpressionContainer' ? content[0]!.expression : null
  if (only?.type === 'Identifier') return only.name
  if (only?.type === 'MemberExpression' && only.object.type === 'Identifier' && only.object.name === 'props')
    return getDottedName(only.property)
  return null
}

/** An element's text as written: literal when every piece is, else the literal pieces joined by `…`. */
function readText(element: TSESTree.JSXElement): { text: string | null; exact: boolean } {
  const pieces: string[] = []
  let exact = true
  const collect = (children: readonly Node[]) => {
    for (const child of children) {
      if (child.type === 'JSXText') pieces.push(child.value)
      else if (child.type === 'JSXElement' && isComponentTag(child.openingElement.name)) {
        // `GitHub Repo <IconExternalLink />`: what a component renders can add to the name (an icon's title).
        exact = false
        pieces.push('\0')
      } else if (child.type === 'JSXElement' || child.type === 'JSXFragment') collect(child.children)
      else if (child.type === 'JSXExpressionContainer') {
        const expression = child.expression
        if (expression.type === 'Literal' && typeof expression.value === 'string') pieces.push(expression.value)
        else if (expression.type !== 'JSXEmptyExpression') {
          exact = false
          pieces.push('\0')
        }
      }
    }
  }
  collect(element.children)
  const parts = pieces
    .join('')
    .split('\0')
    .map((part) => part.replace(/\s+/g, ' ').trim())
  const text = parts.filter(Boolean).join('…')
  return text === '' ? { text: null, exact: false } : { text, exact: exact && parts.length === 1 }
}

function literalAttribute(attribute: TSESTree.JSXAttribute | undefined): string | null {
  const value = attribute?.value
  if (!value) return null
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value
  if (value.type === 'JSXExpressionContainer' && value.expression.type === 'Literal')
    return typeof value.expression.value === 'string' ? value.expression.value : null
  return null
}

function isComponentTag(name: TSESTree.JSXTagNameExpression): boolean {
  const tag = getDottedName(name)
  return tag !== null && (tag.includes('.') || isComponentName(tag))
}
