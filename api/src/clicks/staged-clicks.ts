// Reading clicks while some are staged (docs/decisions/0055): a link's total is links.clicks plus its rows
// in link_clicks_recent, and its clicks of a day are its link_clicks_daily row plus its staged row of that
// day. A fold moves rows from one to the other in a transaction, so a reader sees each click once only if
// it reads both in ONE statement (one snapshot): the expression below, or a UNION ALL over both tables.
import { sql, type SQL } from 'drizzle-orm'
import type { Database, Tables } from '../db/database'

/** A link's total clicks, staged ones included, as SQL text; the outer query's links table must be named `links`. */
export const EXACT_LINK_CLICKS_SQL =
  'cast("links"."clicks" + coalesce((select sum("staged"."clicks") from "link_clicks_recent" "staged" where "staged"."link_id" = "links"."id"), 0) as integer)'

/** EXACT_LINK_CLICKS_SQL for Drizzle selects from `links`. */
export function exactLinkClicks(): SQL<number> {
  return sql<number>`${sql.raw(EXACT_LINK_CLICKS_SQL)}`.mapWith(Number)
}

/**
 * The two tables with per-day clicks, link_clicks_daily and link_clicks_recent (the same columns; typed as
 * the first), for `select(daily).unionAll(select(staged))`: one statement, and rows of both to add up.
 */
export type ClickDayTable = Tables['linkClicksDaily']

export function clickDayTables(db: Database): [ClickDayTable, ClickDayTable] {
  return [db.t.linkClicksDaily, db.t.linkClicksRecent as unknown as ClickDayTable]
}
