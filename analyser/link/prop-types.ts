import type { PropsSummary, TypeMember, TypePart } from '../summary/module-summary.js'
import { findTypeDeclaration } from './type-lookup.js'
import type { ProjectSymbols } from '../resolve/symbols.js'
import type { PropType, UnresolvedProp } from '../types.js'

// Types every TypeScript program has: a generated suite can build values of these.
const GLOBAL_TYPES = new Set([
  'Array',
  'ReadonlyArray',
  'Record',
  'Partial',
  'Required',
  'Readonly',
  'Pick',
  'Omit',
  'Exclude',
  'Extract',
  'NonNullable',
  'ReturnType',
  'Parameters',
  'Awaited',
  'Promise',
  'PromiseLike',
  'Date',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Error',
  'RegExp',
  'Function',
  'Object',
  'String',
  'Number',
  'Boolean',
  'Symbol',
  'BigInt',
  'Iterable',
  'File',
  'Blob',
  'FormData',
  'URL',
  'URLSearchParams',
  'Headers',
  'Request',
  'Response',
  'Element',
  'Node',
  'Event',
  'Window',
  'Document',
  'JSX.Element',
  'Uint8Array',
])

interface FoundMember extends TypeMember {
  /** The module whose declaration the member comes from: its names resolve there. */
  file: string
  typeParams: string[]
}

interface PropsShape {
  members: Map<string, FoundMember>
  /** Parts whose members cannot be listed, with why. */
  unknownParts: string[]
  /** React's DOM attribute types: every member is optional and typed by React. */
  hasReactAttributes: boolean
}

/**
 * Resolves a component's props type across files (SPEC 2.3 `prop_types`,
 * `unresolved_props`): named types are looked up in the module or followed through
 * imports and re-exports; a prop whose type mentions something outside the project is
 * unresolved, so a generated suite knows it needs a fixture for it.
 */
export interface ResolvedProps {
  names: string[]
  types: PropType[]
  unresolved: UnresolvedProp[]
  /** Where each typed prop's type is declared: its names resolve in that file. */
  declaredIn: Map<string, { file: string; typeParams: string[] }>
}

export function resolvePropTypes(symbols: ProjectSymbols, file: string, props: PropsSummary): ResolvedProps {
  const shape: PropsShape = { members: new Map(), unknownParts: [], hasReactAttributes: false }
  collectParts(symbols, file, props.typeParts, props.typeParams, shape, new Set())
  const names: string[] = []
  const add = (name: string): void => {
    if (!names.includes(name)) names.push(name)
  }
  for (const name of shape.members.keys()) add(name)
  for (const prop of props.destructured) add(prop.name)
  for (const name of props.reads) add(name)
  const defaults = new Map(props.destructured.map((prop) => [prop.name, prop.default]))
  const types: PropType[] = []
  const unresolved: UnresolvedProp[] = []
  const hasTypes = props.typeParts.length > 0
  for (const name of names) {
    const member = shape.members.get(name)
    const defaultText = defaults.get(name) ?? null
    if (member) {
      types.push({ name, type: member.type, required: !member.optional && defaultText === null, default: defaultText })
      const reason = findUnresolvedRef(symbols, member)
      if (reason) unresolved.push({ prop: name, reason })
      continue
    }
    types.push({ name, type: null, required: hasTypes ? false : null, default: defaultText })
    if (!hasTypes) unresolved.push({ prop: name, reason: 'No type is declared for the props.' })
    else if (shape.unknownParts.length > 0)
      unresolved.push({
        prop: name,
        reason: `It is not declared in the project's props types; ${shape.unknownParts.join('; ')}.`,
      })
    else if (!shape.hasReactAttributes) unresolved.push({ prop: name, reason: 'It is not declared in the props type.' })
  }
  const declaredIn = new Map(
    [...shape.members].map(([name, member]) => [name, { file: member.file, typeParams: member.typeParams }]),
  )
  return { names, types, unresolved, declaredIn }
}

function collectParts(
  symbols: ProjectSymbols,
  file: string,
  parts: readonly TypePart[],
  typeParams: readonly string[],
  shape: PropsShape,
  seen: Set<string>,
): void {
  for (const part of parts) {
    if (part.kind === 'members') {
      for (const member of part.members)
        if (!shape.members.has(member.name))
          shape.members.set(member.name, { ...member, file, typeParams: [...typeParams] })
    } else if (part.kind === 'children') {
      if (!shape.members.has('children'))
        shape.members.set('children', {
          name: 'children',
          type: 'React.ReactNode',
          optional: true,
          refs: ['React.ReactNode'],
          file,
          typeParams: [],
        })
    } else {
      collectNamed(symbols, file, part.name, part.text, shape, seen)
    }
  }
}

function collectNamed(
  symbols: ProjectSymbols,
  file: string,
  name: string,
  text: string,
  shape: PropsShape,
  seen: Set<string>,
): void {
  const key = `${file}\0${name}`
  if (seen.has(key)) return
  seen.add(key)
  const declared = findTypeDeclaration(symbols, file, name)
  if (declared.kind === 'found') {
    collectParts(
      symbols,
      declared.module.file,
      declared.module.types.get(declared.name)!.parts,
      declared.module.types.get(declared.name)!.typeParams,
      shape,
      seen,
    )
  } else if (declared.kind === 'react') {
    shape.hasReactAttributes = true
  } else {
    shape.unknownParts.push(declared.reason.replace('{type}', text))
  }
}

/** Why a member's type cannot be synthesised, or null when every name it mentions is known. */
function findUnresolvedRef(symbols: ProjectSymbols, member: FoundMember): string | null {
  const module = symbols.modules.get(member.file)
  for (const ref of member.refs) {
    const root = ref.split('.')[0]!
    if (member.typeParams.includes(root) || GLOBAL_TYPES.has(ref) || isDomType(ref)) continue
    if (module?.bindings.has(root)) continue
    const found = findTypeDeclaration(symbols, member.file, ref)
    if (found.kind === 'missing')
      return `Its type "${member.type}" cannot be built: ${found.reason.replace('{type}', ref)}.`
  }
  return null
}

function isDomType(name: string): boolean {
  return /^(HTML|SVG)\w*Element$/.test(name) || /Event$/.test(name)
}
