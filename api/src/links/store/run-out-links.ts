// Links that have run out (reached their expiry date or their click cap), with their custom domain's host,
// for the webhooks' link.expired (docs/decisions/0086): read by the expiry date's window, or one by id when
// its last click was taken.
import { and, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { LinkRow } from './links.repository'

export type RunOutRow = LinkRow & { host: string | null }

/** The links of these workspaces whose expiry date falls in (from, to]. */
export async function linksExpiringBetween(db: Database, workspaceIds: number[], from: Date, to: Date): Promise<RunOutRow[]> {
  if (workspaceIds.length === 0) return []
  const { links: l, domains: d } = db.t
  const rows = await db.orm
    .select({ link: l, host: d.host })
    .from(l)
    .leftJoin(d, eq(d.id, l.domainId))
    .where(and(inArray(l.workspaceId, workspaceIds), isNotNull(l.expiresAt), gt(l.expiresAt, from), lte(l.expiresAt, to)))
  return rows.map((r) => ({ ...(r.link as LinkRow), host: r.host }))
}

/** The link by id with its domain's host; undefined when it is gone. */
export async function linkWithHost(db: Database, id: number): Promise<RunOutRow | undefined> {
  const { links: l, domains: d } = db.t
  const [row] = await db.orm.select({ link: l, host: d.host }).from(l).leftJoin(d, eq(d.id, l.domainId)).where(eq(l.id, id)).limit(1)
  return row && { ...(row.link as LinkRow), host: row.host }
}
