// CLICK_DAILY_RETENTION_DAYS (off unless set): per-day click totals older than that are deleted. A link's
// total already holds every click, so nothing is lost from it: the old days are folded into the total, and
// only the breakdown by day before the window goes. Deleted a range of link ids at a time, each range its
// own statement (a key-prefix seek in link_clicks_daily's (link_id, day) key), yielding to the event loop
// between ranges: on SQLite the writes are synchronous and a year of rows is a large delete.
import { and, gte, lt, max } from 'drizzle-orm'
import type { Database } from '../db/database'
import { dayOf } from './click-day'

const DAY_MS = 86_400_000
const LINKS_PER_STATEMENT = 2_000

/** Deletes per-day totals of days before the window (`days` days before `now`'s day); returns the rows deleted. */
export async function foldOldDailyClicks(db: Database, days: number, now: Date): Promise<number> {
  const { linkClicksDaily: daily } = db.t
  const oldest = dayOf(new Date(now.getTime() - days * DAY_MS))
  // The highest link id with per-day rows: the last end of its key, one seek (no other room's table read).
  const [top] = await db.orm.select({ id: max(daily.linkId) }).from(daily)
  const lastId = Number(top?.id ?? 0)
  let deleted = 0
  for (let from = 0; from <= lastId; from += LINKS_PER_STATEMENT) {
    const rows = await db.orm
      .delete(daily)
      .where(and(gte(daily.linkId, from), lt(daily.linkId, from + LINKS_PER_STATEMENT), lt(daily.day, oldest)))
      .returning({ linkId: daily.linkId })
    deleted += rows.length
    await new Promise((resolve) => setImmediate(resolve))
  }
  return deleted
}
