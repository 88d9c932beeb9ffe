// The Radix part of a lazily loaded menu (lazy-menu.tsx): mounted open on the click that loaded it. Opened
// from the keyboard, focus goes to the first item, as Radix does when its own trigger is used by keyboard.
import { useCallback, type ReactElement } from 'react'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from './dropdown-menu'
import type { MenuEntry } from './menu-entries'

export interface MenuPanelProps {
  trigger: ReactElement
  entries: MenuEntry[]
  align: 'start' | 'center' | 'end'
  modal?: boolean
  byKeyboard: boolean
}

export default function MenuPanel({ trigger, entries, align, modal, byKeyboard }: MenuPanelProps) {
  // After Radix has focused the content on mount (its own effect, which runs after this ref is set).
  const focusFirstItem = useCallback(
    (content: HTMLDivElement | null) => {
      if (byKeyboard && content) setTimeout(() => content.querySelector<HTMLElement>('[role="menuitem"]')?.focus(), 0)
    },
    [byKeyboard],
  )
  return (
    <DropdownMenu defaultOpen modal={modal}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align={align} ref={focusFirstItem}>
        {entries.map((entry, i) =>
          entry.kind === 'separator' ? (
            <DropdownMenuSeparator key={i} />
          ) : entry.kind === 'label' ? (
            <DropdownMenuLabel key={i} className="truncate font-normal text-muted-foreground">
              {entry.label}
            </DropdownMenuLabel>
          ) : (
            <DropdownMenuItem key={i} onSelect={entry.onSelect}>
              {entry.label}
            </DropdownMenuItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
