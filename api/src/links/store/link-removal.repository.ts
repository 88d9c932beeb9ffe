// The one statement that deletes links rows. Every way a link goes (the owner's delete, a bulk delete, the
// admin's and the CLI's delete, an import taking back links whose codes turned out held, an account's
// deletion) names its links here and gets back what went; the callers keep their own cache and hold steps.
// app/capability-walls.test.ts counts the deletes of the links table: this file holds the only one.
import { and } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { conditionsOf, type LinkSelection } from './link-selection'

export interface RemovedLink {
  id: number
  shortCode: string
  /** Who made it (null: an anonymous link). */
  userId: string | null
  /** Its workspace (null: an anonymous link): the audit log of a removal names it. */
  workspaceId: number | null
}

/** Deletes the selected links (on `db`, which may be the caller's transaction); returns the links deleted. */
export async function deleteLinks(db: Database, selection: LinkSelection): Promise<RemovedLink[]> {
  const { links } = db.t
  const gone: RemovedLink[] = []
  for (const where of conditionsOf(db, selection)) {
    gone.push(
      ...(await db.orm
        .delete(links)
        .where(and(...where))
        .returning({ id: links.id, shortCode: links.shortCode, userId: links.userId, workspaceId: links.workspaceId })),
    )
  }
  return gone
}
