// The day a click is counted under: its UTC calendar day, YYYY-MM-DD (link_clicks_daily.day).
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10)
}
