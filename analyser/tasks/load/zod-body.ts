import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { type Node, getPropertyName, textOf, unwrapExpression, walk } from '../../parse/ast.js'
import type { ParsedFile } from '../../routes/parsed-files.js'
import { findHandler } from './handlers.js'

/** A request body built from the zod schema a handler parses, and where that schema is. */
export interface ZodBody {
  body: unknown
  /** The schema's name, or null for one written inline in the parse call. */
  schema: string | null
  line: number
}

const PARSE_CALLS = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync'])
const BODY_TEXT = /json|body/i
// Modifiers that leave a sample as it is: a value of the base type still satisfies them.
const KEEPS = new Set([
  'optional',
  'nullable',
  'nullish',
  'default',
  'catch',
  'trim',
  'toLowerCase',
  'toUpperCase',
  'int',
  'finite',
  'safe',
  'nonempty',
  'describe',
  'strict',
  'strip',
  'passthrough',
  'readonly',
])

/** No sample: the schema says something a literal value cannot be built for (a regex, a refinement, a reference). */
const UNREAD = Symbol('unread')
type Sample = unknown | typeof UNREAD

/**
 * The body a handler's own zod schema accepts, when the schema is written in the handler's
 * file (`const createPost = z.object({ title: z.string().min(1) })`) and the handler for
 * `method` (an app-router export, or a pages handler's whole file) parses with it. Null
 * when it parses none, or the schema holds what cannot be sampled literally.
 */
export function readZodBody(parsed: ParsedFile, method: string | null): ZodBody | null {
  const schemas = new Map<string, Node>()
  for (const statement of parsed.program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (declaration?.type !== 'VariableDeclaration') continue
    for (const declarator of declaration.declarations)
      if (declarator.id.type === 'Identifier' && declarator.init) schemas.set(declarator.id.name, declarator.init)
  }
  const scope = method === null ? parsed.program : findHandler(parsed.program, method)
  if (scope === null) return null
  let found: ZodBody | null = null
  walk(scope, (node) => {
    if (found || node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return
    const name = getPropertyName(node.callee.property, node.callee.computed)
    if (!name || !PARSE_CALLS.has(name)) return
    // What is parsed must be the body (`await req.json()`, `req.body`, `JSON.parse(rawBody)`), not the
    // query (`searchParams`) or a record read from the database.
    const parsedText = node.arguments[0] ? textOf(parsed.text, node.arguments[0]) : ''
    if (!BODY_TEXT.test(parsedText)) return
    const target = unwrapExpression(node.callee.object)
    const schema = target.type === 'Identifier' ? schemas.get(target.name) : target
    if (!schema) return
    const body = sample(schema, schemas, 0)
    if (body === UNREAD || body === null || typeof body !== 'object') return
    found = { body, schema: target.type === 'Identifier' ? target.name : null, line: schema.loc.start.line }
  })
  return found
}

/** A value the schema accepts: the first choice of an enum or union, the least a `min` allows. */
function sample(node: Node, schemas: ReadonlyMap<string, Node>, depth: number): Sample {
  if (depth > 12) return UNREAD
  const expression = unwrapExpression(node)
  if (expression.type === 'Identifier') {
    const named = schemas.get(expression.name)
    return named ? sample(named, schemas, depth + 1) : UNREAD
  }
  // z.string().email().min(3): the calls from the innermost (the type) outwards (its modifiers).
  const calls: { name: string; args: TSESTree.CallExpressionArgument[] }[] = []
  let current: Node = expression
  while (current.type === 'CallExpression' && current.callee.type === 'MemberExpression') {
    const name = getPropertyName(current.callee.property, current.callee.computed)
    if (!name) return UNREAD
    calls.unshift({ name, args: current.arguments })
    current = unwrapExpression(current.callee.object)
  }
  const fromZod =
    (current.type === 'Identifier' && current.name === 'z') ||
    (current.type === 'MemberExpression' &&
      current.object.type === 'Identifier' &&
      current.object.name === 'z' &&
      getPropertyName(current.property, current.computed) === 'coerce')
  let value: Sample
  let rest = calls
  if (fromZod) {
    const [type, ...modifiers] = calls
    if (!type) return UNREAD
    value = sampleType(type.name, type.args, schemas, depth)
    rest = modifiers
  } else if (current.type === 'Identifier' && schemas.has(current.name)) {
    value = sample(current, schemas, depth + 1)
  } else return UNREAD
  for (const modifier of rest) {
    if (value === UNREAD) return UNREAD
    value = applyModifier(value, modifier.name, modifier.args, schemas, depth)
  }
  return value
}

function sampleType(
  type: string,
  args: TSESTree.CallExpressionArgument[],
  schemas: ReadonlyMap<string, Node>,
  depth: number,
): Sample {
  switch (type) {
    case 'string':
      return 'text'
    case 'number':
    case 'bigint':
      return 1
    case 'boolean':
      return true
    case 'email':
      return 'someone@example.com'
    case 'url':
      return 'https://example.com'
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000'
    case 'literal':
      return literalOf(args[0])
    case 'enum': {
      const first = args[0]?.type === 'ArrayExpression' ? args[0].elements[0] : undefined
      return first ? literalOf(first) : UNREAD
    }
    case 'array': {
      const item = args[0] ? sample(args[0], schemas, depth + 1) : UNREAD
      return item === UNREAD ? UNREAD : [item]
    }
    case 'object':
      return args[0] ? sampleShape(args[0], schemas, depth) : UNREAD
    case 'union': {
      const options = args[0]?.type === 'ArrayExpression' ? args[0].elements : []
      for (const option of options) {
        if (!option || option.type === 'SpreadElement') continue
        const value = sample(option, schemas, depth + 1)
        if (value !== UNREAD) return value
      }
      return UNREAD
    }
    default:
      return UNREAD
  }
}

function applyModifier(
  value: Sample,
  name: string,
  args: TSESTree.CallExpressionArgument[],
  schemas: ReadonlyMap<string, Node>,
  depth: number,
): Sample {
  if (KEEPS.has(name)) return value
  const bound = args[0] ? literalOf(args[0]) : UNREAD
  switch (name) {
    case 'email':
      return 'someone@example.com'
    case 'url':
      return 'https://example.com'
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000'
    case 'datetime':
      return '2024-01-01T00:00:00Z'
    case 'positive':
      return typeof value === 'number' ? Math.max(value, 1) : UNREAD
    case 'nonnegative':
      return typeof value === 'number' ? Math.max(value, 0) : UNREAD
    case 'min':
    case 'gte':
    case 'length':
      if (typeof bound !== 'number') return UNREAD
      if (typeof value === 'number') return Math.max(value, bound)
      if (typeof value === 'string') return value.length >= bound ? value : value.padEnd(bound, 'x')
      if (Array.isArray(value)) return Array.from({ length: Math.max(bound, 1) }, () => value[0])
      return UNREAD
    case 'max':
    case 'lte':
      if (typeof bound !== 'number') return UNREAD
      if (typeof value === 'number') return Math.min(value, bound)
      if (typeof value === 'string') return value.slice(0, bound)
      if (Array.isArray(value)) return bound >= 1 ? value : []
      return UNREAD
    case 'extend':
    case 'merge': {
      const more = args[0] ? sampleShapeOrSchema(args[0], schemas, depth) : UNREAD
      if (more === UNREAD || !isRecord(value) || !isRecord(more)) return UNREAD
      return { ...value, ...more }
    }
    default:
      // refine, regex, transform, pipe…: what they accept is code, not a literal.
      return UNREAD
  }
}

function sampleShapeOrSchema(node: Node, schemas: ReadonlyMap<string, Node>, depth: number): Sample {
  const expression = unwrapExpression(node)
  return expression.type === 'ObjectExpression'
    ? sampleShape(expression, schemas, depth)
    : sample(node, schemas, depth + 1)
}

function sampleShape(node: Node, schemas: ReadonlyMap<string, Node>, depth: number): Sample {
  const shape = unwrapExpression(node)
  if (shape.type !== 'ObjectExpression') return UNREAD
  const body: Record<string, unknown> = {}
  for (const property of shape.properties) {
    if (property.type !== 'Property') return UNREAD
    const key = getPropertyName(property.key, property.computed)
    if (!key) return UNREAD
    const value = sample(property.value, schemas, depth + 1)
    if (value === UNREAD) return UNREAD
    body[key] = value
  }
  return body
}

function literalOf(node: Node | null | undefined): Sample {
  if (!node) return UNREAD
  const expression = unwrapExpression(node)
  if (expression.type === 'Literal' && !('regex' in expression && expression.regex)) return expression.value
  if (expression.type === 'UnaryExpression' && expression.operator === '-' && expression.argument.type === 'Literal')
    return typeof expression.argument.value === 'number' ? -expression.argument.value : UNREAD
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0)
    return expression.quasis[0]!.value.cooked
  return UNREAD
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
