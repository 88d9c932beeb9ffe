// Dates on the settings page, as days in the page's language ("Nov 24, 2026", "24.11.2026"): a `YYYY-MM-DD`
// day from the API is a UTC day.
import { pageLocale } from '@contracts/words'

const formats = new Map<string, Intl.DateTimeFormat>()

/** The page language's medium date, in UTC or (without `zone`) in the browser's time zone. */
export function dateFormat(zone?: 'UTC'): Intl.DateTimeFormat {
  const locale = pageLocale()
  const key = `${locale} ${zone ?? ''}`
  let format = formats.get(key)
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone })))
  return format
}

/** A `YYYY-MM-DD` (UTC) day, or a full timestamp's UTC day. */
export function formatDay(day: string): string {
  const date = new Date(day.length === 10 ? `${day}T00:00:00Z` : day)
  return Number.isNaN(date.getTime()) ? day : dateFormat('UTC').format(date)
}
