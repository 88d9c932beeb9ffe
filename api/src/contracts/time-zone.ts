// The account's time zone for the hourly analytics (docs/decisions/0078): an IANA name that Intl knows,
// stored as Intl writes it (canonicalTimeZone: europe/paris → Europe/Paris); null sets it back to UTC, not chosen.
import { z } from 'zod'
import { isTimeZone } from './analytics-schemas'
import { messages } from './messages'
import { safeText } from './safe-text'

/** Until an account chooses a zone, its hours are read in UTC (the zone its days are counted in). */
export const DEFAULT_TIME_ZONE = 'UTC'

/** The canonical spelling of a zone Intl knows. */
export const canonicalTimeZone = (zone: string) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone

/** A zone name Intl knows (the service stores its canonical spelling). */
export const timeZoneField = safeText(
  z.string({ error: messages.analytics.badTimeZone }).trim().refine(isTimeZone, messages.analytics.badTimeZone),
  messages.analytics.badTimeZone,
)

/** PUT /api/users/me/time-zone body. */
export const timeZoneBody = z.object({ timeZone: timeZoneField.nullable() }, { error: messages.analytics.badTimeZone })
export type TimeZoneBody = z.infer<typeof timeZoneBody>

/** GET and PUT /api/users/me/time-zone answer: the zone hours are read in, and whether the account chose it. */
export interface TimeZoneDto {
  timeZone: string
  chosen: boolean
}
