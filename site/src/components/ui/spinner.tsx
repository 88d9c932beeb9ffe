// Loading spinner with an accessible name.
import { cn } from '../../lib/class-names'

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <svg role="status" aria-label={label} data-slot="spinner" className={cn('h-6 w-6 animate-spin text-primary', className)} viewBox="0 0 24 24" fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}

/** A centred spinner for a whole region (auth loading, guarded pages). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="h-10 w-10" label={label} />
    </div>
  )
}
