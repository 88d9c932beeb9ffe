// The Total Clicks card's last 30 days: tiny inline SVG bars, no library, so the dashboard stays
// within its JavaScript budget. The days come with the dashboard's first view (primeClickDays); the card
// reloads them when the total changes; an empty box of its size until (or unless) they come.
import { useEffect, useState } from 'react'
import type { DayClicksDto } from '@contracts/analytics-schemas'
import { dashboardAnalyticsCopy as t } from './analytics-copy'
import { fetchClickDays } from './analytics-api'
import { DayBars } from './DayBars'

/** Days an earlier answer carried, with the total they go with. */
let primed: { days: DayClicksDto[]; totalClicks: number } | null = null

/** The days as the dashboard's first view carried them: the card shows them for that total without a request. */
export function primeClickDays(days: DayClicksDto[], totalClicks: number): void {
  primed = { days, totalClicks }
}

export function ClicksSparkline({ totalClicks }: { totalClicks: number | undefined }) {
  const [days, setDays] = useState<DayClicksDto[] | null>(() => (primed && primed.totalClicks === totalClicks ? primed.days : null))
  useEffect(() => {
    if (totalClicks === undefined) return
    if (primed?.totalClicks === totalClicks) return setDays(primed.days)
    let current = true
    fetchClickDays(30).then(
      (answer) => {
        if (!current) return
        primed = { days: answer.days, totalClicks }
        setDays(answer.days)
      },
      () => undefined, // the card's number stands without it
    )
    return () => {
      current = false
    }
  }, [totalClicks])
  // The box keeps its height while the days load, so the cards do not move when they arrive.
  return (
    <div className="mt-1 h-6 w-full max-w-40">
      {days ? <DayBars days={days} label={t.sparkline(days.reduce((n, d) => n + d.clicks, 0))} height={24} /> : null}
    </div>
  )
}
