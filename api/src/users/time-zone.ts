// GET and PUT /api/users/me/time-zone: the zone the account reads its hourly analytics in (docs/decisions/0078).
// Until one is chosen, UTC: the zone the daily counters are counted in, and nothing guessed about the caller.
import { canonicalTimeZone, DEFAULT_TIME_ZONE, type TimeZoneBody, type TimeZoneDto } from '../contracts'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { findTimeZone, updateTimeZone } from '../auth'

const answer = (zone: string | null | undefined): TimeZoneDto => ({ timeZone: zone ?? DEFAULT_TIME_ZONE, chosen: zone != null })

/** The zone an account's hours are read in (UTC when none is chosen or it has no record). */
export async function timeZoneOf(db: Database, userId: string): Promise<string> {
  return (await findTimeZone(db, userId)) ?? DEFAULT_TIME_ZONE
}

export async function getTimeZone(db: Database, actor: Actor): Promise<TimeZoneDto> {
  const zone = await findTimeZone(db, actor.userId)
  if (zone === undefined) throw AppError.userNotFound()
  return answer(zone)
}

/** Stores the zone as Intl spells it (the route checked that Intl knows it); null: back to UTC. */
export async function setTimeZone(db: Database, actor: Actor, body: TimeZoneBody): Promise<TimeZoneDto> {
  const zone = body.timeZone === null ? null : canonicalTimeZone(body.timeZone)
  if (!(await updateTimeZone(db, actor.userId, zone))) throw AppError.userNotFound()
  return answer(zone)
}
