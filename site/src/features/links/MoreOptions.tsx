// "More options" in the Add/Edit dialog: expiry, click limit, fallback URL and password, all
// optional, folded away in a native disclosure so the spec's one-step flow is unchanged while it is closed.
// Opens by itself when the link already uses one of them, or when one of its fields is in error; it closes
// only when the user closes it (an error cleared must not fold the fields away under the user's hands).
import { useEffect, useState, type ReactNode } from 'react'
import type { LinkOptionsForm } from '@contracts/link-options-form'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { linkOptionsCopy } from './link-options-copy'

const t = linkOptionsCopy

export interface MoreOptionsProps {
  values: LinkOptionsForm
  errors: Partial<Record<keyof LinkOptionsForm, string>>
  /** Whether the link being edited has a password now. */
  hasPassword: boolean
  /** Opens the fields (the link uses them, or one is in error); closing is the user's. */
  open: boolean
  disabled: boolean
  onChange<K extends keyof LinkOptionsForm>(key: K, value: LinkOptionsForm[K]): void
  /** More fields shown first (title, note, tags and the UTM builder: features/tags/). */
  children?: ReactNode
}

export function MoreOptions({ values, errors, hasPassword, open, disabled, onChange, children }: MoreOptionsProps) {
  const [shown, setShown] = useState(open)
  useEffect(() => void (open && setShown(true)), [open])
  return (
    <details open={shown} onToggle={(e) => setShown(e.currentTarget.open)} className="rounded-md border border-border p-3 [&[open]>summary]:mb-3">
      <summary className="cursor-pointer text-sm font-medium">{t.moreOptions}</summary>
      <div className="grid gap-4">
        {children}
        <Field label={t.expiresAt} error={errors.expiresAt}>
          <Input type="datetime-local" value={values.expiresAt} onChange={(e) => onChange('expiresAt', e.target.value)} disabled={disabled} />
        </Field>
        <Field label={t.maxClicks} error={errors.maxClicks}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.maxClicks}
            onChange={(e) => onChange('maxClicks', e.target.value)}
            disabled={disabled}
          />
        </Field>
        <Field label={t.fallbackUrl} help={t.fallbackHelp} error={errors.fallbackUrl}>
          <Input type="url" inputMode="url" value={values.fallbackUrl} onChange={(e) => onChange('fallbackUrl', e.target.value)} disabled={disabled} />
        </Field>
        <Field label={t.password} help={hasPassword ? t.passwordKeep : t.passwordHelp} error={errors.password}>
          <Input
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => onChange('password', e.target.value)}
            disabled={disabled || values.removePassword}
          />
        </Field>
        {hasPassword ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={values.removePassword} onChange={(e) => onChange('removePassword', e.target.checked)} disabled={disabled} />
            {t.removePassword}
          </label>
        ) : null}
      </div>
    </details>
  )
}
