// Clicks of a workspace's links in the last 7 UTC days and the 7 before, from the per-day counters (staged clicks included): the
// Total Clicks card's real week-on-week change (docs/decisions/0011).
import { sql } from 'drizzle-orm'
import { ownerDaySums } from '../links'
import type { Database } from '../db/database'
import type { LinkOwner } from '../clicks'

export interface ClickWeeks {
  clicksLast7Days: number
  clicksPrevious7Days: number
}

const DAY_MS = 86_400_000
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The statement clickWeeksOf runs: rows of `last` and `previous` to add up, over the per-day rows and
 * the staged ones in one statement (per link by key on PostgreSQL: user-day-sums.repository.ts).
 */
export function clickWeeksStatement(db: Database, owner: LinkOwner, now = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const weekStart = utcDay(today - 6 * DAY_MS)
  return ownerDaySums(
    db,
    owner,
    { from: utcDay(today - 13 * DAY_MS) },
    {
      last: (d) => sql`case when ${d.day} >= ${weekStart} then ${d.clicks} else 0 end`,
      previous: (d) => sql`case when ${d.day} < ${weekStart} then ${d.clicks} else 0 end`,
    },
  )
}

export async function clickWeeksOf(db: Database, owner: LinkOwner, now = new Date()): Promise<ClickWeeks> {
  const rows = await clickWeeksStatement(db, owner, now)
  const add = (key: 'last' | 'previous') => rows.reduce((n, r) => n + Number(r[key] ?? 0), 0)
  return { clicksLast7Days: add('last'), clicksPrevious7Days: add('previous') }
}
