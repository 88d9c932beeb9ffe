// The steps of setting up two-factor sign-in: scan the QR code (or type the key), confirm with a code, then
// keep the recovery codes, shown this once.
import { useEffect, useState, type ClipboardEvent, type FormEvent } from 'react'
import { twoFactorCopy } from './two-factor-copy'
import { copyText } from '../../lib/clipboard'
import { toast } from '../../stores/toasts'
import { Button } from '../../components/ui/button'
import { CodeField } from './CodeField'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Spinner } from '../../components/ui/spinner'
import { confirmEnrolment, removeFactor, startEnrolment, type Enrolment } from './two-factor-actions'

const t = twoFactorCopy

/** The key in blocks of four, to read and type by hand; the spaces are not part of it (apps ignore them). */
export const groupedKey = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ')
const withoutSpaces = (text: string): string => text.replace(/\s+/g, '')

/** Copying the shown key (or a part of it) copies the characters only, ready to paste into an app. */
function copyKeyOnly(event: ClipboardEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const selected = input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? input.value.length)
  event.preventDefault()
  event.clipboardData.setData('text/plain', withoutSpaces(selected || input.value))
}

export function EnrolmentForm({ onConfirmed, onCancel }: { onConfirmed: (enrolment: Enrolment) => void; onCancel: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    startEnrolment().then(setEnrolment, (failure: Error) => {
      toast({ title: t.failed, description: failure.message, variant: 'destructive' })
      onCancel()
    })
  }, [])

  if (!enrolment) return <Spinner className="h-6 w-6" label={t.loading} />

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!/^\d{6}$/.test(code.trim())) return setError(t.codeRequired)
    setError(undefined)
    setBusy(true)
    try {
      await confirmEnrolment(enrolment!.factorId, code.trim())
      onConfirmed(enrolment!)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t.failed)
      setBusy(false)
    }
  }

  const cancel = () =>
    void removeFactor(enrolment.factorId)
      .catch(() => undefined)
      .finally(onCancel)

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <h3 className="font-medium">{t.scanTitle}</h3>
      <img src={enrolment.qrCode} alt={t.qrAlt} width={192} height={192} className="h-48 w-48 rounded border border-border bg-white" />
      <div className="flex max-w-md items-end gap-3">
        <Field label={t.secretLabel} className="flex-1">
          <Input name="totp-secret" readOnly value={groupedKey(enrolment.secret)} className="font-mono" onCopy={copyKeyOnly} />
        </Field>
        <Button type="button" variant="outline" onClick={() => void copyKey(enrolment.secret)}>
          {t.copyKey}
        </Button>
      </div>
      <CodeField label={t.codeLabel} help={t.codeHelp} error={error} inputMode="numeric" value={code} disabled={busy} className="max-w-xs" onChange={setCode} />
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t.confirming : t.confirm}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={cancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  )
}

async function copyKey(secret: string) {
  if (await copyText(secret)) toast({ title: t.keyCopied })
}

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copy() {
    if (await copyText(codes.join('\n'))) toast({ title: t.copied })
  }
  return (
    <div className="grid gap-4">
      <h3 className="font-medium">{t.codesTitle}</h3>
      <p className="text-sm text-muted-foreground">{t.codesHelp}</p>
      <ul aria-label={t.codesTitle} className="grid grid-cols-1 gap-2 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded bg-muted px-3 py-1.5">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          {t.copyCodes}
        </Button>
        <Button onClick={onDone}>{t.codesDone}</Button>
      </div>
    </div>
  )
}
