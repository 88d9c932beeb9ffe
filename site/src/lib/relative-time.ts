// How long ago, or how soon, in the page's language: "3 days ago", "in 2 hours", "vor 3 Tagen", "3日前", and
// "this minute" under a minute. Intl.RelativeTimeFormat knows every language's words and plural forms, so no
// locale data is loaded (date-fns's distance in words would need each language's file in the bundle).
import { pageLocale } from '@contracts/words'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]

/** Rounded half away from zero, so "90 seconds ago" and "in 90 seconds" are both two minutes. */
const round = (v: number) => Math.sign(v) * Math.round(Math.abs(v))

const formats = new Map<string, Intl.RelativeTimeFormat>()

export function relativeTime(date: Date, now = Date.now(), locale = pageLocale()): string {
  let format = formats.get(locale)
  if (!format) formats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })))
  let value = (date.getTime() - now) / 1000
  // Under a minute is "this minute": a count of seconds would be stale as soon as it is read.
  if (Math.abs(value) < 60) return format.format(0, 'minute')
  for (const [unit, size] of UNITS) {
    if (Math.abs(round(value)) < size) return format.format(round(value), unit)
    value /= size
  }
  return format.format(round(value), 'year')
}
