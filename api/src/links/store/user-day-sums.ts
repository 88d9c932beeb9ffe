// A user's clicks per day: the clicks room's sums over the per-day rows (staged ones included, one
// statement) of the set of links the user owns, which only this store can name.
import { eq } from 'drizzle-orm'
import { daySumsByDayOf, daySumsOf, type DayRange, type DayTerms, type LinkSet } from '../../clicks'
import type { Database } from '../../db/database'

/** The user's links, as the clicks room's day sums take a set of links. */
export function linksOfUserSet(db: Database, userId: string): LinkSet {
  const { links } = db.t
  return { table: links, id: links.id, where: eq(links.userId, userId) }
}

/** Rows whose sums of `terms` over the range add up to the user's (one or two rows). */
export function userDaySums<K extends string>(db: Database, userId: string, range: DayRange, terms: DayTerms<K>) {
  return daySumsOf(db, linksOfUserSet(db, userId), range, terms)
}

/** Rows of a day and sums of `terms` that add up, day by day, to the user's (days without rows absent). */
export function userDaySumsByDay<K extends string>(db: Database, userId: string, range: DayRange, terms: DayTerms<K>) {
  return daySumsByDayOf(db, linksOfUserSet(db, userId), range, terms)
}
