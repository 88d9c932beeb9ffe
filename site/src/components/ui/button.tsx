// Button: shadcn-style variants as a plain map (cva is not installed). `asChild` renders the child element
// (e.g. an <a>) with the button's look.
import { Slot } from 'radix-ui'
import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from '../../lib/class-names'

const variants = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90 shadow-sm',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90 shadow-sm',
  outline: 'border border-border bg-surface text-foreground hover:bg-muted shadow-sm',
  secondary: 'bg-muted text-foreground hover:bg-muted/70',
  ghost: 'text-foreground hover:bg-muted',
  /** A quiet button for a destructive action (a row's Delete): red text; ghost's own colour would win over a class. */
  ghostDestructive: 'text-destructive hover:bg-destructive/10',
  link: 'text-primary underline-offset-4 hover:underline',
} as const

const sizes = {
  default: 'h-10 px-4 py-2',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-11 px-6 text-base',
  icon: 'h-10 w-10',
} as const

export type ButtonVariant = keyof typeof variants
export type ButtonSize = keyof typeof sizes

export function buttonClasses(variant: ButtonVariant = 'default', size: ButtonSize = 'default', extra?: string): string {
  return cn(
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    'disabled:pointer-events-none disabled:opacity-60 cursor-pointer',
    variants[variant],
    sizes[size],
    extra,
  )
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  asChild?: boolean
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ className, variant, size, asChild = false, type, ...props }, ref) {
  const Comp = asChild ? Slot.Root : 'button'
  return <Comp ref={ref} data-slot="button" type={asChild ? undefined : (type ?? 'button')} className={buttonClasses(variant, size, className)} {...props} />
})
