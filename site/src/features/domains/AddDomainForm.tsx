// 'Add domain': one field, checked by the API (a name it refuses, one already added, the instance's own, the
// workspace's limit): its sentence is shown at the field. Anything else (the network, the server) is a toast.
import { useState, type FormEvent } from 'react'
import type { DomainDto } from '@contracts/domain-schemas'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { ApiError } from '../../lib/api-client'
import { toast } from '../../stores/toasts'
import { addDomain } from './domains-api'
import { domainsCopy } from './domains-copy'

const t = domainsCopy.add
/** The refusals that are about the name typed (400 invalid, blocked, the instance's own; 409 taken or over the limit). */
const isAboutTheName = (error: unknown) => error instanceof ApiError && [400, 409, 413].includes(error.status)

export function AddDomainForm({ slug, onAdded }: { slug: string; onAdded: (domain: DomainDto) => void }) {
  const [host, setHost] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const added = await addDomain(slug, host)
      setHost('')
      setError(undefined)
      toast({ title: t.added(added.host) })
      onAdded(added)
    } catch (e) {
      if (isAboutTheName(e)) setError((e as ApiError).message)
      else toast({ title: e instanceof Error ? e.message : String(e), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-wrap items-start gap-2">
      <TextField
        className="min-w-0 flex-1 basis-60"
        label={t.label}
        help={t.help}
        error={error}
        value={host}
        placeholder={t.placeholder}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="url"
        disabled={busy}
        onChange={(e) => (setHost(e.target.value), setError(undefined))}
      />
      {/* In line with the input: below the label's height. */}
      <Button type="submit" className="sm:mt-[1.625rem]" disabled={busy}>
        {busy ? t.adding : t.submit}
      </Button>
    </form>
  )
}
