// The link analytics island on /app/links/?id=… (a prerendered page reads the id from the query,
// docs/decisions/0042): the link, a period of 7/30/90/365 days, clicks per day and where they came from.
import { useEffect, useState } from 'react'
import { lastDays, analyticsPeriods, type LinkAnalyticsDto } from '@contracts/analytics-schemas'
import { RequireAuth } from '../auth'
import { Button } from '../../components/ui/button'
import { ApiError } from '../../lib/api-client'
import { shortUrlOf } from '@contracts/short-url'
import { usePublicOrigin } from '../../lib/use-public-origin'
import { analyticsCopy as t } from './analytics-copy'
import { fetchLinkAnalytics } from './analytics-api'
import { Breakdown } from './Breakdown'
import { DailyClicks } from './DailyClicks'
import { countryLabel, deviceLabel, plainLabel, referrerLabel } from './key-labels'
import { LinkSummary } from './LinkSummary'
import { PeriodTotals } from './PeriodTotals'

const linkIdFromPage = () => {
  const id = Number(new URLSearchParams(window.location.search).get('id'))
  return Number.isInteger(id) && id > 0 ? id : null
}

function AnalyticsPage() {
  const [id] = useState(linkIdFromPage)
  const [period, setPeriod] = useState<number>(30)
  const [data, setData] = useState<LinkAnalyticsDto | null>(null)
  const [error, setError] = useState<string | null>(id === null ? t.missingId : null)
  const origin = usePublicOrigin()

  useEffect(() => {
    if (id === null) return
    let current = true
    const { from, to } = lastDays(period)
    fetchLinkAnalytics(id, from, to).then(
      (answer) => current && (setData(answer), setError(null)),
      (e: unknown) => current && setError(e instanceof ApiError && e.status === 404 ? t.notFound : t.loadFail),
    )
    return () => {
      current = false
    }
  }, [id, period])

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <a href="/app/dashboard" className="text-sm text-primary hover:underline">
          {t.back}
        </a>
      </div>
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : !data ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          <LinkSummary link={data.link} shortUrl={shortUrlOf(origin, data.link.shortCode)} />
          <div role="group" aria-label={t.period.label} className="flex flex-wrap gap-2">
            {analyticsPeriods.map((days) => (
              <Button key={days} size="sm" variant={days === period ? 'default' : 'outline'} aria-pressed={days === period} onClick={() => setPeriod(days)}>
                {t.period.option(days)}
              </Button>
            ))}
          </div>
          <PeriodTotals data={data} />
          <DailyClicks days={data.days} />
          <div className="grid gap-4 md:grid-cols-2">
            <Breakdown title={t.breakdowns.countries} rows={data.countries} label={countryLabel} />
            <Breakdown title={t.breakdowns.referrers} rows={data.referrers} label={referrerLabel} />
            <Breakdown title={t.breakdowns.devices} rows={data.devices} label={deviceLabel} />
            <Breakdown title={t.breakdowns.browsers} rows={data.browsers} label={plainLabel} />
            <Breakdown title={t.breakdowns.os} rows={data.os} label={plainLabel} />
          </div>
          <p className="text-sm text-muted-foreground">{t.privacy}</p>
        </>
      )}
    </div>
  )
}

export default function LinkAnalytics() {
  return (
    <RequireAuth>
      <AnalyticsPage />
    </RequireAuth>
  )
}
