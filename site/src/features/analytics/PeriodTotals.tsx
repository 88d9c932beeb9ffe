// The period's counts: clicks, and what followed the link without being a click or without details.
import type { LinkAnalyticsDto } from '@contracts/analytics-schemas'
import { Card } from '../../components/ui/card'
import { analyticsCopy } from './analytics-copy'
import { clicksWithoutDetails } from './clicks-without-details'
import { formatCount } from '../../lib/format-count'

const t = analyticsCopy.totals

export function PeriodTotals({ data }: { data: LinkAnalyticsDto }) {
  const clicks = data.days.reduce((n, d) => n + d.clicks, 0)
  const withoutDetails = clicksWithoutDetails(data)
  const items: [string, number, string?][] = [
    [t.clicks, clicks],
    [t.bots, data.bots, t.botsHint],
    [t.notShared, data.notShared, t.notSharedHint],
    [t.heads, data.heads],
    [t.prefetches, data.prefetches],
    ...(data.unrecorded > 0 ? [[t.unrecorded, data.unrecorded] as [string, number]] : []),
  ]
  return (
    <Card className="p-4">
      <h2 className="mb-3 text-base font-semibold">{t.title}</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {items.map(([label, value, hint]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground" title={hint}>
              {label}
            </dt>
            <dd className="text-xl font-bold tabular-nums">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {withoutDetails > 0 && <p className="mt-3 text-sm text-muted-foreground">{t.withoutDetails(withoutDetails)}</p>}
    </Card>
  )
}
