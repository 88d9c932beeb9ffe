// A short-code input shown after the site origin ("https://snip.example/ [code]"), with its label and error.
import type { InputHTMLAttributes, ReactNode } from 'react'
import { FieldError } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'

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
        <div className="flex min-w-0 flex-1 items-stretch">
          {/* The whole origin, wrapped when long: never cut — it is part of the address. */}
          <span
            data-testid="origin-prefix"
            className="flex max-w-[55%] items-center break-all rounded-l-md border border-r-0 border-border bg-muted px-3 py-1.5 text-sm leading-tight text-muted-foreground"
          >
            {origin}/
          </span>
          <Input
            id={id}
            className="rounded-l-none"
            invalid={Boolean(error)}
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
