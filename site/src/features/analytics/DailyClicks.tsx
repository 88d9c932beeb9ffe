// The period's clicks per day: the labelled chart, and the same numbers as a table (newest first) behind a toggle.
// A day of the table narrows the page to that day (`onDay`): the breakdowns are stored per day, so a day's
// countries, referrers and devices are exact.
import type { DayClicksDto } from '@contracts/analytics-schemas'
import { Card } from '../../components/ui/card'
import { analyticsCopy } from './analytics-copy'
import { DayChart } from './DayChart'
import { formatCount } from '../../lib/format-count'

const t = analyticsCopy.chart

export function DailyClicks({ days, onDay }: { days: DayClicksDto[]; onDay?: (day: string) => void }) {
  const clicks = days.reduce((n, d) => n + d.clicks, 0)
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="text-base font-semibold">{t.title}</h2>
      <DayChart days={days} label={t.summary(clicks, days[0]?.day ?? '', days.at(-1)?.day ?? '')} />
      <details>
        <summary className="cursor-pointer text-sm text-primary">{t.table}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so a keyboard can scroll it */}
        <div className="mt-2 max-h-72 overflow-y-auto" tabIndex={0} role="region" aria-label={t.title}>
          <table className="w-full text-sm">
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="text-left font-medium">
                  {t.day}
                </th>
                <th scope="col" className="text-right font-medium">
                  {t.clicks}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.day} className="border-t border-border">
                  <th scope="row" className="py-1 text-left font-normal">
                    {onDay ? (
                      <button type="button" className="text-primary hover:underline" aria-label={t.onlyDay(d.day)} onClick={() => onDay(d.day)}>
                        <time dateTime={d.day}>{d.day}</time>
                      </button>
                    ) : (
                      <time dateTime={d.day}>{d.day}</time>
                    )}
                  </th>
                  <td className="py-1 text-right tabular-nums">{formatCount(d.clicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  )
}
