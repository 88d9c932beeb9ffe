// Every count the site shows (clicks, links, users, rows) goes through here: 1,234 and not 1234. The site's
// words are English, so its numbers are too.
const counts = new Intl.NumberFormat('en-US')
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** A whole count with thousands separators: 12,345. */
export const formatCount = (n: number): string => counts.format(n)

/** An average to one decimal, with separators: 12,345.0. */
export const formatOneDecimal = (n: number): string => oneDecimal.format(n)
