// An hour of the hourly view written in the account's time zone: "15 Jun 17:30" (the hour's start there),
// and the zone named with its offset at that moment: "Asia/Kolkata (GMT+5:30)". Snip counts UTC hours, so in
// a zone whose offset is not whole hours each hour starts at :30 or :45 there, and the label says so.

const formats = new Map<string, Intl.DateTimeFormat>()
function formatIn(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    formats.set(zone, f)
  }
  return f
}

/** The start of the hour `iso` (a UTC instant) in `zone`: "15 Jun 17:30". */
export function hourLabel(iso: string, zone: string): string {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.day} ${parts.month} ${parts.hour}:${parts.minute}`
}

/** Only the time of day: "17:30" (the chart's axis). */
export const timeOfDay = (iso: string, zone: string) => hourLabel(iso, zone).split(' ')[2]!

/** The zone and its offset at `at`: "Asia/Kolkata (GMT+5:30)"; UTC plainly. */
export function zoneName(zone: string, at: Date): string {
  if (zone === 'UTC') return 'UTC'
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
  return offset ? `${zone} (${offset.value})` : zone
}

/** Whether hours in `zone` start at other minutes than :00 (its offset is not whole hours). */
export const startsOffTheHour = (hours: string[], zone: string) => hours.some((h) => !hourLabel(h, zone).endsWith(':00'))
