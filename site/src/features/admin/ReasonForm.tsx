// The inline "why" of an admin action (disable or delete a link, disable an account): a reason, Confirm, Cancel.
import { useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { adminCopy as t } from './admin-copy'

export function ReasonForm({ label, onConfirm, onCancel }: { label: string; onConfirm(reason: string): Promise<void>; onCancel(): void }) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await onConfirm(reason) // the API checks it against the contract and answers its message
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="mt-2 flex flex-wrap items-start gap-2">
      <Input
        aria-label={t.reason}
        placeholder={t.reason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        invalid={!!error}
        className="max-w-xs"
        autoFocus
      />
      <Button type="submit" size="sm" variant="destructive" disabled={busy}>
        {t.confirm}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        {t.cancel}
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  )
}
