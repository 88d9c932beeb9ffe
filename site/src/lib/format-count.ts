// Every count the site shows (clicks, links, users, rows) goes through here: 1,234 and not 1234, written the
// page's way (1.234 on a German page). English pages keep en-US's separators, as they always had.
import { pageLocale } from '@contracts/words'

const formats = new Map<string, { counts: Intl.NumberFormat; oneDecimal: Intl.NumberFormat }>()

function formatsFor(locale: string) {
  let known = formats.get(locale)
  if (!known) {
    const tag = locale === 'en' ? 'en-US' : locale
    known = { counts: new Intl.NumberFormat(tag), oneDecimal: new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) }
    formats.set(locale, known)
  }
  return known
}

/** A whole count with thousands separators: 12,345. */
export const formatCount = (n: number): string => formatsFor(pageLocale()).counts.format(n)

/** An average to one decimal, with separators: 12,345.0. */
export const formatOneDecimal = (n: number): string => formatsFor(pageLocale()).oneDecimal.format(n)
