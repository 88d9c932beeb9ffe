// Reading clicks while some are staged (docs/decisions/0055): a link's total is its folded total plus its
// rows in link_clicks_recent, and its clicks of a day are its link_clicks_daily row plus its staged row of
// that day. A fold moves rows from one to the other in a transaction, so a reader sees each click once only
// if it reads both in ONE statement (one snapshot): the fragments below, or a UNION ALL over both tables.
// The links' own columns come in as arguments: this room names only its own tables.
import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Database, Tables } from '../db/database'

/**
 * A link's staged clicks (0 when none): a sub-select probing the staging table's key for `linkId`, a
 * column of the outer query. Per link read, so only for reads of one link or of one user's links (decision 63).
 */
export function stagedClicksOf(linkId: AnyColumn | SQL): SQL<number> {
  return sql<number>`coalesce((select sum("staged"."clicks") from "link_clicks_recent" "staged" where "staged"."link_id" = ${linkId}), 0)`
}

/** `folded` plus `staged` (null: none) as an integer: an exact total. */
export function withStaged(folded: AnyColumn | SQLWrapper, staged: AnyColumn | SQLWrapper): SQL<number> {
  return sql<number>`cast(${folded} + coalesce(${staged}, 0) as integer)`.mapWith(Number)
}

/** A link's exact clicks: its folded total `folded` plus its staged clicks, in the outer query's statement. */
export function exactClicks(folded: AnyColumn, linkId: AnyColumn): SQL<number> {
  return sql<number>`cast(${folded} + ${stagedClicksOf(linkId)} as integer)`.mapWith(Number)
}

/** exactClicks as SQL text for statements prepared on a raw connection: `folded` and `linkId` are column texts. */
export function exactClicksText(folded: string, linkId: string): string {
  return `cast(${folded} + coalesce((select sum("staged"."clicks") from "link_clicks_recent" "staged" where "staged"."link_id" = ${linkId}), 0) as integer)`
}

/**
 * The staged clicks summed per link, for reads of many links: left-join it on `sums.linkId` and add
 * `sums.clicks` with withStaged. A join, not a sub-select per row: PostgreSQL runs a correlated sub-select
 * once for each link read (344 ms at 100,000 links), a join hashes the small staging table once.
 */
export function stagedSumsByLink(db: Database) {
  const { linkClicksRecent: recent } = db.t
  return db.orm
    .select({ linkId: recent.linkId, clicks: sql<number>`sum(${recent.clicks})`.as('staged_clicks') })
    .from(recent)
    .groupBy(recent.linkId)
    .as('staged_sums')
}

/**
 * The two tables with per-day clicks, folded (link_clicks_daily) and staged (the same columns; typed as
 * the first), for `select(daily).unionAll(select(staged))`: one statement, and rows of both to add up.
 */
export type ClickDayTable = Tables['linkClicksDaily']

export function clickDayTables(db: Database): [ClickDayTable, ClickDayTable] {
  return [db.t.linkClicksDaily, db.t.linkClicksRecent as unknown as ClickDayTable]
}
