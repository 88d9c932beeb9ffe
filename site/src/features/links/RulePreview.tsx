// "Test this link as…" in the Edit dialog: the saved rules evaluated for a visitor the owner describes
// (POST /api/urls/{id}/preview), without following. The answer names the target and what matched.
import { useId, useState } from 'react'
import { ruleDevices } from '@contracts/link-rule-values'
import { api } from '../../lib/api-client'
import { Field, FieldError } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { linkRulesCopy as t, matchedWords, ruleValueWords } from './link-rules-copy'
import { NativeSelect, SmallButton } from './smart-controls'

interface PreviewAnswer {
  target: string
  matched: string | null
  location: string
}

const deviceOptions = [...ruleDevices, 'other'].map((d) => [d, ruleValueWords[d] ?? d] as const)

/** The body for the preview route: blank fields left out. */
export function previewBody(v: { device: string; country: string; language: string; query: string }) {
  const body: Record<string, string> = { device: v.device }
  if (v.country.trim()) body.country = v.country.trim()
  if (v.language.trim()) body.language = v.language.trim()
  if (v.query.trim()) body.query = v.query.trim()
  return body
}

export function RulePreview({ linkId }: { linkId: number }) {
  const [visitor, setVisitor] = useState({ device: 'mobile', country: '', language: '', query: '' })
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const id = useId()
  // An answer is for the visitor it was asked for: a change of visitor clears it.
  const set = (key: keyof typeof visitor, value: string) => {
    setVisitor((v) => ({ ...v, [key]: value }))
    setAnswer(null)
  }

  async function run() {
    setBusy(true)
    setError(undefined)
    try {
      setAnswer(await api.post<PreviewAnswer>(`/api/urls/${linkId}/preview`, previewBody(visitor)))
    } catch (e) {
      setAnswer(null)
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    // Enter in one of these fields previews; it must not save the link around them.
    <fieldset
      className="grid min-w-0 gap-3"
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return
        e.preventDefault()
        void run()
      }}
    >
      <legend className="text-sm font-medium">{t.preview}</legend>
      <p className="text-xs text-muted-foreground">{t.previewHelp}</p>
      <div className="grid min-w-0 gap-3 sm:grid-cols-2">
        <Field label={t.previewDevice}>
          <NativeSelect options={deviceOptions} value={visitor.device} onChange={(e) => set('device', e.target.value)} />
        </Field>
        <Field label={t.previewCountry}>
          <Input value={visitor.country} placeholder={t.countryPlaceholder} onChange={(e) => set('country', e.target.value)} />
        </Field>
        <Field label={t.previewLanguage}>
          <Input value={visitor.language} placeholder={t.languagePlaceholder} onChange={(e) => set('language', e.target.value)} />
        </Field>
        <Field label={t.previewQuery}>
          <Input value={visitor.query} placeholder="utm_source=qr" translate="no" onChange={(e) => set('query', e.target.value)} />
        </Field>
      </div>
      <div>
        <SmallButton disabled={busy} onClick={() => void run()}>
          {busy ? t.previewBusy : t.previewRun}
        </SmallButton>
      </div>
      <div role="status" className="min-w-0 text-sm [overflow-wrap:anywhere]">
        {answer ? (
          <>
            <p>
              {t.previewGoesTo} <strong>{answer.location}</strong>
            </p>
            <p className="text-muted-foreground">{matchedWords(answer.matched)}</p>
          </>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  )
}
