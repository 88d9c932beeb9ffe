// A verified domain's two redirects: where its root and an unknown path send a visitor (empty: this instance's
// own page). Checked with the contract's updateDomainBody, loaded on the first Save (the settings pages'
// first load carries no zod), so each field shows its own error; the API checks the same rules.
import { useState, type FormEvent } from 'react'
import type { DomainDto } from '@contracts/domain-schemas'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { toast } from '../../stores/toasts'
import { updateDomainRedirects } from './domains-api'
import { domainsCopy } from './domains-copy'

const t = domainsCopy.redirects
type Values = { rootRedirect: string; notFoundRedirect: string }
type Errors = Partial<Record<keyof Values | 'form', string>>
/** The two fields, their words read when the form shows. */
const fields = (origin: string) =>
  [
    { key: 'rootRedirect', label: t.root, help: t.rootHelp(origin) },
    { key: 'notFoundRedirect', label: t.notFound, help: t.notFoundHelp },
  ] as const

export function RedirectsForm({ slug, domain, origin, onSaved }: { slug: string; domain: DomainDto; origin: string; onSaved: (domain: DomainDto) => void }) {
  const [values, setValues] = useState<Values>({ rootRedirect: domain.rootRedirect ?? '', notFoundRedirect: domain.notFoundRedirect ?? '' })
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const set = (key: keyof Values, value: string) => (setValues((v) => ({ ...v, [key]: value })), setErrors((e) => ({ ...e, [key]: undefined })))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const { updateDomainBody } = await import('@contracts/domain-schemas')
    const parsed = updateDomainBody.safeParse(values)
    if (!parsed.success) {
      const next: Errors = {}
      for (const issue of parsed.error.issues) next[(issue.path[0] as keyof Values | undefined) ?? 'form'] ??= issue.message
      return setErrors(next)
    }
    setBusy(true)
    try {
      const saved = await updateDomainRedirects(slug, domain.id, { rootRedirect: values.rootRedirect.trim(), notFoundRedirect: values.notFoundRedirect.trim() })
      setErrors({})
      toast({ title: t.saved })
      onSaved(saved)
    } catch (e) {
      setErrors({ form: e instanceof Error ? e.message : String(e) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3" aria-label={t.legend}>
      {fields(origin).map(({ key, label, help }) => (
        <TextField
          key={key}
          label={label}
          help={help}
          error={errors[key]}
          type="url"
          inputMode="url"
          placeholder={t.placeholder}
          value={values[key]}
          disabled={busy}
          onChange={(e) => set(key, e.target.value)}
        />
      ))}
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
      </div>
    </form>
  )
}
