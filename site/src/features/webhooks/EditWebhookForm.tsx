// An endpoint's Edit: its URL and events in the add form's fields (WebhookFields), filled with what is saved.
// Save sends only what changed (nothing changed: nothing is sent); the API's refusal is shown at its field and
// the endpoint stays as it was. Cancel or Escape drops the changes. The secret is never changed here.
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react'
import { Button } from '../../components/ui/button'
import { toast } from '../../stores/toasts'
import type { WebhookEndpointDto, WebhookEventTypeName } from '@contracts/webhook-schemas'
import { updateWebhook } from './webhooks-api'
import { webhooksCopy } from './webhooks-copy'
import { inListOrder, isAboutTheFields, useWebhookFields, WebhookFields } from './WebhookFields'

const t = webhooksCopy.edit

export interface EditWebhookFormProps {
  slug: string
  endpoint: WebhookEndpointDto
  eventTypes: readonly WebhookEventTypeName[]
  /** Saved: the endpoint as the API answered it. */
  onSaved: (endpoint: WebhookEndpointDto) => void
  onCancel: () => void
}

const sameEvents = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((e) => b.includes(e))

export function EditWebhookForm({ slug, endpoint, eventTypes, onSaved, onCancel }: EditWebhookFormProps) {
  const { url, events, busy, setBusy, setError, fields } = useWebhookFields(endpoint.url, () => endpoint.events)
  const id = useId()
  const form = useRef<HTMLFormElement>(null)

  // the address is what people come to change: it has the focus when the form opens
  useEffect(() => form.current?.querySelector<HTMLInputElement>('input[type="url"]')?.focus(), [])

  async function save(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const chosen = inListOrder(eventTypes, events)
    const change = {
      ...(url.trim() !== endpoint.url && { url: url.trim() }),
      ...(!sameEvents(chosen, endpoint.events) && { events: chosen }),
    }
    if (Object.keys(change).length === 0) return onSaved(endpoint)
    setBusy(true)
    try {
      const { endpoint: saved } = await updateWebhook(slug, endpoint.id, change)
      toast({ title: t.saved })
      onSaved(saved)
    } catch (e) {
      if (isAboutTheFields(e)) setError(e)
      else toast({ title: webhooksCopy.changeFail, description: e instanceof Error ? e.message : undefined, variant: 'destructive' })
      setBusy(false)
    }
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || busy) return
    event.preventDefault()
    onCancel()
  }

  return (
    <form ref={form} noValidate aria-labelledby={`${id}-title`} onSubmit={(e) => void save(e)} onKeyDown={cancelOnEscape} className="grid gap-4">
      <h4 id={`${id}-title`} className="font-semibold">
        {t.title}
      </h4>
      <WebhookFields id={id} eventTypes={eventTypes} {...fields} />
      <p className="text-sm text-muted-foreground">{t.secretKept}</p>
      <div className="flex flex-wrap gap-2">
        {/* not disabled while busy: a disabled button would drop the focus */}
        <Button type="submit" size="sm" aria-disabled={busy} className="aria-disabled:opacity-60">
          {busy ? t.saving : t.save}
        </Button>
        <Button type="button" size="sm" variant="outline" aria-disabled={busy} className="aria-disabled:opacity-60" onClick={() => busy || onCancel()}>
          {t.cancel}
        </Button>
      </div>
    </form>
  )
}
