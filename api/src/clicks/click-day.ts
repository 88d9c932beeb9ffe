// The day and hour a click is counted under: its UTC calendar day, YYYY-MM-DD (link_clicks_daily.day), and
// its UTC hour of that day, 0-23 (link_clicks_hourly.hour).
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** A UTC hour: its day and its hour of the day. */
export interface UtcHour {
  day: string
  hour: number
}

const HOUR_MS = 3_600_000

export function hourOf(date: Date): UtcHour {
  return { day: dayOf(date), hour: date.getUTCHours() }
}

/** The hourly view's window: the last `hours` UTC hours, the current one last. */
export const HOURLY_WINDOW = 48

/** The first hour of the window ending with `now`'s hour: rows of earlier hours are pruned. */
export function firstHourKept(now: Date, hours = HOURLY_WINDOW): UtcHour {
  return hourOf(new Date(now.getTime() - (hours - 1) * HOUR_MS))
}
