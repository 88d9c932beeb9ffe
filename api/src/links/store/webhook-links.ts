// What a `link.clicked` webhook names of a link: its workspace, code and custom domain, by id.
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'

export interface WebhookLinkFacts {
  id: number
  workspaceId: number | null
  code: string
  /** The custom domain's host; null: the instance's own domain. */
  domain: string | null
}

/** The links among `ids` that still exist. */
export async function webhookLinkFacts(db: Database, ids: readonly number[]): Promise<WebhookLinkFacts[]> {
  if (ids.length === 0) return []
  const { links: l, domains: d } = db.t
  return db.orm
    .select({ id: l.id, workspaceId: l.workspaceId, code: l.shortCode, domain: d.host })
    .from(l)
    .leftJoin(d, eq(d.id, l.domainId))
    .where(inArray(l.id, [...ids]))
}
