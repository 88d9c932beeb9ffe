// Sums over the per-day clicks of a set of links (all of a user's: links/store/user-day-sums.ts) in a range
// of UTC days, staged clicks included: the Total Clicks card's two weeks (stats/click-weeks.repository.ts)
// and the caller's clicks per day (analytics/analytics.repository.ts). One statement over link_clicks_daily
// and the staged rows (staged-clicks.ts): a fold between two reads would count its clicks twice or not at
// all. The set of links is the caller's (their table, id column and condition): this room names no links.
import { and, eq, gte, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database'
import { clickDayTables, type ClickDayTable } from './staged-clicks'

/** The links whose clicks to add up: the table they are rows of, its id column, and which of its rows. */
export interface LinkSet {
  table: PgTable
  id: AnyColumn
  where: SQL
}

/** A table or subquery of per-day rows. */
export type DayRows = { day: AnyColumn; clicks: AnyColumn }

/** What to add up, by name: an expression of each per-day row. */
export type DayTerms<K extends string> = Record<K, (d: DayRows) => SQL>

/** UTC days YYYY-MM-DD, both ends included; no `to`, no upper end. */
export interface DayRange {
  from: string
  to?: string
}

/** Partial sums, to be added up by the caller: PostgreSQL's bigint and numeric come as strings. */
export type Sums<K extends string> = Record<K, number | string | null>

/** A statement to await (its rows) or to explain (toSQL). */
export interface SumsStatement<Row> extends PromiseLike<Row[]> {
  toSQL(): { sql: string; params: unknown[] }
}

function sumsStatement<K extends string>(db: Database, links: LinkSet, { from, to }: DayRange, terms: DayTerms<K>, byDay: boolean) {
  const [daily, staged] = clickDayTables(db)
  const names = Object.keys(terms) as K[]
  const sums = (d: DayRows, alias?: (k: K) => string) =>
    Object.fromEntries(names.map((k) => [k, alias ? sql`sum(${terms[k](d)})`.as(alias(k)) : sql`sum(${terms[k](d)})`]))
  const inRange = (d: ClickDayTable) => and(gte(d.day, from), to === undefined ? undefined : lte(d.day, to))
  if (db.dialect === 'postgres') {
    // Each of the links probes both tables by key (link_id, day) in a lateral aggregate, which
    // PostgreSQL cannot turn into a join: a join let it hash the links and read all of
    // link_clicks_daily instead (every link clicked in the range; 900,000 rows, 100-170 ms, decision 63).
    const rowsOfLink = (d: ClickDayTable) =>
      db.orm
        .select({ day: d.day, clicks: d.clicks })
        .from(d)
        .where(and(eq(d.linkId, links.id), inRange(d)))
    const days = rowsOfLink(daily).unionAll(rowsOfLink(staged)).as('days_of_link')
    // Drizzle writes a subquery's fields by their bare alias: names of their own.
    const ofLink = db.orm
      .select({ ...(byDay ? { day: days.day } : {}), ...sums(days, (k) => `link_${k}`) })
      .from(days)
      .$dynamic()
    const perLink = (byDay ? ofLink.groupBy(days.day) : ofLink).as('sums_of_link')
    const field = perLink as unknown as Record<'day' | K, SQL> // its fields, typed here by name
    const all = db.orm
      .select({ ...(byDay ? { day: field.day } : {}), ...Object.fromEntries(names.map((k) => [k, sql`sum(${field[k]})`])) })
      .from(links.table)
      .crossJoinLateral(perLink)
      .where(links.where)
      .$dynamic()
    return byDay ? all.groupBy(field.day) : all
  }
  // SQLite joins by nested loops only: the links, each probing the tables' keys.
  const of = (d: ClickDayTable) => {
    const rows = db.orm
      .select({ ...(byDay ? { day: d.day } : {}), ...sums(d) })
      .from(d)
      .innerJoin(links.table, eq(links.id, d.linkId))
      .where(and(links.where, inRange(d)))
      .$dynamic()
    return byDay ? rows.groupBy(d.day) : rows
  }
  return of(daily).unionAll(of(staged))
}

/** Rows whose sums of `terms` over the range add up to the links' (one or two rows). */
export function daySumsOf<K extends string>(db: Database, links: LinkSet, range: DayRange, terms: DayTerms<K>): SumsStatement<Sums<K>> {
  return sumsStatement(db, links, range, terms, false) as unknown as SumsStatement<Sums<K>>
}

/** Rows of a day and sums of `terms` that add up, day by day, to the links' (days without rows absent). */
export function daySumsByDayOf<K extends string>(db: Database, links: LinkSet, range: DayRange, terms: DayTerms<K>): SumsStatement<{ day: string } & Sums<K>> {
  return sumsStatement(db, links, range, terms, true) as unknown as SumsStatement<{ day: string } & Sums<K>>
}
