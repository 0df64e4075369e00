import type { LiteralValue } from '../types.js'

/**
 * Library knowledge: what the parts of a compound primitive must be rendered inside, and
 * what a suite writes on those parts so that what is inside them shows.
 */

/** A prop a suite gives a part so its content renders (`open` on a dialog's Root). */
export interface OpeningProp {
  name: string
  value: LiteralValue
}

/**
 * One primitive's parts: those its Root goes inside (`outside`, outermost first, each
 * inside the ones before it), per part the parts below the Root it goes inside (`inside`,
 * outermost first; the Root is always needed), per part the props that open it, and per
 * part the props it throws without (`requires`), which a component spreading its own props
 * onto the part must be given.
 */
interface Primitive {
  outside: readonly string[]
  inside: Readonly<Record<string, readonly string[]>>
  opens: Readonly<Record<string, readonly OpeningProp[]>>
  requires?: Readonly<Record<string, readonly OpeningProp[]>>
}

const OPEN: readonly OpeningProp[] = [{ name: 'open', value: true }]

/**
 * Base UI (https://base-ui.com/react/overview): an accordion's Trigger and Panel live in an
 * Item, a menu's GroupLabel in a Group and its RadioItem in a RadioGroup, a submenu's trigger
 * in the parent menu's Popup and its SubmenuRoot, a select's scroll arrows in its Popup, a
 * combobox's Chip in its Chips, a navigation menu's Trigger and Content in an Item of its List.
 */
const BASE_UI_MENU: Record<string, string[]> = {
  SubmenuTrigger: ['Popup', 'SubmenuRoot'],
  GroupLabel: ['Group'],
  RadioItem: ['RadioGroup'],
  RadioItemIndicator: ['RadioGroup', 'RadioItem'],
  CheckboxItemIndicator: ['CheckboxItem'],
}

const BASE_UI: Record<string, Record<string, string[]>> = {
  Accordion: { Header: ['Item'], Trigger: ['Item'], Panel: ['Item'] },
  Menu: BASE_UI_MENU,
  ContextMenu: BASE_UI_MENU,
  Select: { GroupLabel: ['Group'], ScrollUpArrow: ['Popup'], ScrollDownArrow: ['Popup'], ItemIndicator: ['Item'] },
  Combobox: { GroupLabel: ['Group'], Chip: ['Chips'], ChipRemove: ['Chips', 'Chip'], ItemIndicator: ['Item'] },
  NavigationMenu: { Trigger: ['List', 'Item'], Content: ['List', 'Item'], Icon: ['List', 'Item'], Link: ['List'] },
}

// The value a Radix Root and one of its items share, so that item is the open one.
const SHOWN = 'shown'

/**
 * Radix menus (dropdown, context menu, menubar: https://www.radix-ui.com/primitives/docs/components/dropdown-menu):
 * an item reads its Content's context and throws outside it; a submenu's Trigger and
 * Content read their Sub's, which opens with `open`.
 */
function toMenuParts(around: readonly string[]): Record<string, string[]> {
  const items = ['Item', 'CheckboxItem', 'RadioGroup', 'RadioItem', 'ItemIndicator', 'Label', 'Group', 'Separator']
  return {
    ...Object.fromEntries([...items, 'Arrow', 'Sub'].map((part) => [part, [...around, 'Content']])),
    SubTrigger: [...around, 'Content', 'Sub'],
    SubContent: [...around, 'Content', 'Sub'],
  }
}

/**
 * Radix primitives by package (`@radix-ui/react-<name>`), from each one's page under
 * https://www.radix-ui.com/primitives/docs/components/<name>: a dialog, popover, hover card,
 * collapsible, select or tooltip Root opens with `open`, a toast's is open unless told (its
 * `defaultOpen` is true); a context menu's Root has no
 * `open` (only a right click opens it); a menubar's Root opens the Menu whose `value` it is
 * given, a navigation menu's the Item; an accordion's Root needs a `type` and opens the Item
 * its value names; a toggle group's Root throws without a `type`, a toast's Action without an
 * `altText` (it trims it). A tooltip's Root reads its Provider;
 * a toast's Root its Provider and renders only into its Provider's Viewport. A select's
 * Label lives in a Group, its items in Content; an alert dialog's Cancel in Content; a
 * navigation menu's Trigger and Content in an Item of its List; a tab's Trigger in its List.
 */
const RADIX: Record<string, Primitive> = {
  dialog: { outside: [], inside: {}, opens: { Root: OPEN } },
  'alert-dialog': { outside: [], inside: { Cancel: ['Content'], Action: ['Content'] }, opens: { Root: OPEN } },
  popover: { outside: [], inside: {}, opens: { Root: OPEN } },
  'hover-card': { outside: [], inside: {}, opens: { Root: OPEN } },
  collapsible: { outside: [], inside: {}, opens: { Root: OPEN } },
  'dropdown-menu': { outside: [], inside: toMenuParts([]), opens: { Root: OPEN, Sub: OPEN } },
  'context-menu': { outside: [], inside: toMenuParts([]), opens: { Sub: OPEN } },
  menubar: {
    outside: [],
    inside: { Trigger: ['Menu'], Portal: ['Menu'], Content: ['Menu'], ...toMenuParts(['Menu']) },
    opens: { Root: [{ name: 'value', value: SHOWN }], Menu: [{ name: 'value', value: SHOWN }], Sub: OPEN },
  },
  'navigation-menu': {
    outside: [],
    inside: {
      Item: ['List'],
      Trigger: ['List', 'Item'],
      Content: ['List', 'Item'],
      Link: ['List'],
      Indicator: ['List'],
    },
    opens: { Root: [{ name: 'value', value: SHOWN }], Item: [{ name: 'value', value: SHOWN }] },
  },
  select: {
    outside: [],
    inside: {
      ...Object.fromEntries(
        ['Item', 'Group', 'Separator', 'Viewport', 'ScrollUpButton', 'ScrollDownButton', 'Arrow'].map((part) => [
          part,
          ['Content'],
        ]),
      ),
      Label: ['Content', 'Group'],
      ItemText: ['Content', 'Item'],
      ItemIndicator: ['Content', 'Item'],
    },
    opens: { Root: OPEN },
  },
  accordion: {
    outside: [],
    inside: { Header: ['Item'], Trigger: ['Item'], Content: ['Item'] },
    opens: {
      Root: [
        { name: 'type', value: 'single' },
        { name: 'defaultValue', value: SHOWN },
      ],
      Item: [{ name: 'value', value: SHOWN }],
    },
  },
  tabs: { outside: [], inside: { Trigger: ['List'] }, opens: {} },
  'toggle-group': {
    outside: [],
    inside: {},
    opens: { Root: [{ name: 'type', value: 'single' }] },
    requires: { Root: [{ name: 'type', value: 'single' }] },
  },
  tooltip: { outside: ['Provider'], inside: {}, opens: { Root: OPEN } },
  toast: {
    outside: ['Provider', 'Viewport'],
    inside: {},
    opens: {},
    requires: { Action: [{ name: 'altText', value: 'Undo' }] },
  },
}

// A Radix primitive not in the table: nothing known around its parts, and no Root of one takes `open`.
const OTHER_RADIX: Primitive = { outside: [], inside: {}, opens: {} }

/**
 * Packages whose parts read a Root with a name of its own, imported from the package itself
 * (a namespace's compound ''): the Root's names, the contexts a part reads of it (not an
 * element), and what the table knows of its parts. react-resizable-panels
 * (https://github.com/bvaughn/react-resizable-panels): a Panel and a resize handle throw
 * outside their group (v2's `PanelGroup`, whose `direction` lays it out; v3's `Group`);
 * input-otp (https://input-otp.rodz.dev): a slot reads `OTPInputContext`, which `OTPInput`
 * fills with one slot per `maxLength`.
 */
const NAMED_ROOTS: Record<string, { roots: readonly string[]; contexts: readonly string[]; primitive: Primitive }> = {
  'react-resizable-panels': {
    roots: ['PanelGroup', 'Group'],
    contexts: [],
    primitive: {
      outside: [],
      inside: {},
      opens: { Root: [{ name: 'direction', value: 'horizontal' }] },
      requires: { Root: [{ name: 'direction', value: 'horizontal' }] },
    },
  },
  'input-otp': {
    roots: ['OTPInput'],
    contexts: ['OTPInputContext'],
    primitive: {
      outside: [],
      inside: {},
      opens: { Root: [{ name: 'maxLength', value: 6 }] },
      requires: { Root: [{ name: 'maxLength', value: 6 }] },
    },
  },
}

/** Is `name` of `module` a context its parts read of their Root (input-otp's `OTPInputContext`)? */
export function isRootContext(module: string, name: string): boolean {
  return NAMED_ROOTS[module]?.contexts.includes(name) === true
}

/** `Menu.Item` → the compound `Menu` and the part `Item`; a namespace's `Title` has the compound ''. */
export function splitPart(name: string): { compound: string; part: string } {
  const dot = name.lastIndexOf('.')
  return dot === -1 ? { compound: '', part: name } : { compound: name.slice(0, dot), part: name.slice(dot + 1) }
}

/** Is `part` the compound's Root: `Root`, or a `Provider` where the primitive puts no Provider around its Root? */
export function isRootPart(module: string, compound: string, part: string): boolean {
  if (part === 'Root') return true
  if (compound === '' && NAMED_ROOTS[module]?.roots.includes(part)) return true
  return part === 'Provider' && !findPrimitive(module, compound)?.outside.includes('Provider')
}

/**
 * The parts `compound.part` of `module` must be rendered inside, outermost first: the Root
 * for any part but the Root, with what the primitive puts around its Root and below it.
 */
export function findEnclosingParts(module: string, compound: string, part: string): readonly string[] {
  const primitive = findPrimitive(module, compound)
  const outside = primitive?.outside ?? []
  const at = outside.indexOf(part)
  if (at !== -1) return outside.slice(0, at)
  if (isRootPart(module, compound, part)) return outside
  return [...outside, 'Root', ...(primitive?.inside[part] ?? [])]
}

/** Where `part` goes among the parts of its compound, outermost 0: what goes around the Root, the Root, then below. */
export function getEnclosingRank(module: string, compound: string, part: string): number {
  const primitive = findPrimitive(module, compound)
  const outside = primitive?.outside ?? []
  const order = [...outside, 'Root', ...new Set(Object.values(primitive?.inside ?? {}).flat())]
  const rank = order.indexOf(isRootPart(module, compound, part) ? 'Root' : part)
  return rank === -1 ? outside.length : rank
}

/**
 * The props a suite gives `part` so that what it holds renders: the table's for Radix, so
 * no Root is given an `open` it does not take (a menubar's, a context menu's); `open` on
 * the Root of any other compound, as its parts live in a popup more often than not. A
 * package's bare `Provider` (react-redux's) is a provider, not a compound's Root: it opens
 * nothing.
 */
export function findOpeningProps(module: string, compound: string, part: string): readonly OpeningProp[] {
  const primitive = findPrimitive(module, compound)
  if (primitive) return primitive.opens[part] ?? []
  if (compound === '' && part === 'Provider') return []
  return isRootPart(module, compound, part) ? OPEN : []
}

/** The props a part throws without (a toggle group's `type`): none for a part the table does not know. */
export function findRequiredProps(module: string, compound: string, part: string): readonly OpeningProp[] {
  const primitive = findPrimitive(module, compound)
  return primitive?.requires?.[isRootPart(module, compound, part) ? 'Root' : part] ?? []
}

/** Is the primitive's Provider one of the parts around its Root (a Radix tooltip's), so its needs put it there? */
export function hasProviderPart(module: string, compound: string): boolean {
  return findPrimitive(module, compound)?.outside.includes('Provider') === true
}

/** Is this a Radix primitive whose parts the table knows, so a suite can put them around a part itself? */
export function isKnownRadixPrimitive(module: string, compound: string): boolean {
  const name = toRadixName(module, compound)
  return name !== null && RADIX[name] !== undefined
}

/**
 * The name a suite imports a primitive under, as shadcn/ui names its imports:
 * `@radix-ui/react-dropdown-menu` → `DropdownMenuPrimitive`, `Dialog` of `radix-ui` → `DialogPrimitive`.
 */
export function toPrimitiveName(module: string, compound: string): string {
  if (compound !== '') return `${compound.split('.')[0]}Primitive`
  const name = module
    .split('/')
    .pop()!
    .replace(/^react-/, '')
  return `${name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase())}Primitive`
}

function findPrimitive(module: string, compound: string): Primitive | null {
  const named = compound === '' ? NAMED_ROOTS[module] : undefined
  if (named) return named.primitive
  if (/^@base-ui(?:-components)?\/react(?:\/|$)/.test(module))
    return { outside: [], inside: BASE_UI[compound] ?? {}, opens: { Root: OPEN } }
  const name = toRadixName(module, compound)
  if (name === null) return null
  return RADIX[name] ?? OTHER_RADIX
}

/**
 * A Radix primitive's name: its package's (`@radix-ui/react-alert-dialog`, parts imported
 * whole or by name), or the export of `radix-ui` it is a part of (`AlertDialog` → `alert-dialog`).
 */
function toRadixName(module: string, compound: string): string | null {
  const scoped = /^@radix-ui\/react-([a-z-]+)$/.exec(module)
  if (scoped && compound === '') return scoped[1]!
  if (module !== 'radix-ui' || compound === '' || compound.includes('.')) return null
  return compound.replace(/[A-Z]/g, (letter, at: number) => `${at === 0 ? '' : '-'}${letter.toLowerCase()}`)
}
