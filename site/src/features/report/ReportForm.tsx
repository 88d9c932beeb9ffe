// The "Report this link" form: the short link (filled in from ?code=) and a reason,
// posted to POST /api/reports, whose contract checks them (its messages are shown here). Nothing about the reporter is sent beyond what every request carries.
import { useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { api } from '../../lib/api-client'
import { reportCopy as t } from './report-copy'

const initialLink = () => (typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('code') ?? ''))

export default function ReportForm() {
  const [link, setLink] = useState(initialLink)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(undefined)
    setState('sending')
    try {
      await api.post('/api/reports', { link, reason })
      setState('sent')
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
      setState('editing')
    }
  }

  if (state === 'sent') {
    return (
      <div role="status" className="rounded-lg border border-border bg-surface p-6">
        <p className="font-medium">{t.sent}</p>
        <Button variant="link" className="mt-2 px-0" onClick={() => (setReason(''), setLink(''), setState('editing'))}>
          {t.another}
        </Button>
      </div>
    )
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border border-border bg-surface p-6">
      <Field label={t.link}>
        <Input value={link} onChange={(e) => setLink(e.target.value)} placeholder={t.linkPlaceholder} autoComplete="off" />
      </Field>
      <div className="grid gap-1.5">
        <label htmlFor="report-reason" className="text-sm font-medium">
          {t.reason}
        </label>
        <textarea
          id="report-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={4}
          maxLength={500}
          className="rounded-md border border-border bg-surface px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={state === 'sending'}>
        {state === 'sending' ? t.submitting : t.submit}
      </Button>
    </form>
  )
}
