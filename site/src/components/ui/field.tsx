// A labelled form field with help text and an error message, wired up with aria-describedby.
import { useId, type ReactElement, type ReactNode, cloneElement } from 'react'
import { cn } from '../../lib/class-names'
import { Input, type InputProps } from './input'
import { Label } from './label'

export interface FieldProps {
  label: ReactNode
  error?: string
  help?: ReactNode
  className?: string
  /** The control: receives id, aria-describedby and invalid. */
  children: ReactElement<Record<string, unknown>>
}

export function Field({ label, error, help, className, children }: FieldProps) {
  const id = useId()
  const helpId = `${id}-help`
  const errorId = `${id}-error`
  const describedBy = [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div data-slot="field" className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-describedby': describedBy, invalid: Boolean(error) })}
      {help ? (
        <p id={helpId} className="text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  )
}

/** A field's error message, announced when it appears; nothing when there is no error. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : null
}

/** A labelled text input: Field around Input, the form's most common pair. */
export function TextField({ label, error, help, className, ...input }: Omit<FieldProps, 'children'> & Omit<InputProps, 'id'>) {
  return (
    <Field label={label} error={error} help={help} className={className}>
      <Input {...input} />
    </Field>
  )
}
