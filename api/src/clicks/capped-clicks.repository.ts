// Clicks of links with a click cap (issue 15, docs/decisions/0040): each follow is one atomic conditional
// increment in the database, so a cap of 100 lets exactly 100 follows through however many requests race
// and however many instances share the database. Links without a cap never come here: their clicks are
// counted in memory and flushed in batches (click-counter.ts); what such a link had staged before it got its
// cap counts against the cap.
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { dayOf } from './click-day'
import { exactLinkClicks } from './staged-clicks'

/** Takes one of the link's remaining clicks: its new total, or null when none is left. Counts the day too. */
export async function takeCappedClick(db: Database, linkId: number, now = new Date()): Promise<number | null> {
  const { links, linkClicksDaily } = db.t
  const rows = await db.orm
    .update(links)
    .set({ clicks: sql`${links.clicks} + 1` })
    // clicks staged before the cap was set count too (docs/decisions/0055)
    .where(and(eq(links.id, linkId), lt(exactLinkClicks(), links.maxClicks)))
    .returning({ clicks: exactLinkClicks() })
  const row = rows[0]
  if (!row) return null
  await db.orm
    .insert(linkClicksDaily)
    .values({ linkId, day: dayOf(now), clicks: 1 })
    .onConflictDoUpdate({ target: [linkClicksDaily.linkId, linkClicksDaily.day], set: { clicks: sql`${linkClicksDaily.clicks} + 1` } })
  return row.clicks
}
