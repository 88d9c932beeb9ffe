// One endpoint of the Webhooks section: its URL with Enabled or Disabled (and why, in words), the events it
// gets, its secret's first characters; Send test event with the outcome in words (or, past the test events'
// limit, how long to wait); Edit its URL and events in place; Enable or Disable; Delete; and its delivery log
// behind Show deliveries (refreshed after a test event).
import { useEffect, useRef, useState } from 'react'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ApiError } from '../../lib/api-client'
import { toast } from '../../stores/toasts'
import { DeliveryLog } from './DeliveryLog'
import { EditWebhookForm } from './EditWebhookForm'
import type { WebhookEndpointDto, WebhookEventTypeName, WebhookTestDto } from '@contracts/webhook-schemas'
import { pageLocale } from '@contracts/words'
import { testWebhook, updateWebhook } from './webhooks-api'
import { disabledReason, eventName, testFailed, webhooksCopy } from './webhooks-copy'

const t = webhooksCopy
/** A time in the page's language (made on first use: the page's language is known by then). */
let dateFormat: Intl.DateTimeFormat | undefined
const dateOf = (iso: string) => (dateFormat ??= new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(iso))

export interface WebhookItemProps {
  slug: string
  endpoint: WebhookEndpointDto
  /** The event types there are, for Edit's boxes. */
  eventTypes: readonly WebhookEventTypeName[]
  onChanged: (endpoint: WebhookEndpointDto) => void
  onDelete: (endpoint: WebhookEndpointDto) => void
}

const delivered = (status: number | null) => (status === null ? t.test.deliveredOk : t.test.delivered(status))

/** A press's outcome, or the sentence of a refused press (too many: how long to wait). */
type Outcome = WebhookTestDto | { refused: string }

function outcomeText(outcome: Outcome): string {
  if ('refused' in outcome) return outcome.refused
  return outcome.outcome === 'delivered' ? delivered(outcome.status) : testFailed(outcome.error, outcome.status)
}

function TestOutcome({ outcome }: { outcome: Outcome | null }) {
  const ok = outcome !== null && 'outcome' in outcome && outcome.outcome === 'delivered'
  // a live region that is always there, so the outcome a press brings is read out
  return (
    <p role="status" className={`mt-2 text-sm empty:mt-0 ${ok ? 'text-success-strong' : 'text-destructive'}`}>
      {outcome === null ? '' : outcomeText(outcome)}
    </p>
  )
}

export function WebhookItem({ slug, endpoint, eventTypes, onChanged, onDelete }: WebhookItemProps) {
  const [busy, setBusy] = useState<'test' | 'toggle' | null>(null)
  const [result, setResult] = useState<Outcome | null>(null)
  const [editing, setEditing] = useState(false)
  // after Save or Cancel the focus goes back to Edit, where it was before the form opened
  const editButton = useRef<HTMLButtonElement>(null)
  const [closedEdit, setClosedEdit] = useState(0)
  useEffect(() => void (closedEdit && editButton.current?.focus()), [closedEdit])
  const closeEdit = () => (setEditing(false), setClosedEdit((n) => n + 1))
  const [logOpen, setLogOpen] = useState(false)
  // a new value after each test event: the open log loads again and shows it
  const [tested, setTested] = useState(0)
  const headingId = `webhook-${endpoint.id}`
  const logId = `${headingId}-log`
  const url = <span className="sr-only"> {endpoint.url}</span>

  async function sendTest() {
    if (busy) return
    setBusy('test')
    setResult(null)
    try {
      setResult(await testWebhook(slug, endpoint.id))
      setTested((n) => n + 1)
    } catch (e) {
      // too many test events: said beside the button, with the wait the answer's Retry-After gives
      if (e instanceof ApiError && e.isRateLimited) setResult({ refused: e.message })
      else toast({ title: t.test.fail, description: e instanceof Error ? e.message : undefined, variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }

  async function setEnabled(enabled: boolean) {
    if (busy) return
    setBusy('toggle')
    try {
      const { endpoint: changed } = await updateWebhook(slug, endpoint.id, { enabled })
      toast({ title: enabled ? t.enabled : t.paused })
      onChanged(changed)
    } catch (e) {
      toast({ title: t.changeFail, description: e instanceof Error ? e.message : undefined, variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-md border border-border p-4">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <h3 id={headingId} className="min-w-0 break-all font-semibold">
          {endpoint.url}
        </h3>
        <Badge variant={endpoint.enabled ? 'success' : 'destructive'}>{endpoint.enabled ? t.status.enabled : t.status.disabled}</Badge>
      </div>
      {endpoint.enabled ? null : (
        <div className="grid gap-0.5 text-sm">
          <p>{disabledReason(endpoint.disabledReason)}</p>
          {endpoint.disabledAt ? <p className="text-xs text-muted-foreground">{t.disabledSince(dateOf(endpoint.disabledAt))}</p> : null}
        </div>
      )}
      {editing ? (
        <EditWebhookForm slug={slug} endpoint={endpoint} eventTypes={eventTypes} onSaved={(saved) => (onChanged(saved), closeEdit())} onCancel={closeEdit} />
      ) : (
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-medium">{t.events}</dt>
          <dd className="text-muted-foreground">{endpoint.events.map(eventName).join(', ')}</dd>
          <dt className="font-medium">{t.secretHint}</dt>
          <dd className="break-all font-mono text-muted-foreground" translate="no">
            {endpoint.secretHint}
          </dd>
        </dl>
      )}
      <div>
        {/* while the form is open, its Save and Cancel are the only actions: a test would go to the saved address */}
        <div className={editing ? 'hidden' : 'flex flex-wrap gap-2'}>
          {/* not disabled while busy: a disabled button would drop the focus */}
          <Button size="sm" aria-disabled={busy !== null} className="aria-disabled:opacity-60" onClick={() => void sendTest()}>
            {busy === 'test' ? t.test.sending : t.test.button}
            {url}
          </Button>
          <Button
            ref={editButton}
            size="sm"
            variant="outline"
            aria-disabled={busy !== null}
            className="aria-disabled:opacity-60"
            onClick={() => busy === null && (setResult(null), setEditing(true))}
          >
            {t.edit.button}
            {url}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-disabled={busy !== null}
            className="aria-disabled:opacity-60"
            onClick={() => void setEnabled(!endpoint.enabled)}
          >
            {endpoint.enabled ? t.disable : t.enable}
            {url}
          </Button>
          <Button size="sm" variant="outline" aria-expanded={logOpen} aria-controls={logId} onClick={() => setLogOpen((open) => !open)}>
            {logOpen ? t.log.hide : t.log.show}
            {url}
          </Button>
          <Button size="sm" variant="ghostDestructive" disabled={busy !== null} onClick={() => onDelete(endpoint)}>
            {t.remove.button}
            {url}
          </Button>
        </div>
        <TestOutcome outcome={result} />
      </div>
      <div id={logId} className="empty:hidden">
        {logOpen ? <DeliveryLog key={tested} slug={slug} endpoint={endpoint} /> : null}
      </div>
    </li>
  )
}
