// 'Add a webhook': the endpoint's URL and the events it wants, each named in plain words. The API checks both:
// its sentence about the address (not http or https, a password in it, a range it refuses) is shown at the URL
// field, about the events at the events, any other refusal (the limit) under the form. Anything else (the
// network, the server) is a toast.
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/button'
import { FieldError, TextField } from '../../components/ui/field'
import { ApiError } from '../../lib/api-client'
import { toast } from '../../stores/toasts'
import { webhookErrorCodes, webhookMessages, type CreatedWebhookDto, type WebhookEventTypeName } from '@contracts/webhook-schemas'
import { addWebhook } from './webhooks-api'
import { eventName, webhooksCopy } from './webhooks-copy'

const t = webhooksCopy.add
/** The refusals that are about what was typed or chosen (validation, a refused address, the limit). */
const isAboutTheForm = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
const aboutTheUrl: readonly string[] = [webhookMessages.urlInvalid, webhookMessages.urlCredentials]
const aboutTheEvents: readonly string[] = [webhookMessages.eventsRequired, webhookMessages.eventUnknown]
/** Where a refusal is shown: at the field it is about, or under the form. */
const placeOf = (error: ApiError) =>
  error.code === webhookErrorCodes.urlRefused || aboutTheUrl.includes(error.message) ? 'url' : aboutTheEvents.includes(error.message) ? 'events' : 'form'
/** Chosen at first: the link events; click counts are asked for on purpose. */
const firstChoice = (types: readonly WebhookEventTypeName[]) => types.filter((type) => type !== 'link.clicked')

export interface AddWebhookFormProps {
  slug: string
  eventTypes: readonly WebhookEventTypeName[]
  onAdded: (created: CreatedWebhookDto) => void
}

export function AddWebhookForm({ slug, eventTypes, onAdded }: AddWebhookFormProps) {
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<WebhookEventTypeName[]>(() => firstChoice(eventTypes))
  const [error, setError] = useState<ApiError>()
  const [busy, setBusy] = useState(false)
  const id = useId()
  const place = error && placeOf(error)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const created = await addWebhook(slug, { url: url.trim(), events: eventTypes.filter((type) => events.includes(type)) })
      setUrl('')
      setEvents(firstChoice(eventTypes))
      setError(undefined)
      toast({ title: t.added })
      onAdded(created)
    } catch (e) {
      if (isAboutTheForm(e)) setError(e as ApiError)
      else toast({ title: e instanceof Error ? e.message : String(e), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  function toggle(type: WebhookEventTypeName, on: boolean) {
    setEvents((list) => (on ? [...list, type] : list.filter((e) => e !== type)))
    setError(undefined)
  }

  return (
    <form noValidate aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} className="grid gap-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {t.title}
      </h3>
      <TextField
        label={t.url}
        help={t.urlHelp}
        error={place === 'url' ? error?.message : undefined}
        value={url}
        placeholder={t.placeholder}
        type="url"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="url"
        disabled={busy}
        onChange={(e) => (setUrl(e.target.value), setError(undefined))}
      />
      <fieldset className="grid gap-2" aria-describedby={place === 'events' ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t.events}</legend>
        {eventTypes.map((type) => (
          <label key={type} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 shrink-0"
              checked={events.includes(type)}
              disabled={busy}
              onChange={(e) => toggle(type, e.target.checked)}
            />
            <span>
              {eventName(type)} <code className="text-xs text-muted-foreground">{type}</code>
            </span>
          </label>
        ))}
        {place === 'events' ? <FieldError id={`${id}-error`} error={error?.message} /> : null}
      </fieldset>
      {place === 'form' ? <FieldError id={`${id}-error`} error={error?.message} /> : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t.adding : t.submit}
        </Button>
      </div>
    </form>
  )
}
