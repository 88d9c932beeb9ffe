// What a lazily loaded menu shows (lazy-menu.tsx), described without its components so that describing it
// loads none of Radix: an action, a label (not selectable) or a separator.
import type { ReactNode } from 'react'

export type MenuEntry = { kind: 'item'; label: ReactNode; onSelect: () => void } | { kind: 'label'; label: ReactNode } | { kind: 'separator' }
