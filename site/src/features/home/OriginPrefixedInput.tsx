// A short-code input shown after the site origin ("https://snip.example/ [code]"), with its label and error.
// The origin and the input share one box. The origin is never cut (it is part of the address) and keeps to
// one line: when it and a usable input do not fit side by side, the input moves under it in the same box;
// only an origin wider than the whole box wraps.
import type { InputHTMLAttributes, ReactNode } from 'react'
import { FieldError } from '../../components/ui/field'
import { Label } from '../../components/ui/label'
import { cn } from '../../lib/class-names'

export interface OriginPrefixedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string
  label: string
  origin: string
  error?: string
  /** Rendered after the input on the same row (e.g. the Update button). */
  after?: ReactNode
}

export function OriginPrefixedInput({ id, label, origin, error, after, ...input }: OriginPrefixedInputProps) {
  const errorId = `${id}-error`
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div
          className={cn(
            'flex min-w-0 flex-1 flex-wrap overflow-hidden rounded-md border bg-surface focus-within:ring-2',
            error ? 'border-destructive focus-within:ring-destructive' : 'border-border focus-within:ring-ring',
          )}
        >
          <span
            data-testid="origin-prefix"
            className="flex max-w-full items-center bg-muted px-3 py-2 text-sm leading-tight text-muted-foreground [overflow-wrap:anywhere]"
          >
            {origin}/
          </span>
          <input
            id={id}
            data-slot="input"
            className="h-10 min-w-32 flex-1 bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            spellCheck={false}
            {...input}
          />
        </div>
        {after}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
