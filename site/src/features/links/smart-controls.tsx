// Small controls the Rules, split and preview parts share: a native select (keyboard and screen readers as
// the platform gives them, nothing to load) and a small text button.
import type { ReactNode, SelectHTMLAttributes } from 'react'
import { cn } from '../../lib/class-names'

export const SELECT_CLASSES =
  'h-10 w-full min-w-0 rounded-md border bg-surface px-3 text-base text-foreground disabled:opacity-60 sm:text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'

export function NativeSelect({
  options,
  invalid,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly (readonly [string, string])[]; invalid?: boolean }) {
  return (
    <select aria-invalid={invalid || undefined} className={cn(SELECT_CLASSES, invalid ? 'border-destructive' : 'border-border', className)} {...props}>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  )
}

export function SmallButton({ label, children, ...props }: { label?: string; children: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-border px-3 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
      {...props}
    >
      {children}
    </button>
  )
}
