// The last 48 hours' clicks: the labelled chart and the same numbers as a table (newest first) behind a
// toggle, every hour written in the account's time zone (hour-labels.ts), which the card states with a way
// to change it.
import type { HourlyClicksDto } from '@contracts/analytics-schemas'
import { Card } from '../../components/ui/card'
import { analyticsCopy } from './analytics-copy'
import { ClicksTable } from './ClicksTable'
import { DayChart } from './DayChart'
import { hourLabel, startsOffTheHour, timeOfDay, zoneName } from './hour-labels'

const t = analyticsCopy.hours

export function HourlyClicks({ hourly }: { hourly: HourlyClicksDto }) {
  const { timeZone, hours } = hourly
  const clicks = hours.reduce((n, h) => n + h.clicks, 0)
  const zone = zoneName(timeZone, new Date(hours.at(-1)?.hour ?? Date.now()))
  const bars = hours.map((h) => ({ day: h.hour, clicks: h.clicks }))
  const words = {
    tick: (iso: string) => timeOfDay(iso, timeZone),
    value: (iso: string, n: number) => t.value(hourLabel(iso, timeZone), n),
    hint: t.hint,
    explore: t.explore,
    axes: t.axes(zone),
  }
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold">{t.title}</h2>
        <p className="text-sm text-muted-foreground">
          {t.zone(zone)} ·{' '}
          <a href="/app/settings#time-zone" className="text-primary underline underline-offset-2">
            {t.chooseZone}
          </a>
        </p>
      </div>
      <DayChart days={bars} label={t.summary(clicks)} words={words} />
      {startsOffTheHour(
        hours.map((h) => h.hour),
        timeZone,
      ) ? (
        <p className="text-xs text-muted-foreground">{t.halfHours}</p>
      ) : null}
      <ClicksTable
        title={t.title}
        toggle={t.table}
        when={t.hour}
        rows={hours.map((h) => ({ at: h.hour, label: <time dateTime={h.hour}>{hourLabel(h.hour, timeZone)}</time>, clicks: h.clicks }))}
      />
    </Card>
  )
}
