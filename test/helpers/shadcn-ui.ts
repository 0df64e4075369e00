import { source } from './memfs-project.js'

/**
 * shadcn/ui-style files over Radix primitives (https://ui.shadcn.com/docs/components): the project's names for
 * a compound's Root and parts, as the generator meets them in real apps. The composition tests read what the
 * suites would be given; the install test runs them on the real packages.
 */
export const SHADCN_UI = {
  tabs: source(`
  import * as React from 'react'
  import * as TabsPrimitive from '@radix-ui/react-tabs'

  const Tabs = TabsPrimitive.Root

  const TabsList = React.forwardRef<HTMLDivElement, TabsPrimitive.TabsListProps>((props, ref) => (
    <TabsPrimitive.List ref={ref} {...props} />
  ))

  const TabsTrigger = React.forwardRef<HTMLButtonElement, TabsPrimitive.TabsTriggerProps>((props, ref) => (
    <TabsPrimitive.Trigger ref={ref} {...props} />
  ))

  const TabsContent = React.forwardRef<HTMLDivElement, TabsPrimitive.TabsContentProps>((props, ref) => (
    <TabsPrimitive.Content ref={ref} {...props} />
  ))

  export { Tabs, TabsList, TabsTrigger, TabsContent }
  `),
  menubar: source(`
  import * as React from 'react'
  import * as MenubarPrimitive from '@radix-ui/react-menubar'

  const MenubarMenu = MenubarPrimitive.Menu

  const Menubar = React.forwardRef<HTMLDivElement, MenubarPrimitive.MenubarProps>((props, ref) => (
    <MenubarPrimitive.Root ref={ref} className="flex h-10" {...props} />
  ))

  const MenubarContent = React.forwardRef<HTMLDivElement, MenubarPrimitive.MenubarContentProps>(
    (props, ref) => (
      <MenubarPrimitive.Portal>
        <MenubarPrimitive.Content ref={ref} align="start" {...props} />
      </MenubarPrimitive.Portal>
    ),
  )

  const MenubarItem = React.forwardRef<HTMLDivElement, MenubarPrimitive.MenubarItemProps>((props, ref) => (
    <MenubarPrimitive.Item ref={ref} {...props} />
  ))

  export { Menubar, MenubarMenu, MenubarContent, MenubarItem }
  `),
  'context-menu': source(`
  import * as React from 'react'
  import * as ContextMenuPrimitive from '@radix-ui/react-context-menu'

  const ContextMenu = ContextMenuPrimitive.Root

  const ContextMenuContent = React.forwardRef<HTMLDivElement, ContextMenuPrimitive.ContextMenuContentProps>(
    (props, ref) => <ContextMenuPrimitive.Content ref={ref} {...props} />,
  )

  const ContextMenuItem = React.forwardRef<HTMLDivElement, ContextMenuPrimitive.ContextMenuItemProps>(
    (props, ref) => <ContextMenuPrimitive.Item ref={ref} {...props} />,
  )

  export { ContextMenu, ContextMenuContent, ContextMenuItem }
  `),
  tooltip: source(`
  import * as React from 'react'
  import * as TooltipPrimitive from '@radix-ui/react-tooltip'

  const TooltipProvider = TooltipPrimitive.Provider

  const Tooltip = TooltipPrimitive.Root

  const TooltipContent = React.forwardRef<HTMLDivElement, TooltipPrimitive.TooltipContentProps>(
    (props, ref) => <TooltipPrimitive.Content ref={ref} sideOffset={4} {...props} />,
  )

  export { Tooltip, TooltipContent, TooltipProvider }
  `),
}
