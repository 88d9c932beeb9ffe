// The UTM builder inside "More options" (docs/decisions/0046): five fields, the resulting target shown
// live, and a button that puts it into the URL field (utm.ts keeps the other parameters, replaces utm_*).
import { useState } from 'react'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { tagsCopy as t } from './tags-copy'
import { emptyUtm, hasUtm, utmFields, withUtm } from './utm'

export function UtmBuilder({ target, disabled, onApply }: { target: string; disabled: boolean; onApply(url: string): void }) {
  const [values, setValues] = useState(emptyUtm)
  const result = hasUtm(values) ? withUtm(target, values) : null
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{t.utm}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {utmFields.map((field) => (
          <Field key={field} label={t.utmFields[field]}>
            <Input value={values[field]} disabled={disabled} onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))} />
          </Field>
        ))}
      </div>
      {hasUtm(values) ? (
        <div className="grid gap-2">
          <p className="text-xs text-muted-foreground">{t.utmPreview}</p>
          <output aria-label={t.utmPreview} className="break-all rounded-md bg-muted p-2 text-xs">
            {result ?? t.utmNoUrl}
          </output>
          <Button type="button" variant="outline" disabled={disabled || !result} onClick={() => result && onApply(result)}>
            {t.utmApply}
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}
