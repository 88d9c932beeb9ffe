// The QR dialog's "Style" section (docs/decisions/0045): colours, size, margin and error
// correction, folded away in a native disclosure so the spec's dialog looks the same while it is closed.
// An unreadable colour pair is said inline (the API's message); the dialog refuses downloads meanwhile.
import { useId, useRef } from 'react'
import type { QrStyleErrors, QrStyleForm } from '@contracts/qr-style'
import { hexColour, qrEccLevels } from '@contracts/qr-style'
import { Button } from '../../components/ui/button'
import { Field, FieldError } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { qrStyleCopy as t } from './qr-copy'
import { defaultQrStyleForm } from './qr-style-form'

export interface QrStyleSectionProps {
  values: QrStyleForm
  errors: QrStyleErrors
  onChange(values: QrStyleForm): void
}

interface ColourFieldProps {
  label: string
  hexLabel: string
  /** The colour as typed: the form checks it with the contracts' rule (#rrggbb) and gives `error`. */
  value: string
  error?: string
  onChange(e: { target: { value: string } }): void
}

/** A colour picker and, beside it, the same colour as a hex code to type or paste: either one sets the value. */
function ColourField({ label, hexLabel, value, error, onChange }: ColourFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  // While the typed text is no colour, the picker keeps showing the last one that was.
  const lastGood = useRef(hexColour(value) ?? '#000000')
  const picked = hexColour(value)
  if (picked) lastGood.current = picked
  return (
    <div data-slot="field" className="grid content-start gap-1.5">
      <Label htmlFor={`${id}-picker`}>{label}</Label>
      <div className="flex gap-2">
        <Input id={`${id}-picker`} type="color" className="w-14 shrink-0 p-1" value={lastGood.current} onChange={onChange} />
        <Input
          aria-label={hexLabel}
          value={value}
          onChange={onChange}
          invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 font-mono"
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  )
}

export function QrStyleSection({ values, errors, onChange }: QrStyleSectionProps) {
  const id = useId()
  const set = (key: keyof QrStyleForm) => (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value })
  return (
    <details className="rounded-md border border-border p-3 [&[open]>summary]:mb-3">
      <summary className="cursor-pointer text-sm font-medium">{t.style}</summary>
      <div className="grid grid-cols-2 gap-4">
        <ColourField label={t.foreground} hexLabel={t.foregroundHex} value={values.fg} error={errors.fg} onChange={set('fg')} />
        <ColourField label={t.background} hexLabel={t.backgroundHex} value={values.bg} error={errors.bg} onChange={set('bg')} />
        {errors.colours ? (
          <div className="col-span-2">
            <FieldError id={`${id}-colours`} error={errors.colours} />
          </div>
        ) : null}
        <Field label={t.size} help={t.sizeHelp} error={errors.size} className="col-span-2 sm:col-span-1">
          <Input type="number" inputMode="numeric" min={128} max={2048} step={1} value={values.size} onChange={set('size')} />
        </Field>
        <Field label={t.margin} help={t.marginHelp} error={errors.margin} className="col-span-2 sm:col-span-1">
          <Input type="number" inputMode="numeric" min={0} max={16} step={1} value={values.margin} onChange={set('margin')} />
        </Field>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-ecc`}>{t.ecc}</Label>
          <select
            id={`${id}-ecc`}
            value={values.ecc}
            onChange={set('ecc')}
            className="h-10 rounded-md border border-border bg-surface px-3 text-sm text-foreground"
          >
            {qrEccLevels.map((level) => (
              <option key={level} value={level}>
                {t.eccLevels[level]}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" variant="ghost" className="self-end" onClick={() => onChange(defaultQrStyleForm)}>
          {t.reset}
        </Button>
      </div>
    </details>
  )
}
