// The workspace analytics island on /app/analytics: all the caller's links over a period (the same picker as
// a link's page, kept in the address): clicks per day, the most clicked links and where the clicks came from.
// A link of the top list opens that link's page for the same days: its breakdowns are exact, as the counters
// keep them per link and day.
import { useEffect, useState } from 'react'
import type { WorkspaceAnalyticsDto } from '@contracts/analytics-schemas'
import { RequireAuth } from '../auth'
import { appPath } from '../../lib/workspace-address'
import { Card } from '../../components/ui/card'
import { formatCount } from '../../lib/format-count'
import { analyticsCopy, workspaceCopy as w } from './analytics-copy'
import { analyticsPathOf, fetchWorkspaceAnalytics } from './analytics-api'
import { Breakdown } from './Breakdown'
import { DailyClicks } from './DailyClicks'
import { HourlyClicks } from './HourlyClicks'
import { countryLabel, deviceLabel, plainLabel, referrerLabel } from './key-labels'
import { RangePicker, useRangeChoice } from './RangePicker'
import { queryOf } from './range-url'

const t = analyticsCopy

function WorkspacePage() {
  const range = useRangeChoice()
  const { shown } = range
  const [data, setData] = useState<WorkspaceAnalyticsDto | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if ('error' in shown) return
    let current = true
    fetchWorkspaceAnalytics(queryOf(shown)).then(
      (answer) => current && (setData(answer), setError(null)),
      () => current && setError(t.loadFail),
    )
    return () => {
      current = false
    }
  }, [shown])

  const linkPath = (id: number) => ('error' in shown ? analyticsPathOf(id) : `${analyticsPathOf(id)}&${queryOf(shown)}`)
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{w.title}</h1>
        <a href={appPath('/app/dashboard')} className="text-sm text-primary hover:underline">
          {t.back}
        </a>
      </div>
      <RangePicker {...range} />
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : 'error' in shown ? null : !data ? (
        <p role="status">{t.loading}</p>
      ) : (
        <>
          {data.hourly ? <HourlyClicks hourly={data.hourly} /> : null}
          <DailyClicks days={data.days} onDay={(day) => range.choose({ from: day, to: day })} />
          <Card className="p-4">
            <table className="w-full text-sm">
              <caption className="mb-2 text-start text-base font-semibold">{w.topLinks}</caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="text-start font-medium">
                    {w.link}
                  </th>
                  <th scope="col" className="text-end font-medium">
                    {t.breakdowns.clicks}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.links.length === 0 ? (
                  <tr>
                    <td colSpan={2} className="py-2 text-muted-foreground">
                      {w.noClicks}
                    </td>
                  </tr>
                ) : (
                  data.links.map((l) => (
                    <tr key={l.id} className="border-t border-border">
                      <th scope="row" className="py-1.5 pe-2 text-start font-normal">
                        <a href={linkPath(l.id)} className="text-primary hover:underline">
                          {l.title ? `${l.title} (${l.shortCode})` : l.shortCode}
                        </a>
                      </th>
                      <td className="py-1.5 text-end tabular-nums">{formatCount(l.clicks)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
            <p className="mt-2 text-sm text-muted-foreground">{w.linkFilters}</p>
          </Card>
          <div className="grid gap-4 md:grid-cols-2">
            <Breakdown title={t.breakdowns.countries} column={t.breakdowns.columns.country} rows={data.countries} label={countryLabel} />
            <Breakdown title={t.breakdowns.referrers} column={t.breakdowns.columns.referrer} rows={data.referrers} label={referrerLabel} />
            <Breakdown title={t.breakdowns.devices} column={t.breakdowns.columns.device} rows={data.devices} label={deviceLabel} />
            <Breakdown title={t.breakdowns.browsers} column={t.breakdowns.columns.browser} rows={data.browsers} label={plainLabel} />
            <Breakdown title={t.breakdowns.os} column={t.breakdowns.columns.os} rows={data.os} label={plainLabel} />
          </div>
          <p className="text-sm text-muted-foreground">{t.breakdowns.noFilter}</p>
          <p className="text-sm text-muted-foreground">{t.privacy}</p>
        </>
      )}
    </div>
  )
}

export default function WorkspaceAnalytics() {
  return (
    <RequireAuth>
      <WorkspacePage />
    </RequireAuth>
  )
}
