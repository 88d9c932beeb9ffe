// An icon button of a link row with a visible tooltip on hover and keyboard focus. The
// button is named by its aria-label; the tooltip shows the same words to sighted users and is hidden from
// assistive technology, so nothing is announced twice. Pure CSS: no tooltip library on the dashboard.
import type { ReactNode } from 'react'
import { Button } from '../../components/ui/button'
import { cn } from '../../lib/class-names'

/** `destructive`: the action destroys (Delete), and its icon is red. */
export function RowAction({
  label,
  onClick,
  destructive = false,
  children,
}: {
  label: string
  onClick: () => void
  destructive?: boolean
  children: ReactNode
}) {
  return (
    <span className="group relative inline-flex">
      <Button variant={destructive ? 'ghostDestructive' : 'ghost'} size="icon" aria-label={label} onClick={onClick}>
        {children}
      </Button>
      <span
        aria-hidden="true"
        data-slot="tooltip"
        className={cn(
          'pointer-events-none invisible absolute bottom-full end-0 z-20 mb-1 whitespace-nowrap rounded-md bg-foreground px-2 py-1 text-xs text-background opacity-0 shadow',
          'group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100',
        )}
      >
        {label}
      </span>
    </span>
  )
}
