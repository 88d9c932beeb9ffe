// Clicks per UTC hour over the last 48 hours (docs/decisions/0078), staged clicks included: the rows of
// link_clicks_hourly and the staged rows of a known hour, read in ONE statement (a fold moves rows from one
// to the other in a transaction: two reads would count its clicks twice or not at all). Of one link, or of
// a set of links the caller names (their table, id column and condition: this room names no links).
import { and, eq, gte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/database'
import type { UtcHour } from './click-day'
import type { LinkSet } from './day-sums.repository'

/** Both ends included. */
export interface HourRange {
  from: UtcHour
  to: UtcHour
}

/** Partial sums of an hour, to be added up by the caller (PostgreSQL's bigint comes as a string). */
export interface HourRow {
  day: string
  hour: number
  clicks: number | string | null
}

type HourTable = Database['t']['linkClicksHourly']

/** The two tables with per-hour clicks, folded and staged (the same columns). */
function hourTables(db: Database): [HourTable, HourTable] {
  return [db.t.linkClicksHourly, db.t.linkClicksRecent as unknown as HourTable]
}

/** The rows of the range; staged rows of an unknown hour (-1) are never in one. */
const inHours = (h: HourTable, { from, to }: HourRange): SQL =>
  sql`(${h.day}, ${h.hour}) >= (${from.day}, ${sql.raw(String(from.hour))}) and (${h.day}, ${h.hour}) <= (${to.day}, ${sql.raw(String(to.hour))})`

/** Rows of an hour whose clicks add up, hour by hour, to one link's (hours without clicks absent). */
export async function hourRowsOfLink(db: Database, linkId: number, range: HourRange): Promise<HourRow[]> {
  const of = (h: HourTable) =>
    db.orm
      .select({ day: h.day, hour: h.hour, clicks: h.clicks })
      .from(h)
      .where(and(eq(h.linkId, linkId), gte(h.day, range.from.day), inHours(h, range)))
  const [hourly, staged] = hourTables(db)
  return of(hourly).unionAll(of(staged))
}

/**
 * Rows of an hour whose clicks add up, hour by hour, to the links' (hours without clicks absent). A join:
 * the hourly table holds 48 hours, so even read whole it stays small (unlike the days: decision 63).
 */
export async function hourRowsOf(db: Database, links: LinkSet, range: HourRange): Promise<HourRow[]> {
  const of = (h: HourTable) =>
    db.orm
      .select({ day: h.day, hour: h.hour, clicks: sql<number | string>`sum(${h.clicks})` })
      .from(h)
      .innerJoin(links.table, eq(links.id, h.linkId))
      .where(and(links.where, gte(h.day, range.from.day), inHours(h, range)))
      .groupBy(h.day, h.hour)
  const [hourly, staged] = hourTables(db)
  return of(hourly).unionAll(of(staged)) as unknown as Promise<HourRow[]>
}
