// Small status badge.
import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/class-names'

const variants = {
  default: 'bg-primary/10 text-primary border-transparent',
  success: 'bg-success-muted text-success-strong border-transparent',
  secondary: 'bg-muted text-foreground border-transparent',
  destructive: 'bg-danger-muted text-danger-strong border-transparent',
  outline: 'border-border text-foreground',
} as const

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: keyof typeof variants
}

export function Badge({ className, variant = 'default', ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', variants[variant], className)}
      {...props}
    />
  )
}
