// A dropdown menu whose Radix code loads when it is first opened (the header's user menu, the dashboard's
// Export menu): until then its trigger is the same button without Radix, so a signed-in page's first load
// does not carry the menu's code. Hovering or focusing the trigger starts loading it early; the first click
// (or Enter, Space, ArrowDown) opens the menu as soon as it has loaded.
import { cloneElement, lazy, Suspense, useState, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react'
import type { MenuEntry } from './menu-entries'

export type { MenuEntry } from './menu-entries'

const loadPanel = () => import('./menu-panel')
const MenuPanel = lazy(loadPanel)

type Opened = false | 'pointer' | 'keyboard'

export interface LazyMenuProps {
  /** The trigger: a button element (its own onClick is not used). */
  trigger: ReactElement<Record<string, unknown>>
  entries: MenuEntry[]
  align?: 'start' | 'center' | 'end'
  /**
   * Modal (Radix's default) hides the rest of the page from assistive technology while its links and
   * buttons stay focusable (axe's aria-hidden-focus), for nothing a menu needs: off unless asked for.
   */
  modal?: boolean
}

export function LazyMenu({ trigger, entries, align = 'end', modal = false }: LazyMenuProps) {
  const [opened, setOpened] = useState<Opened>(false)
  const closed = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void loadPanel(),
    onFocus: () => void loadPanel(),
    onClick: (event: MouseEvent) => setOpened(event.detail === 0 ? 'keyboard' : 'pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return
      event.preventDefault()
      setOpened('keyboard')
    },
  })
  if (!opened) return closed
  return (
    <Suspense fallback={closed}>
      <MenuPanel trigger={trigger} entries={entries} align={align} modal={modal} byKeyboard={opened === 'keyboard'} />
    </Suspense>
  )
}
