/**
 * Library knowledge: the parts of a compound that read an enclosing part's context
 * besides the Root's, and throw without it. In Base UI (https://base-ui.com/react/overview)
 * an accordion's Trigger and Panel live in an Item, a menu's GroupLabel in a Group and
 * its RadioItem in a RadioGroup, a submenu's trigger in the parent menu's Popup and its
 * SubmenuRoot, a select's scroll arrows in its Popup, a combobox's Chip in its Chips, a
 * navigation menu's Trigger and Content in an Item of its List.
 */

// Per compound, per part: the parts it must be inside, outermost first (the Root is always needed).
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

/** The parts `compound.part` of `module` must be rendered inside, below its Root, outermost first. */
export function findEnclosingParts(module: string, compound: string, part: string): readonly string[] {
  if (!isBaseUiModule(module)) return []
  return BASE_UI[compound]?.[part] ?? []
}

/**
 * Where `part` goes among the enclosing parts of its compound: the Root outermost, then
 * the order the table lists them in.
 */
export function getEnclosingRank(module: string, compound: string, part: string): number {
  if (part === 'Root' || !isBaseUiModule(module)) return 0
  const order = [...new Set(Object.values(BASE_UI[compound] ?? {}).flat())]
  return order.indexOf(part) + 1
}

function isBaseUiModule(module: string): boolean {
  return /^@base-ui(?:-components)?\/react(?:\/|$)/.test(module)
}
