// Summary statistics for the caller's links (product-spec §3, §9): totals exact including clicks not yet
// flushed, and the clicks of the last two weeks from the per-day counters.
import type { Actor } from '../auth/auth-service'
import type { StatsDto } from '../contracts'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import { filterOwnedLinkIds, sumLinksOfUser } from '../links/links.repository'
import type { ExactClicks } from '../redirect/exact-clicks'
import { clickWeeksOfUser } from './click-weeks.repository'

export interface StatsDeps {
  db: Database
  pendingClicks(linkId: number): number
  pendingIds(): number[]
  /** Runs a read that adds pendingClicks() so that no flush overlaps it (click-counter.ts). */
  consistentRead<T>(read: () => Promise<T>): Promise<T>
  /** When set (SQLite with a flush worker), totals come from one exact snapshot. */
  exactClicks?: ExactClicks
}

export async function statsFor(deps: StatsDeps, actor: Actor | null): Promise<StatsDto> {
  if (!actor) throw AppError.unauthorized()
  const [totals, weeks] = await Promise.all([totalsFor(deps, actor.userId), clickWeeksOfUser(deps.db, actor.userId)])
  return { ...totals, ...weeks }
}

type Totals = Pick<StatsDto, 'totalUrls' | 'totalClicks' | 'averageCTR'>

async function totalsFor(deps: StatsDeps, userId: string): Promise<Totals> {
  const exact = deps.exactClicks
  if (exact) {
    // SQLite with a flush worker: committed and pending clicks from one snapshot (exact-clicks.ts)
    let totalClicks = 0
    const clicks = exact.ofUser(userId)
    for (const n of clicks.values()) totalClicks += n
    return { totalUrls: clicks.size, totalClicks, averageCTR: clicks.size === 0 ? 0 : totalClicks / clicks.size }
  }
  return deps.consistentRead(async () => {
    let { totalUrls, totalClicks } = await sumLinksOfUser(deps.db, userId)
    const pending = deps.pendingIds()
    if (pending.length > 0) {
      for (const id of await filterOwnedLinkIds(deps.db, userId, pending)) totalClicks += deps.pendingClicks(id)
    }
    return { totalUrls, totalClicks, averageCTR: totalUrls === 0 ? 0 : totalClicks / totalUrls }
  })
}
