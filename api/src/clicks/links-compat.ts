// Copies of what moved to the links store (links/store/click-totals.ts, links/store/user-day-sums.ts), for
// the callers whose imports the links and analytics rooms' own moves change: links/listing.repository.ts
// (through staged-clicks.ts), stats/click-weeks.repository.ts and analytics/analytics.repository.ts
// (through index.ts). They name the links table, which this room otherwise never does: delete this file,
// and its two re-exports, with those imports.
import { eq, getTableColumns } from 'drizzle-orm'
import type { Database } from '../db/database'
import { daySumsByDayOf, daySumsOf, type DayRange, type DayTerms, type LinkSet } from './day-sums.repository'
import { stagedSumsByLink, withStaged } from './staged-clicks'

export function stagedTotals(db: Database) {
  const sums = stagedSumsByLink(db)
  return { sums, total: withStaged(db.t.links.clicks, sums.clicks) }
}

export function selectLinksWithExactClicks(db: Database, { sums, total } = stagedTotals(db)) {
  const { links } = db.t
  return db.orm
    .select({ ...getTableColumns(links), clicks: total })
    .from(links)
    .leftJoin(sums, eq(sums.linkId, links.id))
}

const linksOfUserSet = (db: Database, userId: string): LinkSet => ({ table: db.t.links, id: db.t.links.id, where: eq(db.t.links.userId, userId) })

export function userDaySums<K extends string>(db: Database, userId: string, range: DayRange, terms: DayTerms<K>) {
  return daySumsOf(db, linksOfUserSet(db, userId), range, terms)
}

export function userDaySumsByDay<K extends string>(db: Database, userId: string, range: DayRange, terms: DayTerms<K>) {
  return daySumsByDayOf(db, linksOfUserSet(db, userId), range, terms)
}
