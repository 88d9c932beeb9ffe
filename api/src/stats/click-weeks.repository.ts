// Clicks of a user's links in the last 7 UTC days and the 7 before, from the per-day counters (staged clicks included): the
// Total Clicks card's real week-on-week change (issue 13, docs/decisions/0011).
import { and, eq, gte, sql } from 'drizzle-orm'
import { clickDayTables, type ClickDayTable } from '../clicks/staged-clicks'
import type { Database } from '../db/database'

export interface ClickWeeks {
  clicksLast7Days: number
  clicksPrevious7Days: number
}

const DAY_MS = 86_400_000
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export async function clickWeeksOfUser(db: Database, userId: string, now = new Date()): Promise<ClickWeeks> {
  const { links } = db.t
  const [daily, staged] = clickDayTables(db)
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const weekStart = utcDay(today - 6 * DAY_MS)
  const of = (d: ClickDayTable) =>
    db.orm
      .select({
        last: sql<number | string | null>`sum(case when ${d.day} >= ${weekStart} then ${d.clicks} else 0 end)`,
        previous: sql<number | string | null>`sum(case when ${d.day} < ${weekStart} then ${d.clicks} else 0 end)`,
      })
      .from(d)
      .innerJoin(links, eq(links.id, d.linkId))
      .where(and(eq(links.userId, userId), gte(d.day, utcDay(today - 13 * DAY_MS))))
  // One statement over the per-day rows and the staged ones (staged-clicks.ts): a fold between two reads
  // would count its clicks twice or not at all.
  const rows = await of(daily).unionAll(of(staged))
  const add = (key: 'last' | 'previous') => rows.reduce((n, r) => n + Number(r[key] ?? 0), 0)
  return { clicksLast7Days: add('last'), clicksPrevious7Days: add('previous') }
}
