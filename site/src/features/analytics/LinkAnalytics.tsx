// The link analytics island on /app/links/?id=… (a prerendered page reads the id from the query,
// docs/decisions/0042): the link, a period (a preset or any days, kept in the address), clicks per day and
// where they came from.
import { useEffect, useState } from 'react'
import type { LinkAnalyticsDto } from '@contracts/analytics-schemas'
import { RequireAuth } from '../auth'
import { appPath } from '../../lib/workspace-address'
import { Card } from '../../components/ui/card'
import { ApiError } from '../../lib/api-client'
import { linkOriginOf, shortUrlOf } from '@contracts/short-url'
import { usePublicOrigin } from '../../lib/use-public-origin'
import { analyticsCopy as t } from './analytics-copy'
import { fetchLinkAnalytics } from './analytics-api'
import { Breakdown } from './Breakdown'
import { DailyClicks } from './DailyClicks'
import { HourlyClicks } from './HourlyClicks'
import { countryLabel, deviceLabel, plainLabel, referrerLabel } from './key-labels'
import { LinkSummary } from './LinkSummary'
import { PeriodTotals } from './PeriodTotals'
import { RangePicker, useRangeChoice } from './RangePicker'
import { RuleClicks } from './RuleClicks'
import { queryOf } from './range-url'

const linkIdFromPage = () => {
  const id = Number(new URLSearchParams(window.location.search).get('id'))
  return Number.isInteger(id) && id > 0 ? id : null
}

function AnalyticsPage() {
  const [id] = useState(linkIdFromPage)
  const range = useRangeChoice()
  const { shown } = range
  const [data, setData] = useState<LinkAnalyticsDto | null>(null)
  const [error, setError] = useState<string | null>(id === null ? t.missingId : null)
  const origin = usePublicOrigin()
  // on the link's own domain; the path alone while the page hydrates ('' origin, use-public-origin.ts)
  const shortUrl = data ? shortUrlOf(origin && linkOriginOf(origin, data.link.domain), data.link.shortCode) : ''

  useEffect(() => {
    if (id === null || 'error' in shown) return
    let current = true
    fetchLinkAnalytics(id, queryOf(shown)).then(
      (answer) => current && (setData(answer), setError(null)),
      (e: unknown) => current && setError(e instanceof ApiError && e.status === 404 ? t.notFound : t.loadFail),
    )
    return () => {
      current = false
    }
  }, [id, shown])

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        <a href={appPath('/app/dashboard')} className="text-sm text-primary hover:underline">
          {t.back}
        </a>
      </div>
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : data ? (
        <>
          <LinkSummary link={data.link} shortUrl={shortUrl} />
          <RangePicker {...range} />
          {'error' in shown ? null : data.link.clicks === 0 && data.days.every((d) => d.clicks === 0) ? (
            <Card className="grid gap-1 p-6 text-center">
              <h2 className="text-base font-semibold">{t.empty.title}</h2>
              <p className="text-sm text-muted-foreground">{t.empty.body(shortUrl)}</p>
            </Card>
          ) : (
            <>
              {data.hourly ? <HourlyClicks hourly={data.hourly} /> : null}
              <PeriodTotals data={data} />
              <DailyClicks days={data.days} onDay={(day) => range.choose({ from: day, to: day })} />
              <div className="grid gap-4 md:grid-cols-2">
                <Breakdown title={t.breakdowns.countries} column={t.breakdowns.columns.country} rows={data.countries} label={countryLabel} />
                <Breakdown title={t.breakdowns.referrers} column={t.breakdowns.columns.referrer} rows={data.referrers} label={referrerLabel} />
                <Breakdown title={t.breakdowns.devices} column={t.breakdowns.columns.device} rows={data.devices} label={deviceLabel} />
                <Breakdown title={t.breakdowns.browsers} column={t.breakdowns.columns.browser} rows={data.browsers} label={plainLabel} />
                <Breakdown title={t.breakdowns.os} column={t.breakdowns.columns.os} rows={data.os} label={plainLabel} />
              </div>
              <p className="text-sm text-muted-foreground">{t.breakdowns.noFilter}</p>
              <RuleClicks data={data} />
            </>
          )}
          <p className="text-sm text-muted-foreground">{t.privacy}</p>
        </>
      ) : 'error' in shown ? (
        // a range the address names wrongly: nothing to load until another is chosen
        <RangePicker {...range} />
      ) : (
        <p role="status">{t.loading}</p>
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
