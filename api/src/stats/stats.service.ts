// Summary statistics for the acting workspace's links (product-spec §3, §9): totals exact including clicks not yet
// flushed, and the clicks of the last two weeks from the per-day counters.
import type { Actor } from '../http/actor'
import type { ClickReader } from '../clicks'
import type { StatsDto } from '../contracts'
import type { Database } from '../db/database'
import { clickWeeksOf } from './click-weeks.repository'
import { actingWorkspace } from '../access'

export interface StatsDeps {
  db: Database
  clicks: ClickReader
}

export async function statsFor(deps: StatsDeps, actor: Actor): Promise<StatsDto> {
  const owner = { workspace: actingWorkspace(actor).id }
  const [totals, weeks] = await Promise.all([deps.clicks.totalsOf(owner), clickWeeksOf(deps.db, owner)])
  return {
    totalUrls: totals.links,
    totalClicks: totals.clicks,
    averageCTR: totals.links === 0 ? 0 : totals.clicks / totals.links,
    ...weeks,
  }
}
