// Clicks of links with a click cap (docs/decisions/0040): each follow takes one click in one atomic
// conditional increment of the link's total (the links store's TakeCappedClick), so a cap of 100 lets
// exactly 100 follows through however many requests race and however many instances share the database.
// Links without a cap never come here: their clicks are counted in memory and flushed in batches
// (click-counter.ts); what such a link had staged before it got its cap counts against the cap.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { dayOf, hourOf } from './click-day'
import type { TakeCappedClick } from './clicked-links'

/** Takes one of the link's remaining clicks: its new total, or null when none is left. Counts the day and the hour too. */
export async function takeCappedClick(db: Database, take: TakeCappedClick, linkId: number, now = new Date()): Promise<number | null> {
  const clicks = await take(db, linkId)
  if (clicks === null) return null
  const { linkClicksDaily, linkClicksHourly: hourly } = db.t
  await db.orm
    .insert(linkClicksDaily)
    .values({ linkId, day: dayOf(now), clicks: 1 })
    .onConflictDoUpdate({ target: [linkClicksDaily.linkId, linkClicksDaily.day], set: { clicks: sql`${linkClicksDaily.clicks} + 1` } })
  await db.orm
    .insert(hourly)
    .values({ linkId, ...hourOf(now), clicks: 1 })
    .onConflictDoUpdate({ target: [hourly.linkId, hourly.day, hourly.hour], set: { clicks: sql`${hourly.clicks} + 1` } })
  return clicks
}
