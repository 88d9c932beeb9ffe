// The body of the Webhooks section, loaded when the section first shows (WebhooksSection.tsx): the new
// webhook's secret (once), the workspace's endpoints, 'Add a webhook' while the workspace may have more, and
// the Delete confirmation.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { LoadFailed } from '../../components/ui/load-failed'
import { Spinner } from '../../components/ui/spinner'
import { useReturnFocus } from '../../lib/return-focus'
import { AddWebhookForm } from './AddWebhookForm'
import { WebhookItem } from './WebhookItem'
import { WebhookSecret } from './WebhookSecret'
import type { CreatedWebhookDto, WebhookEndpointDto, WebhookListDto } from '@contracts/webhook-schemas'
import { fetchWebhooks } from './webhooks-api'
import { webhooksCopy } from './webhooks-copy'
import { webhooksFrameCopy } from './webhooks-frame-copy'

const t = webhooksCopy
// Loaded when Delete is first pressed, with Radix's dialog.
const DeleteWebhookDialog = lazy(() => import('./DeleteWebhookDialog').then((m) => ({ default: m.DeleteWebhookDialog })))

export interface WebhooksPanelProps {
  slug: string
  /** Where focus goes when the endpoint that was deleted took its Delete button with it. */
  fallbackFocus: () => HTMLElement | null
}

export default function WebhooksPanel({ slug, fallbackFocus }: WebhooksPanelProps) {
  const [list, setList] = useState<WebhookListDto | null>(null)
  const [failed, setFailed] = useState(false)
  const [created, setCreated] = useState<CreatedWebhookDto | null>(null)
  const [deleting, setDeleting] = useState<WebhookEndpointDto | null>(null)
  const [deleteUsed, setDeleteUsed] = useState(false)
  const focus = useReturnFocus(fallbackFocus)

  const load = useCallback(async () => {
    setFailed(false)
    try {
      setList(await fetchWebhooks(slug))
    } catch {
      setFailed(true)
    }
  }, [slug])
  useEffect(() => void load(), [load])

  const update = (change: (endpoints: WebhookEndpointDto[]) => WebhookEndpointDto[]) => setList((l) => l && { ...l, endpoints: change(l.endpoints) })
  const put = useCallback((changed: WebhookEndpointDto) => update((all) => all.map((e) => (e.id === changed.id ? changed : e))), [])
  const onAdded = useCallback((made: CreatedWebhookDto) => {
    update((all) => [...all, made.endpoint])
    setCreated(made)
  }, [])
  const onDelete = useCallback((endpoint: WebhookEndpointDto) => {
    focus.remember()
    setDeleteUsed(true)
    setDeleting(endpoint)
  }, [])

  if (failed) return <LoadFailed message={t.loadFail} retry={t.retry} onRetry={() => void load()} />
  if (list === null) return <Spinner label={webhooksFrameCopy.loading} />
  const { endpoints, limit, eventTypes } = list
  return (
    <div className="grid gap-6">
      {created ? <WebhookSecret created={created} onDone={() => (setCreated(null), fallbackFocus()?.focus())} /> : null}
      {endpoints.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <ul aria-label={t.list} className="grid gap-3">
          {endpoints.map((endpoint) => (
            <WebhookItem key={endpoint.id} slug={slug} endpoint={endpoint} eventTypes={eventTypes} onChanged={put} onDelete={onDelete} />
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">{t.limit(endpoints.length, limit)}</p>
      {endpoints.length < limit ? <AddWebhookForm slug={slug} eventTypes={eventTypes} onAdded={onAdded} /> : <p className="text-sm">{t.add.full}</p>}
      {deleteUsed ? (
        <Suspense fallback={null}>
          <DeleteWebhookDialog
            slug={slug}
            endpoint={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={(gone) => {
              update((all) => all.filter((e) => e.id !== gone.id))
              if (created?.endpoint.id === gone.id) setCreated(null)
            }}
            onCloseAutoFocus={focus.restore}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
