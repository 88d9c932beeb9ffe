// 'Add a webhook': the endpoint's URL and the events it wants (WebhookFields, which shows a refusal where it is
// about). Anything else (the network, the server, too many requests) is a toast.
import { useId, type FormEvent } from 'react'
import { Button } from '../../components/ui/button'
import { toast } from '../../stores/toasts'
import type { CreatedWebhookDto, WebhookEventTypeName } from '@contracts/webhook-schemas'
import { addWebhook } from './webhooks-api'
import { webhooksCopy } from './webhooks-copy'
import { inListOrder, isAboutTheFields, useWebhookFields, WebhookFields } from './WebhookFields'

const t = webhooksCopy.add
/** Chosen at first: the link events; click counts are asked for on purpose. */
const firstChoice = (types: readonly WebhookEventTypeName[]) => types.filter((type) => type !== 'link.clicked')

export interface AddWebhookFormProps {
  slug: string
  eventTypes: readonly WebhookEventTypeName[]
  onAdded: (created: CreatedWebhookDto) => void
}

export function AddWebhookForm({ slug, eventTypes, onAdded }: AddWebhookFormProps) {
  const { url, events, busy, setBusy, setError, fields, reset } = useWebhookFields('', () => firstChoice(eventTypes))
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const created = await addWebhook(slug, { url: url.trim(), events: inListOrder(eventTypes, events) })
      reset()
      toast({ title: t.added })
      onAdded(created)
    } catch (e) {
      if (isAboutTheFields(e)) setError(e)
      else toast({ title: e instanceof Error ? e.message : String(e), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} className="grid gap-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {t.title}
      </h3>
      <WebhookFields id={id} eventTypes={eventTypes} {...fields} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t.adding : t.submit}
        </Button>
      </div>
    </form>
  )
}
