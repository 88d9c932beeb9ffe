// Title, note and tags in the Add/Edit dialog's "More options" (docs/decisions/0046).
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
      <Field label={t.title} error={errors.title}>
        <Input value={values.title} disabled={disabled} onChange={(e) => onChange('title', e.target.value)} />
      </Field>
      <Field label={t.note} help={t.noteHelp} error={errors.note}>
        <NoteArea rows={3} value={values.note} disabled={disabled} onChange={(e) => onChange('note', e.target.value)} />
      </Field>
      <TagInput tags={values.tags} error={errors.tags} disabled={disabled} onChange={(tags) => onChange('tags', tags)} />
    </>
  )
}
