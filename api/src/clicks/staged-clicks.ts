// Reading clicks while some are staged (docs/decisions/0055): a link's total is links.clicks plus its rows
// in link_clicks_recent, and its clicks of a day are its link_clicks_daily row plus its staged row of that
// day. A fold moves rows from one to the other in a transaction, so a reader sees each click once only if
// it reads both in ONE statement (one snapshot): the expression below, or a UNION ALL over both tables.
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { Database, Tables } from '../db/database'

/** A link's total clicks, staged ones included, as SQL text; the outer query's links table must be named `links`. */
export const EXACT_LINK_CLICKS_SQL =
  'cast("links"."clicks" + coalesce((select sum("staged"."clicks") from "link_clicks_recent" "staged" where "staged"."link_id" = "links"."id"), 0) as integer)'

/** EXACT_LINK_CLICKS_SQL for Drizzle selects from `links`. */
export function exactLinkClicks(): SQL<number> {
  return sql<number>`${sql.raw(EXACT_LINK_CLICKS_SQL)}`.mapWith(Number)
}

/**
 * Exact totals for reads of many links: `links` left-joined with the staging table's sums per link (join
 * `sums` on `sums.linkId = links.id`; `total` is then each link's exact clicks). A join, not a sub-select
 * per row: PostgreSQL runs a correlated sub-select once for each link read (344 ms at 100,000 links), a
 * join hashes the small staging table once.
 */
export function stagedTotals(db: Database) {
  const { links, linkClicksRecent: recent } = db.t
  const sums = db.orm
    .select({ linkId: recent.linkId, clicks: sql<number>`sum(${recent.clicks})`.as('staged_clicks') })
    .from(recent)
    .groupBy(recent.linkId)
    .as('staged_sums')
  const total = sql<number>`cast(${links.clicks} + coalesce(${sums.clicks}, 0) as integer)`.mapWith(Number)
  return { sums, total }
}

/** A select of every column of `links`, `clicks` being the exact total (staged clicks included). */
export function selectLinksWithExactClicks(db: Database, { sums, total } = stagedTotals(db)) {
  const { links } = db.t
  return db.orm
    .select({ ...getTableColumns(links), clicks: total })
    .from(links)
    .leftJoin(sums, eq(sums.linkId, links.id))
}

/**
 * The two tables with per-day clicks, link_clicks_daily and link_clicks_recent (the same columns; typed as
 * the first), for `select(daily).unionAll(select(staged))`: one statement, and rows of both to add up.
 */
export type ClickDayTable = Tables['linkClicksDaily']

export function clickDayTables(db: Database): [ClickDayTable, ClickDayTable] {
  return [db.t.linkClicksDaily, db.t.linkClicksRecent as unknown as ClickDayTable]
}
