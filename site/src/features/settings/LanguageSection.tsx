// Settings section 'language': the account's language, which Snip writes its mails in and which the site's pages
// follow once saved (docs/decisions/0088). Its words and the languages (each named in itself) come as props
// from the page, which reads them from the catalogs: the island carries no message code.
import { useEffect, useId, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/button'
import { FieldError } from '../../components/ui/field'
import { SettingsSection } from './SettingsSection'
import { loadLanguage, saveLanguage } from './language-api'
import { toast } from '../../stores/toasts'

export interface LanguageWords {
  title: string
  description: string
  label: string
  choose: string
  notChosen: string
  save: string
  saving: string
  saved: string
  failed: string
  loadFailed: string
  /** The languages offered, in the switcher's order: code and name in itself ('de', 'Deutsch'). */
  languages: { code: string; name: string }[]
}

export function LanguageSection({ words: t }: { words: LanguageWords }) {
  const id = useId()
  const [saved, setSaved] = useState<string | null | undefined>(undefined)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    loadLanguage().then(
      (answer) => (setSaved(answer.language), setValue(answer.language ?? '')),
      () => setError(t.loadFailed),
    )
  }, [t.loadFailed])

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      const answer = await saveLanguage(value)
      setSaved(answer.language)
      toast({ title: t.saved })
    } catch (e) {
      setError(e instanceof Error ? e.message : t.failed)
    } finally {
      setBusy(false)
    }
  }
  const disabled = busy || saved === undefined

  return (
    <SettingsSection id="language" title={t.title} description={t.description}>
      <form className="grid gap-3" onSubmit={onSubmit}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <label htmlFor={`${id}-language`} className="text-sm font-medium">
              {t.label}
            </label>
            <select
              id={`${id}-language`}
              value={value}
              disabled={disabled}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setValue(e.target.value)}
              className="h-9 rounded-md border border-input bg-background px-3 text-sm"
            >
              {value === '' ? (
                <option value="" disabled>
                  {t.choose}
                </option>
              ) : null}
              {t.languages.map((l) => (
                <option key={l.code} value={l.code} lang={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={disabled || value === ''}>
            {busy ? t.saving : t.save}
          </Button>
        </div>
        <FieldError id={`${id}-error`} error={error} />
        <p className="min-h-5 text-sm text-muted-foreground">{saved === null ? t.notChosen : null}</p>
      </form>
    </SettingsSection>
  )
}
