// The three stat cards (spec §2, §9): Total Links, Total Clicks (with its real change over the last 7 days
// when there is an earlier week to compare with: docs/decisions/0011, instead of the spec's placeholder
// '12%') and Clicks per link (the spec's 'Average CTR', docs/decisions/0076) to one decimal. Each card: icon, title, value, optional change.
// While the stats load a card's value pulses; if they failed to load it shows a dash until the next load.
// On phones the three cards stay in one compact row.
import type { ReactNode } from 'react'
import type { StatsDto } from '@contracts'
import { messages } from '../../lib/copy'
import { dashboardCopy } from './dashboard-copy'
import { ChartIcon, LinkIcon, MousePointerIcon, TrendingDownIcon, TrendingUpIcon } from '../../components/icons'
import { Card } from '../../components/ui/card'
import { clickTrend } from './click-trend'
import { ClicksSparkline } from '../analytics'
import { cn } from '../../lib/class-names'
import { formatCount, formatOneDecimal } from '../../lib/format-count'

const t = dashboardCopy.stats

export interface StatChange {
  value: string
  positive: boolean
  hint: string
}

export interface StatCardProps {
  icon: ReactNode
  title: string
  value: string | null
  /** No value because loading failed: a dash instead of the pulsing placeholder. */
  unavailable?: boolean
  change?: StatChange
  /** What the value means, shown as its tooltip. */
  hint?: string
  /** Shown under the value (the Total Clicks card's 30-day sparkline). */
  extra?: ReactNode
}

export function StatCard({ icon, title, value, unavailable = false, change, hint, extra }: StatCardProps) {
  return (
    <Card className="flex min-w-0 items-start gap-4 p-3 sm:p-5">
      <span className="hidden rounded-md bg-primary/10 p-2.5 text-primary sm:inline-flex">{icon}</span>
      <dl className="grid min-w-0 gap-1">
        <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</dt>
        <dd className="flex flex-wrap items-baseline gap-x-2">
          {value === null && unavailable ? (
            <>
              <span className="text-xl font-bold text-muted-foreground sm:text-2xl" aria-hidden="true">
                —
              </span>
              <span className="sr-only">{dashboardCopy.statUnavailable}</span>
            </>
          ) : value === null ? (
            <span className="h-7 w-12 animate-pulse rounded bg-muted sm:h-8" aria-label={messages.site.guard.loading} role="img" />
          ) : (
            <span className="text-xl font-bold sm:text-2xl" title={hint}>
              {value}
            </span>
          )}
          {change ? (
            <span
              className={cn('inline-flex items-center gap-0.5 text-sm font-medium', change.positive ? 'text-success' : 'text-destructive')}
              title={change.hint}
            >
              {change.positive ? <TrendingUpIcon /> : <TrendingDownIcon />}
              {change.value}
              <span className="sr-only">{change.positive ? t.increase : t.decrease}</span>
            </span>
          ) : null}
        </dd>
        {extra ? <dd>{extra}</dd> : null}
      </dl>
    </Card>
  )
}

/** `failed`: the last load failed (and none is running); without `stats` the cards then show a dash. */
export function StatCards({ stats, failed = false }: { stats: StatsDto | null; failed?: boolean }) {
  const trend = stats ? clickTrend(stats) : null
  return (
    <section aria-label={t.region} className="grid grid-cols-3 gap-2 sm:gap-4">
      <StatCard icon={<LinkIcon width={20} height={20} />} title={t.totalLinks} value={stats ? formatCount(stats.totalUrls) : null} unavailable={failed} />
      <StatCard
        icon={<MousePointerIcon width={20} height={20} />}
        title={t.totalClicks}
        value={stats ? formatCount(stats.totalClicks) : null}
        unavailable={failed}
        change={trend ? { value: t.clicksChange(trend.percent), positive: trend.up, hint: t.clicksChangeHint } : undefined}
        extra={<ClicksSparkline totalClicks={stats?.totalClicks} />}
      />
      <StatCard
        icon={<ChartIcon width={20} height={20} />}
        title={t.clicksPerLink}
        value={stats ? formatOneDecimal(stats.averageCTR) : null}
        unavailable={failed}
        hint={t.clicksPerLinkHint}
      />
    </section>
  )
}
