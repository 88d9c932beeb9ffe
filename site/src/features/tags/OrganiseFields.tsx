// The owner's text fields (title, note) and tags in the Add/Edit dialog's "More options" (docs/decisions/0046).
import { ownerTextKeys } from '@contracts/link'
import type { TextareaHTMLAttributes } from 'react'
import { Field } from '../../components/ui/field'
import { cn } from '../../lib/class-names'
import { Input } from '../../components/ui/input'
import type { OrganiseErrors, OrganiseForm } from './organise-form'
import { TagInput } from './TagInput'
import { tagsCopy as t } from './tags-copy'

export interface OrganiseFieldsProps {
  values: OrganiseForm
  errors: OrganiseErrors
  disabled: boolean
  onChange<K extends keyof OrganiseForm>(key: K, value: OrganiseForm[K]): void
}

/** A multi-line text box that takes Field's `invalid` as Input does. */
function NoteArea({ invalid, className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={cn(
        'w-full rounded-md border bg-surface px-3 py-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm',
        invalid ? 'border-destructive' : 'border-border',
        className,
      )}
      {...props}
    />
  )
}

export function OrganiseFields({ values, errors, disabled, onChange }: OrganiseFieldsProps) {
  return (
    <>
      {ownerTextKeys.map((key) => {
        const words = t.ownerText[key]
        if (!words) return null
        const { label, help, rows } = words
        const change = (e: { target: { value: string } }) => onChange(key, e.target.value)
        return (
          <Field key={key} label={label} help={help} error={errors[key]}>
            {rows ? (
              <NoteArea rows={rows} value={values[key]} disabled={disabled} onChange={change} />
            ) : (
              <Input value={values[key]} disabled={disabled} onChange={change} />
            )}
          </Field>
        )
      })}
      <TagInput tags={values.tags} error={errors.tags} disabled={disabled} onChange={(tags) => onChange('tags', tags)} />
    </>
  )
}
