// A primitive's part with its `data-slot` name and its classes (the shadcn pattern), written once: the
// caller's className comes last, so it can add to or override the part's own.
import type { ComponentProps, ElementType } from 'react'
import { cn } from '../../lib/class-names'

export function slotted<C extends ElementType>(Part: C, slot: string, ...classes: string[]) {
  function Slotted({ className, ...props }: ComponentProps<C> & { className?: string }) {
    const Component = Part as ElementType
    return <Component data-slot={slot} className={cn(...classes, className)} {...props} />
  }
  Slotted.displayName = slot
  return Slotted
}
