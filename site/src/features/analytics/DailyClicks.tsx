// The period's clicks per day: the labelled chart, and the same numbers as a table (newest first) behind a toggle.
// A day of the table narrows the page to that day (`onDay`): the breakdowns are stored per day, so a day's
// countries, referrers and devices are exact.
import type { DayClicksDto } from '@contracts/analytics-schemas'
import { Card } from '../../components/ui/card'
import { analyticsCopy } from './analytics-copy'
import { ClicksTable } from './ClicksTable'
import { DayChart } from './DayChart'

const t = analyticsCopy.chart

export function DailyClicks({ days, onDay }: { days: DayClicksDto[]; onDay?: (day: string) => void }) {
  const clicks = days.reduce((n, d) => n + d.clicks, 0)
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="text-base font-semibold">{t.title}</h2>
      <DayChart days={days} label={t.summary(clicks, days[0]?.day ?? '', days.at(-1)?.day ?? '')} />
      <ClicksTable
        title={t.title}
        toggle={t.table}
        when={t.day}
        rows={days.map((d) => ({
          at: d.day,
          clicks: d.clicks,
          label: onDay ? (
            <button type="button" className="text-primary hover:underline" aria-label={t.onlyDay(d.day)} onClick={() => onDay(d.day)}>
              <time dateTime={d.day}>{d.day}</time>
            </button>
          ) : (
            <time dateTime={d.day}>{d.day}</time>
          ),
        }))}
      />
    </Card>
  )
}
