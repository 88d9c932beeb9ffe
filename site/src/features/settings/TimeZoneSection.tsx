// Settings section 'time-zone': the zone the hourly analytics are labelled in, stored for the account
// (docs/decisions/0078). UTC until one is chosen; this browser's zone is offered, never saved unasked.
// The form is drawn at once and enabled once the saved zone is read, so nothing moves in.
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/button'
import { FieldError } from '../../components/ui/field'
import { settingsCopy } from './copy/settings-copy'
import { SettingsSection } from './SettingsSection'
import { browserTimeZone, knownTimeZones, loadTimeZone, saveTimeZone } from './time-zone-api'
import { toast } from '../../stores/toasts'

const t = settingsCopy.timeZone

export function TimeZoneSection() {
  const id = useId()
  const zones = useMemo(knownTimeZones, [])
  const browser = useMemo(browserTimeZone, [])
  const [saved, setSaved] = useState<{ timeZone: string; chosen: boolean } | null>(null)
  const [value, setValue] = useState('UTC')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    loadTimeZone().then(
      (zone) => (setSaved(zone), setValue(zone.timeZone)),
      () => setError(t.loadFailed),
    )
  }, [])

  async function save(zone: string) {
    setBusy(true)
    setError(undefined)
    try {
      const answer = await saveTimeZone(zone)
      setSaved(answer)
      setValue(answer.timeZone)
      toast({ title: t.saved })
    } catch (e) {
      setError(e instanceof Error ? e.message : t.failed)
    } finally {
      setBusy(false)
    }
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    void save(value)
  }
  const options = zones.includes(value) ? zones : [value, ...zones]
  const disabled = busy || saved === null

  return (
    <SettingsSection id="time-zone" title={t.title} description={t.description}>
      <form className="grid gap-3" onSubmit={onSubmit}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <label htmlFor={`${id}-zone`} className="text-sm font-medium">
              {t.label}
            </label>
            <select
              id={`${id}-zone`}
              value={value}
              disabled={disabled}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setValue(e.target.value)}
              className="h-9 rounded-md border border-input bg-background px-3 text-sm"
            >
              {options.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={disabled}>
            {busy ? t.saving : t.save}
          </Button>
        </div>
        <FieldError id={`${id}-error`} error={error} />
        <p className="min-h-5 text-sm text-muted-foreground">
          {saved && !saved.chosen ? `${t.notChosen} ` : null}
          {saved && browser && browser !== saved.timeZone ? (
            <button type="button" className="text-primary hover:underline" disabled={disabled} onClick={() => void save(browser)}>
              {t.browserZone(browser)}
            </button>
          ) : null}
        </p>
      </form>
    </SettingsSection>
  )
}
