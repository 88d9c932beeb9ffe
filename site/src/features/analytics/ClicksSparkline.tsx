// The Total Clicks card's last 30 days: tiny inline SVG bars, no library, so the dashboard stays
// within its JavaScript budget. Reloads when the total changes; an empty box of its size until (or unless) it loads.
import { useEffect, useState } from 'react'
import type { DayClicksDto } from '@contracts/analytics-schemas'
import { dashboardAnalyticsCopy as t } from './analytics-copy'
import { fetchClickDays } from './analytics-api'
import { DayBars } from './DayBars'

export function ClicksSparkline({ totalClicks }: { totalClicks: number | undefined }) {
  const [days, setDays] = useState<DayClicksDto[] | null>(null)
  useEffect(() => {
    if (totalClicks === undefined) return
    let current = true
    fetchClickDays(30).then(
      (answer) => current && setDays(answer.days),
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
