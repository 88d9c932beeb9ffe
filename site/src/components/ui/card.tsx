// The card container.
import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/class-names'

type DivProps = HTMLAttributes<HTMLDivElement>

export function Card({ className, ...props }: DivProps) {
  return <div data-slot="card" className={cn('rounded-lg border border-border bg-surface text-foreground shadow-sm', className)} {...props} />
}
