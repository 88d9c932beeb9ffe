// An hour of the hourly view written in the account's time zone: "15 Jun 17:30" (the hour's start there),
// and the zone named with its offset at that moment: "Asia/Kolkata (GMT+5:30)". Snip counts UTC hours, so in
// a zone whose offset is not whole hours each hour starts at :30 or :45 there, and the label says so.
import { pageLocale } from '@contracts/words'

const formats = new Map<string, Intl.DateTimeFormat>()
function formatIn(zone: string, locale: string): Intl.DateTimeFormat {
  const key = `${locale}/${zone}`
  let f = formats.get(key)
  if (!f) {
    // English as "15 Jun 17:30" (en-GB's parts, put in order below); another language its own way
    const tag = locale === 'en' ? 'en-GB' : locale
    f = new Intl.DateTimeFormat(tag, { timeZone: zone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    formats.set(key, f)
  }
  return f
}

const partsOf = (iso: string, zone: string, locale: string) =>
  Object.fromEntries(
    formatIn(zone, locale)
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  )

/** The start of the hour `iso` (a UTC instant) in `zone`: "15 Jun 17:30" in English, the page's language's way otherwise. */
export function hourLabel(iso: string, zone: string, locale = pageLocale()): string {
  if (locale !== 'en') return formatIn(zone, locale).format(new Date(iso))
  const parts = partsOf(iso, zone, locale)
  return `${parts.day} ${parts.month} ${parts.hour}:${parts.minute}`
}

/** Only the time of day: "17:30" (the chart's axis). */
export function timeOfDay(iso: string, zone: string): string {
  const parts = partsOf(iso, zone, 'en')
  return `${parts.hour}:${parts.minute}`
}

/** The zone and its offset at `at`: "Asia/Kolkata (GMT+5:30)"; UTC plainly. */
export function zoneName(zone: string, at: Date, locale = pageLocale()): string {
  if (zone === 'UTC') return 'UTC'
  const offset = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')
  return offset ? `${zone} (${offset.value})` : zone
}

/** Whether hours in `zone` start at other minutes than :00 (its offset is not whole hours). */
export const startsOffTheHour = (hours: string[], zone: string) => hours.some((h) => partsOf(h, zone, 'en').minute !== '00')
