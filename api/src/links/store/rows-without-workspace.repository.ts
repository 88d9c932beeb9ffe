// Links an older instance wrote (one sharing the PostgreSQL database during a rolling upgrade, built before
// workspaces): they name their maker but no workspace, so no workspace lists them until adopted.
import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'

/** Makers of links without a workspace (anonymous links have neither and stay so), at most `limit`. */
export async function makersOfLinksWithoutWorkspace(db: Database, limit = 500): Promise<string[]> {
  const { links } = db.t
  const rows = await db.orm
    .selectDistinct({ userId: links.userId })
    .from(links)
    .where(and(isNull(links.workspaceId), isNotNull(links.userId)))
    .limit(limit)
  return rows.map((r) => r.userId!)
}

/** Puts the maker's links without a workspace in `workspaceId` (their personal one); returns how many. */
export async function adoptLinksOf(db: Database, userId: string, workspaceId: number): Promise<number> {
  const { links } = db.t
  const moved = await db.orm
    .update(links)
    .set({ workspaceId })
    .where(and(eq(links.userId, userId), isNull(links.workspaceId)))
    .returning({ id: links.id })
  return moved.length
}
