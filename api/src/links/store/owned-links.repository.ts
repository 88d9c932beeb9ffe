// Reads of links for the exports: a workspace's chosen ids (the link export), and every link a person made a page at a
// time in the dashboard's order (the account export; keyset on created_at, id over links_user_created_idx).
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { LinkRow } from './links.repository'

/** The workspace's links among the ids, newest first (another workspace's ids select nothing). */
export async function findLinksIn(db: Database, workspaceId: number, ids: number[]): Promise<LinkRow[]> {
  const { links } = db.t
  const rows: LinkRow[] = []
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...(await db.orm
        .select()
        .from(links)
        .where(and(eq(links.workspaceId, workspaceId), inArray(links.id, ids.slice(i, i + 500))))),
    )
  }
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
}

export type PageCursor = { createdAt: Date; id: number } | null

/** The next `size` links of the owner after the cursor, newest first. */
export async function findOwnerLinksPage(db: Database, userId: string, after: PageCursor, size: number): Promise<LinkRow[]> {
  const { links } = db.t
  const older = after ? or(lt(links.createdAt, after.createdAt), and(eq(links.createdAt, after.createdAt), lt(links.id, after.id))) : undefined
  return db.orm
    .select()
    .from(links)
    .where(and(eq(links.userId, userId), older))
    .orderBy(desc(links.createdAt), desc(links.id))
    .limit(size)
}
