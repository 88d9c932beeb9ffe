// SQL for claiming anonymous links: the move is one conditional UPDATE, so two claims cannot both win.
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { LinkRow } from './links.repository'

/** Gives the anonymous link to `userId` in `workspaceId` and forgets its token hash; null when it is no longer anonymous with that hash. */
export async function moveToUser(db: Database, id: number, tokenHash: string, userId: string, workspaceId: number): Promise<LinkRow | null> {
  const { links } = db.t
  const rows = await db.orm
    .update(links)
    .set({ userId, workspaceId, claimTokenHash: null, updatedAt: new Date() })
    .where(and(eq(links.id, id), isNull(links.userId), eq(links.claimTokenHash, tokenHash)))
    .returning()
  return rows[0] ?? null
}
