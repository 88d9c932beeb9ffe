// Clicks of a user's links in the last 7 UTC days and the 7 before, from the per-day counters (staged clicks included): the
// Total Clicks card's real week-on-week change (issue 13, docs/decisions/0011).
import { and, eq, gte, sql, type AnyColumn } from 'drizzle-orm'
import { clickDayTables, type ClickDayTable } from '../clicks/staged-clicks'
import type { Database } from '../db/database'

export interface ClickWeeks {
  clicksLast7Days: number
  clicksPrevious7Days: number
}

const DAY_MS = 86_400_000
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** A table or subquery of per-day rows. */
type DayRows = { day: AnyColumn; clicks: AnyColumn }

/**
 * The statement clickWeeksOfUser runs: rows of `last` and `previous` to add up. One statement over the
 * per-day rows and the staged ones (staged-clicks.ts): a fold between two reads would count its clicks
 * twice or not at all.
 */
export function clickWeeksStatement(db: Database, userId: string, now = new Date()) {
  const { links } = db.t
  const [daily, staged] = clickDayTables(db)
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const weekStart = utcDay(today - 6 * DAY_MS)
  const since = utcDay(today - 13 * DAY_MS)
  const last = (d: DayRows) => sql<number | string | null>`sum(case when ${d.day} >= ${weekStart} then ${d.clicks} else 0 end)`
  const previous = (d: DayRows) => sql<number | string | null>`sum(case when ${d.day} < ${weekStart} then ${d.clicks} else 0 end)`
  if (db.dialect === 'postgres') {
    // Each of the user's links probes both tables by key (link_id, day) in a lateral aggregate, which
    // PostgreSQL cannot turn into a join: a join let it hash the user's links and read all of
    // link_clicks_daily instead (every link clicked in two weeks; 900,000 rows, 170 ms, decision 63).
    const rowsOfLink = (d: ClickDayTable) => db.orm.select({ day: d.day, clicks: d.clicks }).from(d).where(and(eq(d.linkId, links.id), gte(d.day, since)))
    const days = rowsOfLink(daily).unionAll(rowsOfLink(staged)).as('days_of_link')
    // Drizzle writes a subquery's fields by their bare alias: names of their own.
    const ofLink = db.orm
      .select({ last: last(days).as('link_last'), previous: previous(days).as('link_previous') })
      .from(days)
      .as('weeks_of_link')
    return db.orm
      .select({ last: sql<number | string | null>`sum(${ofLink.last})`, previous: sql<number | string | null>`sum(${ofLink.previous})` })
      .from(links)
      .crossJoinLateral(ofLink)
      .where(eq(links.userId, userId))
  }
  // SQLite joins by nested loops only: the user's links, each probing the tables' keys.
  const of = (d: ClickDayTable) =>
    db.orm
      .select({ last: last(d), previous: previous(d) })
      .from(d)
      .innerJoin(links, eq(links.id, d.linkId))
      .where(and(eq(links.userId, userId), gte(d.day, since)))
  return of(daily).unionAll(of(staged))
}

export async function clickWeeksOfUser(db: Database, userId: string, now = new Date()): Promise<ClickWeeks> {
  const rows = await clickWeeksStatement(db, userId, now)
  const add = (key: 'last' | 'previous') => rows.reduce((n, r) => n + Number(r[key] ?? 0), 0)
  return { clicksLast7Days: add('last'), clicksPrevious7Days: add('previous') }
}
