import type { TSESTree } from '@typescript-eslint/typescript-estree'
import { parseEstree } from '../parse/typescript-estree-module.js'
import { textOf } from '../parse/ast.js'
import type { ProjectSymbols } from '../resolve/symbols.js'
import type { TypeShape } from '../summary/module-summary.js'
import { type TypeLookup, findTypeDeclaration } from '../link/type-lookup.js'

/** What a value of a type looks like, far enough to build one for a test. */
export type Shape =
  | {
      kind:
        | 'string'
        | 'number'
        | 'bigint'
        | 'boolean'
        | 'null'
        | 'undefined'
        | 'node'
        | 'element'
        | 'date'
        | 'error'
        | 'component'
    }
  | { kind: 'literal'; value: string | number | boolean }
  /** `returns`: what it gives back, when its type says a value (not void, undefined or a promise of nothing). */
  | { kind: 'function'; returns?: Shape }
  | { kind: 'array'; of: Shape }
  /** A built-in class a suite constructs empty (`new Set()`, `new File([…], …)`): `name` is the class. */
  | { kind: 'instance'; name: InstanceName; of: Shape | null }
  /** `[tag: string, amount: number]`: one value an element, in order. */
  | { kind: 'tuple'; items: Shape[] }
  | { kind: 'object'; members: { name: string; optional: boolean; shape: Shape }[] }
  | { kind: 'promise'; of: Shape }
  | { kind: 'union'; options: Shape[] }
  /** Not known well enough to build: `text` says what it was. */
  | { kind: 'unknown'; text: string }

/** Built-in classes whose values a suite makes with `new`: code that calls `.has` or reads `.name` gets one. */
export type InstanceName = 'Set' | 'Map' | 'File' | 'Blob' | 'Uint8Array' | 'ArrayBuffer' | 'URL' | 'FormData'

const INSTANCES: ReadonlyMap<string, InstanceName> = new Map([
  ['Set', 'Set'],
  ['ReadonlySet', 'Set'],
  ['Map', 'Map'],
  ['ReadonlyMap', 'Map'],
  ['File', 'File'],
  ['Blob', 'Blob'],
  ['Uint8Array', 'Uint8Array'],
  ['ArrayBuffer', 'ArrayBuffer'],
  ['URL', 'URL'],
  ['FormData', 'FormData'],
])

interface Scope {
  symbols: ProjectSymbols
  file: string
  typeParams: readonly string[]
  depth: number
  /** Types being expanded on the current path, to cut recursive types. */
  expanding: Set<string>
  /** Type texts parsed during this description, each once: a generated API's alias can be 700 kB. */
  parsed: Map<string, ParsedType | null>
}

/** A type written as text, parsed: its node, and the source its ranges index. */
interface ParsedType {
  node: TSESTree.TypeNode
  source: string
}

// Each named type and each list counts one: a page's `groups: MailGroup[]` of `items: Mail[]` of `from: Recipient` is
// seven deep. Recursive types are cut where they recur (`expanding`), so this only bounds how much a suite writes.
const MAX_DEPTH = 10
// A node may be text; an element must be one (`asChild` slots and cloneElement need it).
const NODE_TYPES = new Set(['ReactNode', 'ReactChild'])
const ELEMENT_TYPES = new Set(['ReactElement', 'JSX.Element', 'ReactPortal'])
const CALLABLE_TYPES = new Set([
  'Dispatch',
  'SetStateAction',
  'Function',
  'VoidFunction',
  'MouseEventHandler',
  'ChangeEventHandler',
  'FormEventHandler',
  'EventHandler',
])
const COMPONENT_TYPES = new Set(['ComponentType', 'FC', 'FunctionComponent', 'ElementType', 'LucideIcon'])

/**
 * The shape of a type written in `file`, with names resolved where the project declares
 * them: enough to synthesise props and response bodies for a generated suite.
 */
export function describeType(
  symbols: ProjectSymbols,
  file: string,
  text: string,
  typeParams: readonly string[] = [],
): Shape {
  return fromText(text, { symbols, file, typeParams, depth: 0, expanding: new Set(), parsed: new Map() })
}

function fromText(text: string, scope: Scope): Shape {
  const parsed = parseType(text, scope)
  return parsed === null ? { kind: 'unknown', text } : fromNode(parsed.node, parsed.source, scope)
}

function parseType(text: string, scope: Scope): ParsedType | null {
  const known = scope.parsed.get(text)
  if (known !== undefined) return known
  const source = `type __Shape = ${text}`
  let parsed: ParsedType | null = null
  try {
    const alias = parseEstree('shape.ts', source, { loc: false, range: true }).body[0]
    if (alias?.type === 'TSTypeAliasDeclaration') parsed = { node: alias.typeAnnotation, source }
  } catch {
    // Not a type: unknown, as the caller says.
  }
  scope.parsed.set(text, parsed)
  return parsed
}

function fromNode(node: TSESTree.TypeNode, source: string, scope: Scope): Shape {
  if (scope.depth > MAX_DEPTH) return { kind: 'unknown', text: textOf(source, node) }
  switch (node.type) {
    case 'TSStringKeyword':
    case 'TSTemplateLiteralType':
      return { kind: 'string' }
    case 'TSNumberKeyword':
      return { kind: 'number' }
    // A number where a bigint is read mixes the two, which throws (`total + size` with `0n`).
    case 'TSBigIntKeyword':
      return { kind: 'bigint' }
    case 'TSBooleanKeyword':
      return { kind: 'boolean' }
    case 'TSNullKeyword':
      return { kind: 'null' }
    case 'TSUndefinedKeyword':
    case 'TSVoidKeyword':
    // `items?: never` says the member is absent (one side of a discriminated union): undefined is its only value.
    case 'TSNeverKeyword':
      return { kind: 'undefined' }
    case 'TSLiteralType':
      if (
        node.literal.type === 'Literal' &&
        (typeof node.literal.value === 'string' ||
          typeof node.literal.value === 'number' ||
          typeof node.literal.value === 'boolean')
      )
        return { kind: 'literal', value: node.literal.value }
      if (node.literal.type === 'TemplateLiteral') return { kind: 'string' }
      return { kind: 'unknown', text: textOf(source, node) }
    case 'TSArrayType':
      return { kind: 'array', of: fromNode(node.elementType, source, deeper(scope)) }
    case 'TSTupleType':
      // A rest element (`...string[]`) may have none; an optional one is given.
      return {
        kind: 'tuple',
        items: node.elementTypes.flatMap((element) => {
          const member = element.type === 'TSNamedTupleMember' ? element.elementType : element
          if (member.type === 'TSRestType') return []
          const type = member.type === 'TSOptionalType' ? member.typeAnnotation : member
          return [fromNode(type, source, deeper(scope))]
        }),
      }
    case 'TSTypeLiteral':
      return fromMembers(node.members, source, deeper(scope))
    case 'TSFunctionType':
      return toFunction(node.returnType?.typeAnnotation, source, scope)
    case 'TSConstructorType':
      return { kind: 'function' }
    case 'TSUnionType':
      return { kind: 'union', options: node.types.map((option) => fromNode(option, source, scope)) }
    case 'TSIntersectionType':
      return intersect(node.types.map((part) => fromNode(part, source, scope)))
    case 'TSTypeOperator':
      if (node.operator === 'keyof') return fromKeyof(node.typeAnnotation, scope)
      return node.typeAnnotation
        ? fromNode(node.typeAnnotation, source, scope)
        : { kind: 'unknown', text: textOf(source, node) }
    case 'TSIndexedAccessType': {
      const index = readLiteralIndex(node)
      // The one member, not the whole object first: `operations["list_projects"]["parameters"]["query"]` of an
      // OpenAPI client's generated types would describe every operation of a 770 kB file to keep one.
      const member = index === null ? null : findMemberType(node.objectType, index, source, scope)
      if (member !== null) return fromNode(member.node, member.source, member.scope)
      const object = fromNode(node.objectType, source, scope)
      if (object.kind === 'object' && index !== null)
        return (
          object.members.find((member) => member.name === index)?.shape ?? {
            kind: 'unknown',
            text: textOf(source, node),
          }
        )
      if (object.kind === 'array' && node.indexType.type === 'TSNumberKeyword') return object.of
      if (object.kind === 'tuple' && node.indexType.type === 'TSNumberKeyword')
        return { kind: 'union', options: object.items }
      return { kind: 'unknown', text: textOf(source, node) }
    }
    case 'TSTypeReference':
      return fromReference(node, source, scope)
    default:
      return { kind: 'unknown', text: textOf(source, node) }
  }
}

/**
 * `keyof typeof Icons` where the project holds `Icons` as an object literal: its first key, since
 * the component will look that key up (`Icons[item.icon]`) and any other string finds nothing.
 * Any other `keyof` is a string.
 */
function fromKeyof(operand: TSESTree.TypeNode | undefined, scope: Scope): Shape {
  if (operand?.type !== 'TSTypeQuery' || operand.exprName.type !== 'Identifier') return { kind: 'string' }
  const first = findObjectKeys(scope.symbols, scope.file, operand.exprName.name)[0]
  return first === undefined ? { kind: 'string' } : { kind: 'literal', value: first }
}

/** The keys of the object literal a name used in `file` holds, in its own module or imported; none when unknown. */
export function findObjectKeys(symbols: ProjectSymbols, file: string, name: string): string[] {
  const module = symbols.modules.get(file)
  const imported = module?.imports.get(name)
  const target = imported
    ? symbols.resolveFrom(file, imported.specifier, imported.imported)
    : { kind: 'symbol' as const, file, binding: name }
  if (target?.kind !== 'symbol') return []
  return symbols.modules.get(target.file)?.bindings.get(target.binding)?.keys ?? []
}

/**
 * A function's shape with what it returns, where its type says a value a caller may read
 * (`listSort?: (memos: Memo[]) => Memo[]` returns a list, not undefined); nothing more for
 * void, undefined, a type not known here, or a promise of nothing.
 */
function toFunction(returnType: TSESTree.TypeNode | undefined, source: string, scope: Scope): Shape {
  if (returnType === undefined) return { kind: 'function' }
  const returns = fromNode(returnType, source, deeper(scope))
  const empty = (shape: Shape) => shape.kind === 'undefined' || shape.kind === 'unknown'
  if (empty(returns) || (returns.kind === 'promise' && empty(returns.of))) return { kind: 'function' }
  return { kind: 'function', returns }
}

function fromReference(node: TSESTree.TSTypeReference, source: string, scope: Scope): Shape {
  const name = textOf(source, node.typeName)
  const args = (node.typeArguments?.params ?? []) as TSESTree.TypeNode[]
  const last = name.split('.').pop()!
  if (scope.typeParams.includes(name)) return { kind: 'unknown', text: name }
  if (last === 'Array' || last === 'ReadonlyArray')
    return { kind: 'array', of: args[0] ? fromNode(args[0], source, deeper(scope)) : { kind: 'unknown', text: name } }
  const instance = name === last ? INSTANCES.get(name) : undefined
  // A Set's members are kept for a body, which JSON carries as a list.
  if (instance !== undefined)
    return { kind: 'instance', name: instance, of: args[0] ? fromNode(args[0], source, deeper(scope)) : null }
  if (last === 'Promise' || last === 'PromiseLike')
    return { kind: 'promise', of: args[0] ? fromNode(args[0], source, deeper(scope)) : { kind: 'undefined' } }
  if (
    ['Partial', 'Required', 'Readonly', 'NonNullable', 'Awaited', 'Pick', 'Omit', 'PropsWithChildren'].includes(last) &&
    args[0]
  )
    return fromNode(args[0], source, scope)
  if (last === 'Record' && args.length === 2) return fromRecord(args[0]!, args[1]!, source, scope)
  if (last === 'Record' || last === 'CSSProperties') return { kind: 'object', members: [] }
  if (last === 'Date') return { kind: 'date' }
  if (last === 'Error') return { kind: 'error' }
  // React's types are known by name, unless the project declares its own under one (tilt's generated API types:
  // `type ComponentType = string`, which read as React's made a component's location type a function).
  const found = findTypeDeclaration(scope.symbols, scope.file, name)
  if (found.kind !== 'found') {
    if (NODE_TYPES.has(last) || NODE_TYPES.has(name.replace(/^React\./, ''))) return { kind: 'node' }
    if (ELEMENT_TYPES.has(last) || ELEMENT_TYPES.has(name.replace(/^React\./, ''))) return { kind: 'element' }
    if (CALLABLE_TYPES.has(last) || /Handler$/.test(last)) return { kind: 'function' }
    if (COMPONENT_TYPES.has(last)) return { kind: 'component' }
    if (last === 'RefObject' || last === 'MutableRefObject')
      return { kind: 'object', members: [{ name: 'current', optional: false, shape: { kind: 'null' } }] }
    return { kind: 'unknown', text: name }
  }
  const entered = enterDeclaration(found, scope)
  if (entered === null) return { kind: 'unknown', text: name }
  const { declaration, inner } = entered
  if (declaration.aliasText !== null) return fromText(declaration.aliasText, inner)
  const parts: Shape[] = []
  for (const part of declaration.parts) {
    if (part.kind === 'members')
      parts.push({
        kind: 'object',
        members: part.members.map((member) => ({
          name: member.name,
          optional: member.optional,
          shape: fromText(member.type, inner),
        })),
      })
    else if (part.kind === 'named') parts.push(fromText(part.text, inner))
    else parts.push({ kind: 'object', members: [{ name: 'children', optional: true, shape: { kind: 'node' } }] })
  }
  return intersect(parts)
}

/** A named type's declaration and the scope inside it; null where the path expands it already (a recursive type). */
function enterDeclaration(
  found: Extract<TypeLookup, { kind: 'found' }>,
  scope: Scope,
): { declaration: TypeShape; inner: Scope } | null {
  const key = `${found.module.file}\0${found.name}`
  if (scope.expanding.has(key)) return null
  const declaration = found.module.types.get(found.name)!
  return {
    declaration,
    inner: {
      ...scope,
      file: found.module.file,
      typeParams: declaration.typeParams,
      depth: scope.depth + 1,
      expanding: new Set([...scope.expanding, key]),
    },
  }
}

/** `T["key"]`, `T[0]`: the index as the member's name; null for any other index. */
function readLiteralIndex(node: TSESTree.TSIndexedAccessType): string | null {
  return node.indexType.type === 'TSLiteralType' && node.indexType.literal.type === 'Literal'
    ? String(node.indexType.literal.value)
    : null
}

/**
 * The type a member of an object type is written with, found without describing the object: in a
 * type literal, through a named type the project declares (an alias, an interface's members or
 * what it extends), an intersection, or another indexed access. Null where it cannot be found that
 * way; the caller then describes the object whole.
 */
function findMemberType(
  object: TSESTree.TypeNode,
  name: string,
  source: string,
  scope: Scope,
): (ParsedType & { scope: Scope }) | null {
  switch (object.type) {
    case 'TSTypeLiteral': {
      for (const member of object.members) {
        if (member.type !== 'TSPropertySignature' || member.computed || !member.typeAnnotation) continue
        if (readMemberName(member) === name) return { node: member.typeAnnotation.typeAnnotation, source, scope }
      }
      return null
    }
    case 'TSIntersectionType':
      for (const part of object.types) {
        const found = findMemberType(part, name, source, scope)
        if (found !== null) return found
      }
      return null
    case 'TSIndexedAccessType': {
      const index = readLiteralIndex(object)
      const outer = index === null ? null : findMemberType(object.objectType, index, source, scope)
      return outer === null ? null : findMemberType(outer.node, name, outer.source, outer.scope)
    }
    case 'TSTypeReference': {
      if (object.typeArguments !== undefined) return null
      const typeName = textOf(source, object.typeName)
      if (scope.typeParams.includes(typeName)) return null
      const found = findTypeDeclaration(scope.symbols, scope.file, typeName)
      if (found.kind !== 'found') return null
      const entered = scope.depth > MAX_DEPTH ? null : enterDeclaration(found, scope)
      if (entered === null) return null
      const { declaration, inner } = entered
      const within = (text: string) => {
        const parsed = parseType(text, inner)
        return parsed === null ? null : findMemberType(parsed.node, name, parsed.source, inner)
      }
      if (declaration.aliasText !== null) return within(declaration.aliasText)
      for (const part of declaration.parts) {
        if (part.kind === 'members') {
          const member = part.members.find((each) => each.name === name)
          const parsed = member === undefined ? null : parseType(member.type, inner)
          if (parsed !== null) return { ...parsed, scope: inner }
        } else if (part.kind === 'named') {
          const found = within(part.text)
          if (found !== null) return found
        }
      }
      return null
    }
    default:
      return null
  }
}

/** `name: …`, `"name": …`, `0: …`: a member's name as written; null for a computed one. */
function readMemberName(member: TSESTree.TSPropertySignature | TSESTree.TSMethodSignature): string | null {
  if (member.key.type === 'Identifier') return member.key.name
  return member.key.type === 'Literal' ? String(member.key.value) : null
}

function fromMembers(members: readonly TSESTree.TypeElement[], source: string, scope: Scope): Shape {
  const result: { name: string; optional: boolean; shape: Shape }[] = []
  for (const member of members) {
    if (member.type !== 'TSPropertySignature' && member.type !== 'TSMethodSignature') continue
    const name = readMemberName(member)
    if (name === null) continue
    const shape: Shape =
      member.type === 'TSMethodSignature'
        ? toFunction(member.returnType?.typeAnnotation, source, scope)
        : member.typeAnnotation
          ? fromNode(member.typeAnnotation.typeAnnotation, source, scope)
          : { kind: 'unknown', text: 'any' }
    result.push({ name, optional: member.optional === true, shape })
  }
  return { kind: 'object', members: result }
}

/**
 * `A & B`: objects merge their members; an Error with extra fields stays an Error. `A & (B | C)`
 * is `A & B` or `A & C`, so a union's first object joins the rest (an `href` is kept, not dropped).
 */
function intersect(parts: Shape[]): Shape {
  if (parts.length === 1) return parts[0]!
  if (parts.some((part) => part.kind === 'error')) return { kind: 'error' }
  const objects = parts
    .map((part) => (part.kind === 'union' ? (part.options.find((option) => option.kind === 'object') ?? part) : part))
    .filter((part): part is Extract<Shape, { kind: 'object' }> => part.kind === 'object')
  if (objects.length === 0) return parts[0] ?? { kind: 'unknown', text: 'never' }
  // A member both sides declare is one member, required when either requires it.
  const members = new Map<string, Extract<Shape, { kind: 'object' }>['members'][number]>()
  for (const member of objects.flatMap((part) => part.members)) {
    const known = members.get(member.name)
    members.set(member.name, known ? { ...known, optional: known.optional && member.optional } : member)
  }
  return { kind: 'object', members: [...members.values()] }
}

/**
 * `Record<ColumnId, Task[]>` over a union of string literals has each of those keys, which code
 * reads by name (`board[column.id].length`); over `string` it is an empty object.
 */
function fromRecord(keys: TSESTree.TypeNode, value: TSESTree.TypeNode, source: string, scope: Scope): Shape {
  const keyShape = fromNode(keys, source, scope)
  const options = keyShape.kind === 'union' ? keyShape.options : [keyShape]
  const names = options.flatMap((option) =>
    option.kind === 'literal' && typeof option.value === 'string' ? [option.value] : [],
  )
  if (names.length === 0 || names.length !== options.length) return { kind: 'object', members: [] }
  const shape = fromNode(value, source, deeper(scope))
  return { kind: 'object', members: names.map((name) => ({ name, optional: false, shape })) }
}

function deeper(scope: Scope): Scope {
  return { ...scope, depth: scope.depth + 1 }
}

// Methods that say what a value read off an untyped prop is.
const ARRAY_METHODS = new Set(['map', 'filter', 'forEach', 'find', 'some', 'every', 'reduce', 'flatMap', 'findIndex'])
const STRING_METHODS = new Set([
  'toUpperCase',
  'toLowerCase',
  'trim',
  'split',
  'startsWith',
  'endsWith',
  'replace',
  'charAt',
  'padStart',
])

/**
 * The shape a prop must have for the reads the component makes of it, when its type says
 * nothing a suite can build: `widget.type` makes an object holding `widget`, an object
 * holding `type`; a list method makes a list, a string method a string, another called
 * member a function, which gives back what is read off its result (`getState().pagination`).
 * The ends of the paths take what their names say (`data.links` a list, which a child it is
 * handed to may map; `event.isVirtual` a flag; `stats.total` a number), else strings, the
 * most common thing a component shows.
 */
export function describeReads(paths: readonly (readonly string[])[]): Shape {
  interface Node {
    kind: 'value' | 'array' | 'string' | 'function'
    members: Map<string, Node>
    returns?: Node
  }
  const root: Node = { kind: 'value', members: new Map() }
  for (const path of paths) {
    let node = root
    for (const [index, segment] of path.entries()) {
      if (segment.endsWith('()')) {
        const method = segment.slice(0, -2)
        if (ARRAY_METHODS.has(method)) node.kind = 'array'
        else if (STRING_METHODS.has(method)) node.kind = 'string'
        else {
          let called = node.members.get(method)
          if (called?.kind !== 'function') {
            called = { kind: 'function', members: new Map() }
            node.members.set(method, called)
          }
          if (index === path.length - 1) break
          called.returns ??= { kind: 'value', members: new Map() }
          node = called.returns
          continue
        }
        break
      }
      if (segment === 'length' && node.members.size === 0) {
        node.kind = node.kind === 'string' ? 'string' : 'array'
        break
      }
      let member = node.members.get(segment)
      if (!member) {
        member = { kind: 'value', members: new Map() }
        node.members.set(segment, member)
      }
      node = member
    }
  }
  const toShape = (node: Node, name: string | null): Shape => {
    if (node.kind === 'array') return { kind: 'array', of: { kind: 'unknown', text: 'list item' } }
    if (node.kind === 'string') return { kind: 'string' }
    if (node.kind === 'function')
      return node.returns ? { kind: 'function', returns: toShape(node.returns, null) } : { kind: 'function' }
    if (node.members.size === 0) return name === null ? { kind: 'string' } : describeLeaf(name)
    return {
      kind: 'object',
      members: [...node.members].map(([member, child]) => ({
        name: member,
        optional: false,
        shape: toShape(child, member),
      })),
    }
  }
  return toShape(root, null)
}

// Names that end like a plural but name one thing.
const SINGULAR_S = new Set(['alias', 'atlas', 'bias', 'canvas', 'chaos', 'news', 'series', 'species', 'lens', 'gas'])
// `is`, `has`, `should`… and what a flag is named alone.
const FLAG_PREFIX = /^(?:is|has|should|can|show|hide|enable|disable|allow)[A-Z_]/
const FLAGS = new Set(['open', 'visible', 'hidden', 'disabled', 'enabled', 'selected', 'checked', 'active', 'loading'])
const COUNT_SUFFIX = /[a-z](?:Count|Total|Amount|Price|Size|Index)$/
const COUNTS = new Set([
  'count',
  'total',
  'amount',
  'price',
  'size',
  'index',
  'page',
  'limit',
  'offset',
  'age',
  'score',
])

/** A value read at the end of a path, by its name: a list, a flag, a number or a date where it says so. */
function describeLeaf(name: string): Shape {
  return describeByName(name) ?? { kind: 'string' }
}

/**
 * What a name alone says a value is, where nothing else does: a list for a plural (`popularIcons`, `tags`), a flag
 * for `isOpen`, a number for `total`, a date for `createdAt`; null when it says none of these.
 */
export function describeByName(name: string): Shape | null {
  if (FLAG_PREFIX.test(name) || FLAGS.has(name)) return { kind: 'boolean' }
  if (COUNT_SUFFIX.test(name) || COUNTS.has(name)) return { kind: 'number' }
  // A point in time as JSON carries it: what an API gives an untyped prop, which `new Date(…)` and dayjs read and a
  // page can show as it is (a Date object is no React child).
  if (/(?:^|[a-z])(?:At|Date)$|_at$|^date$/.test(name)) return { kind: 'literal', value: '2024-01-01T00:00:00.000Z' }
  const plural = /(?:[^su]s|ies|ches|shes|xes)$/.test(name) && name.length > 2 && !SINGULAR_S.has(name.toLowerCase())
  return plural ? { kind: 'array', of: { kind: 'unknown', text: 'list item' } } : null
}
