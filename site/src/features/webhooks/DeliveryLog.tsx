// An endpoint's delivery log: newest first, 50 at a time with Load more. Each delivery's event, when it was
// made, its status, attempts, the receiver's last status code and, for one not delivered, why in words. On a
// phone or a tablet each delivery is a block of labelled lines; from `md` up (where the card has room for six
// columns), a table row: the page never scrolls sideways.
import { useCallback, useEffect, useState } from 'react'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { LoadFailed } from '../../components/ui/load-failed'
import { Spinner } from '../../components/ui/spinner'
import type { WebhookDeliveryDto, WebhookEndpointDto } from '@contracts/webhook-schemas'
import { pageLocale } from '@contracts/words'
import { fetchDeliveries } from './webhooks-api'
import { deliveryError, eventName, webhooksCopy } from './webhooks-copy'

const t = webhooksCopy.log
// to the second (test events come seconds apart); the year only in the title, as the log keeps 30 days. In the
// page's language, made on first use (the page's language is known by then).
let formats: { time: Intl.DateTimeFormat; full: Intl.DateTimeFormat } | undefined
function format(iso: string, kind: 'time' | 'full'): string {
  formats ??= {
    time: new Intl.DateTimeFormat(pageLocale(), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' }),
    full: new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'full', timeStyle: 'long' }),
  }
  return formats[kind].format(new Date(iso))
}
const cell = 'block px-2 py-0.5 align-top text-sm md:table-cell md:py-2'
const row = 'block border-t border-border py-2 md:table-row md:py-0'
const statusLook = { delivered: 'success', failed: 'destructive', pending: 'secondary' } as const

/** A cell's column name, shown below `md` only (the table's header says it from `md` up). */
const Label = ({ name }: { name: string }) => <span className="me-1 text-xs font-semibold text-muted-foreground md:hidden">{t.cellLabel(name)}</span>

function DeliveryRow({ delivery: d }: { delivery: WebhookDeliveryDto }) {
  const c = t.columns
  const error =
    d.status === 'delivered'
      ? null
      : d.lastError || (d.lastStatusCode !== null && d.lastStatusCode >= 300)
        ? deliveryError(d.lastError, d.lastStatusCode)
        : null
  return (
    <tr className={row}>
      <td className={cell}>
        <Label name={c.event} />
        {eventName(d.eventType)} <code className="text-xs text-muted-foreground">{d.eventType}</code>
      </td>
      <td className={cell}>
        <Label name={c.time} />
        <time dateTime={d.createdAt} title={format(d.createdAt, 'full')}>
          {format(d.createdAt, 'time')}
        </time>
      </td>
      <td className={cell}>
        <Label name={c.status} />
        <Badge variant={statusLook[d.status] ?? 'secondary'}>{t.status[d.status] ?? d.status}</Badge>
      </td>
      <td className={cell}>
        <Label name={c.attempts} />
        <span>{d.attempts}</span>
      </td>
      <td className={cell}>
        <Label name={c.response} />
        <span>{d.lastStatusCode ?? t.none}</span>
      </td>
      <td className={cell}>
        <Label name={c.error} />
        {error ?? t.none}
        {d.status === 'pending' && d.nextAttemptAt ? (
          <span className="block text-xs text-muted-foreground">{t.nextAttempt(format(d.nextAttemptAt, 'time'))}</span>
        ) : null}
      </td>
    </tr>
  )
}

export function DeliveryLog({ slug, endpoint }: { slug: string; endpoint: WebhookEndpointDto }) {
  const [deliveries, setDeliveries] = useState<WebhookDeliveryDto[] | null>(null)
  const [next, setNext] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const load = useCallback(
    async (before?: number) => {
      setBusy(true)
      setFailed(false)
      try {
        const page = await fetchDeliveries(slug, endpoint.id, before)
        setDeliveries((shown) => (before === undefined ? page.deliveries : [...(shown ?? []), ...page.deliveries]))
        setNext(page.nextBefore)
      } catch {
        setFailed(true)
      } finally {
        setBusy(false)
      }
    },
    [slug, endpoint.id],
  )
  useEffect(() => void load(), [load])

  const c = t.columns
  return (
    <div className="grid gap-2">
      {deliveries === null && !failed ? <Spinner label={t.loading} /> : null}
      {deliveries?.length === 0 ? <p className="text-sm text-muted-foreground">{t.empty}</p> : null}
      {deliveries?.length ? (
        <div className="rounded-md border border-border">
          <table className="block w-full border-collapse text-start md:table">
            <caption className="sr-only">{t.caption(endpoint.url)}</caption>
            <thead className="sr-only md:not-sr-only md:table-header-group md:bg-muted/50">
              <tr>
                {[c.event, c.time, c.status, c.attempts, c.response, c.error].map((name) => (
                  <th key={name} scope="col" className="px-2 py-2 text-sm font-semibold">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {deliveries.map((d) => (
                <DeliveryRow key={d.id} delivery={d} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {failed ? <LoadFailed message={t.loadFail} retry={webhooksCopy.retry} onRetry={() => void load(next ?? undefined)} /> : null}
      {next !== null && !failed ? (
        <div>
          <Button type="button" size="sm" variant="outline" aria-disabled={busy} className="aria-disabled:opacity-60" onClick={() => void (busy || load(next))}>
            {t.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
