// When a link runs out — its expiry date passes, or its last click under a cap is taken — nothing in the
// links table changes: the rule (rules/followable.ts) answers differently from then on. These reads find
// such links for a room that tells of it (webhooks' link.expired), as the link's DTO and the moment it ran out.
import type { LinkDto } from '../contracts'
import type { Database } from '../db/database'
import { findTagNamesByLink } from '../tags/tags.repository'
import { toLinkDto } from './link-mapper'
import { linksExpiringBetween, linkWithHost, type RunOutRow } from './store/run-out-links'

export interface RunOutLink {
  workspaceId: number
  link: LinkDto
  /** When it ran out: its expiry date, or when its last click was taken. */
  at: Date
}

async function dtosOf(db: Database, rows: RunOutRow[], now: number, at: (row: RunOutRow) => Date): Promise<RunOutLink[]> {
  const out: RunOutLink[] = []
  const byWorkspace = new Map<number, RunOutRow[]>()
  for (const row of rows) if (row.workspaceId !== null) byWorkspace.set(row.workspaceId, [...(byWorkspace.get(row.workspaceId) ?? []), row])
  for (const [workspaceId, group] of byWorkspace) {
    const tags = await findTagNamesByLink(
      db,
      workspaceId,
      group.map((r) => r.id),
    )
    for (const row of group) out.push({ workspaceId, link: toLinkDto(row, row.clicks, now, tags.get(row.id) ?? [], row.host), at: at(row) })
  }
  return out
}

/** The workspaces' links whose expiry date is in (from, to]. */
export async function linksExpiredBetween(db: Database, workspaceIds: number[], from: Date, to: Date): Promise<RunOutLink[]> {
  const rows = await linksExpiringBetween(db, workspaceIds, from, to)
  return dtosOf(db, rows, to.getTime(), (r) => r.expiresAt as Date)
}

/** The link, when its click cap is reached (its clicks are at least its cap); undefined otherwise. */
export async function linkOutOfClicks(db: Database, id: number, now: Date): Promise<RunOutLink | undefined> {
  const row = await linkWithHost(db, id)
  if (!row || row.maxClicks === null || row.clicks < row.maxClicks) return undefined
  return (await dtosOf(db, [row], now.getTime(), () => now))[0]
}
