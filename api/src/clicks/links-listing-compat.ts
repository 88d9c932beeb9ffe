// Until links/listing.repository.ts reads its exact totals from links/store/click-totals.ts (where these
// live now), its old import from staged-clicks.ts keeps working through these copies. They name the links
// table, which this room otherwise never does: delete this file with that import.
import { eq, getTableColumns } from 'drizzle-orm'
import type { Database } from '../db/database'
import { stagedSumsByLink, withStaged } from './staged-clicks'

export function stagedTotals(db: Database) {
  const sums = stagedSumsByLink(db)
  return { sums, total: withStaged(db.t.links.clicks, sums.clicks) }
}

export function selectLinksWithExactClicks(db: Database, { sums, total } = stagedTotals(db)) {
  const { links } = db.t
  return db.orm
    .select({ ...getTableColumns(links), clicks: total })
    .from(links)
    .leftJoin(sums, eq(sums.linkId, links.id))
}
