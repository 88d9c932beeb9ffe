// Text input. `invalid` draws the red border and sets aria-invalid.
import { forwardRef, type InputHTMLAttributes } from 'react'
import { cn } from '../../lib/class-names'

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, invalid, ...props }, ref) {
  return (
    <input
      ref={ref}
      data-slot="input"
      aria-invalid={invalid || undefined}
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border bg-surface px-3 py-2 text-base text-foreground sm:text-sm',
        'placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted/50',
        invalid ? 'border-destructive focus-visible:ring-destructive' : 'border-border',
        className,
      )}
      {...props}
    />
  )
})
