// The numbers and dates a day chart writes on its axes: a value axis from zero to a round top (1, 2 or 5
// times a power of ten, never below the highest day), and a handful of days spread along the time axis.
import { pageLocale } from '@contracts/words'

/** The value axis's top: the smallest of 1, 2, 5, 10, 20, 50… at or above `max` (at least 1). */
export function roundTop(max: number): number {
  if (max <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power
  return 10 * power
}

/** The value axis's marks, top first: the top, its half when that is a whole number, and zero. */
export function valueTicks(max: number): number[] {
  const top = roundTop(max)
  return top % 2 === 0 ? [top, top / 2, 0] : [top, 0]
}

/** Which of `count` days the time axis names: the first, the last and up to three evenly between them. */
export function dayTickIndexes(count: number): number[] {
  if (count <= 0) return []
  if (count <= 5) return Array.from({ length: count }, (_, i) => i)
  return [...new Set([0, 1, 2, 3, 4].map((k) => Math.round((k * (count - 1)) / 4)))]
}

// English names its months itself: Intl's English ones change with the browser's data ("Sep" or "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** A UTC day YYYY-MM-DD as "28 Nov", or "28 Nov 2026" when the chart spans more than one year; another language's way ("28. Nov.", "11月28日"). */
export function shortDay(day: string, withYear: boolean, locale = pageLocale()): string {
  const [y, m, d] = day.split('-')
  if (locale !== 'en') {
    const key = `${locale}/${withYear}`
    let format = dayFormats.get(key)
    if (!format)
      dayFormats.set(
        key,
        (format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) })),
      )
    return format.format(new Date(`${day}T00:00:00Z`))
  }
  const text = `${Number(d)} ${MONTHS[Number(m) - 1]}`
  return withYear ? `${text} ${y}` : text
}
