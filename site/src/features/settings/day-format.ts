// Dates on the settings page, as days ("Nov 24, 2026"): a `YYYY-MM-DD` day from the API is a UTC day.
const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** A `YYYY-MM-DD` (UTC) day, or a full timestamp's UTC day. */
export function formatDay(day: string): string {
  const date = new Date(day.length === 10 ? `${day}T00:00:00Z` : day)
  return Number.isNaN(date.getTime()) ? day : format.format(date)
}
