// The fields of a webhook, shared by 'Add a webhook' and an endpoint's Edit: its URL and the events it wants,
// each named in plain words. The API's refusal is shown where it is about: its sentence about the address
// (not http or https, a password in it, a range it refuses) at the URL field, about the events at the events,
// any other (the limit, an endpoint gone meanwhile) under the fields.
import { useState } from 'react'
import { FieldError, TextField } from '../../components/ui/field'
import { ApiError } from '../../lib/api-client'
import { webhookErrorCodes, webhookMessages, type WebhookEventTypeName } from '@contracts/webhook-schemas'
import { eventName, webhooksCopy } from './webhooks-copy'

const t = webhooksCopy.add
const aboutTheUrl: readonly string[] = [webhookMessages.urlInvalid, webhookMessages.urlCredentials]
const aboutTheEvents: readonly string[] = [webhookMessages.eventsRequired, webhookMessages.eventUnknown]

/** The refusals that are about what was typed or chosen (validation, a refused address, the limit); not 429. */
export const isAboutTheFields = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429

/** Where a refusal is shown: at the field it is about, or under the fields. */
const placeOf = (error: ApiError) =>
  error.code === webhookErrorCodes.urlRefused || aboutTheUrl.includes(error.message) ? 'url' : aboutTheEvents.includes(error.message) ? 'events' : 'form'

export interface WebhookFieldsProps {
  /** Makes the ids of the fields' messages unique on the page. */
  id: string
  eventTypes: readonly WebhookEventTypeName[]
  url: string
  events: readonly WebhookEventTypeName[]
  error: ApiError | undefined
  /** While the form is sent: the URL is read-only (not disabled, so a focused field keeps the focus), the boxes disabled. */
  busy: boolean
  onUrl: (url: string) => void
  onEvents: (events: WebhookEventTypeName[]) => void
}

/**
 * The fields' state for a form that shows them: the address, the events, the refusal (dropped as soon as either
 * changes) and whether the form is being sent. `fields` is what WebhookFields takes beside its id and event types.
 */
export function useWebhookFields(initialUrl: string, initialEvents: () => WebhookEventTypeName[]) {
  const [url, setUrl] = useState(initialUrl)
  const [events, setEvents] = useState<WebhookEventTypeName[]>(initialEvents)
  const [error, setError] = useState<ApiError>()
  const [busy, setBusy] = useState(false)
  const fields = {
    url,
    events,
    error,
    busy,
    onUrl: (value: string) => (setUrl(value), setError(undefined)),
    onEvents: (chosen: WebhookEventTypeName[]) => (setEvents(chosen), setError(undefined)),
  }
  return { url, events, busy, setBusy, setError, fields, reset: () => (setUrl(initialUrl), setEvents(initialEvents()), setError(undefined)) }
}

export function WebhookFields({ id, eventTypes, url, events, error, busy, onUrl, onEvents }: WebhookFieldsProps) {
  const place = error && placeOf(error)
  const toggle = (type: WebhookEventTypeName, on: boolean) => onEvents(on ? [...events, type] : events.filter((e) => e !== type))
  return (
    <>
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
        readOnly={busy}
        onChange={(e) => onUrl(e.target.value)}
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
    </>
  )
}

/** The events chosen, in the order the API lists its types (the order the boxes are in). */
export const inListOrder = (eventTypes: readonly WebhookEventTypeName[], events: readonly WebhookEventTypeName[]) =>
  eventTypes.filter((type) => events.includes(type))
