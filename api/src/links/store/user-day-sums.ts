// A workspace's clicks per day (and per hour over the last 48 hours): the clicks room's sums over the per-day
// (per-hour) rows, staged ones included, one statement, of the set of links the workspace holds (or a
// person made), which only this store can name.
import { daySumsByDayOf, daySumsOf, hourRowsOf, type DayRange, type DayTerms, type HourRange, type LinkOwner, type LinkSet } from '../../clicks'
import type { Database } from '../../db/database'
import { ownerCondition } from './click-totals'

/** The owner's links, as the clicks room's day sums take a set of links. */
export function linksOfOwnerSet(db: Database, owner: LinkOwner): LinkSet {
  const { links } = db.t
  return { table: links, id: links.id, where: ownerCondition(db, owner) }
}

/** Rows whose sums of `terms` over the range add up to the owner's (one or two rows). */
export function ownerDaySums<K extends string>(db: Database, owner: LinkOwner, range: DayRange, terms: DayTerms<K>) {
  return daySumsOf(db, linksOfOwnerSet(db, owner), range, terms)
}

/** Rows of a day and sums of `terms` that add up, day by day, to the owner's (days without rows absent). */
export function ownerDaySumsByDay<K extends string>(db: Database, owner: LinkOwner, range: DayRange, terms: DayTerms<K>) {
  return daySumsByDayOf(db, linksOfOwnerSet(db, owner), range, terms)
}

/** Rows of an hour whose clicks add up, hour by hour, to the owner's (hours without clicks absent). */
export function ownerHourRows(db: Database, owner: LinkOwner, range: HourRange) {
  return hourRowsOf(db, linksOfOwnerSet(db, owner), range)
}
