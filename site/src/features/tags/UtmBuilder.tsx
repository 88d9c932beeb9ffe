// The UTM builder inside "More options" (docs/decisions/0046): five fields, the resulting target shown
// live, and a button that puts it into the URL field (utm.ts keeps the other parameters, replaces utm_*).
// Until a field is changed the fields show the target's own UTM values (utmOf), following the URL field.
import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { tagsCopy as t } from './tags-copy'
import { utmFields, utmOf, withUtm, type UtmValues } from './utm'

export function UtmBuilder({ target, disabled, onApply }: { target: string; disabled: boolean; onApply(url: string): void }) {
  const [edited, setEdited] = useState<UtmValues | null>(null)
  const values = edited ?? utmOf(target)
  const result = edited ? withUtm(target, edited) : null
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{t.utm}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {utmFields.map((field) => (
          <Field key={field} label={t.utmFields[field]}>
            <Input value={values[field]} disabled={disabled} onChange={(e) => setEdited({ ...values, [field]: e.target.value })} />
          </Field>
        ))}
      </div>
      {edited ? (
        <div className="grid gap-2">
          <p className="text-xs text-muted-foreground">{t.utmPreview}</p>
          <output aria-label={t.utmPreview} className="break-all rounded-md bg-muted p-2 text-xs">
            {result ?? t.utmNoUrl}
          </output>
          <Button type="button" variant="outline" disabled={disabled || !result} onClick={() => result && (onApply(result), setEdited(null))}>
            {t.utmApply}
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}
