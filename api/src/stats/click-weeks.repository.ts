// Clicks of a user's links in the last 7 UTC days and the 7 before, from the per-day counters: the
// Total Clicks card's real week-on-week change (issue 13, docs/decisions/0011).
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '../db/database'

export interface ClickWeeks {
  clicksLast7Days: number
  clicksPrevious7Days: number
}

const DAY_MS = 86_400_000
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export async function clickWeeksOfUser(db: Database, userId: string, now = new Date()): Promise<ClickWeeks> {
  const { links, linkClicksDaily: daily } = db.t
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const weekStart = utcDay(today - 6 * DAY_MS)
  const [row] = await db.orm
    .select({
      last: sql<number | string | null>`sum(case when ${daily.day} >= ${weekStart} then ${daily.clicks} else 0 end)`,
      previous: sql<number | string | null>`sum(case when ${daily.day} < ${weekStart} then ${daily.clicks} else 0 end)`,
    })
    .from(daily)
    .innerJoin(links, eq(links.id, daily.linkId))
    .where(and(eq(links.userId, userId), gte(daily.day, utcDay(today - 13 * DAY_MS))))
  return { clicksLast7Days: Number(row?.last ?? 0), clicksPrevious7Days: Number(row?.previous ?? 0) }
}
