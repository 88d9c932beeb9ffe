// The owner's on/off switch written for many links at once (bulk actions, the CLI). Moderation's takedown
// is a separate row (moderation/), so switching a link on never undoes a takedown.
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { conditionsOf, type LinkSelection } from './link-selection'

/** Sets is_active on the selected links; `onlyChanging`: skip those already so (their updated_at stays). Returns the links written. */
export async function setLinksActive(
  db: Database,
  selection: LinkSelection,
  active: boolean,
  onlyChanging: boolean,
): Promise<{ id: number; shortCode: string; userId: string | null }[]> {
  const { links } = db.t
  const written: { id: number; shortCode: string; userId: string | null }[] = []
  for (const where of conditionsOf(db, selection)) {
    const rows = await db.orm
      .update(links)
      .set({ isActive: active, updatedAt: new Date() })
      .where(and(...where, onlyChanging ? eq(links.isActive, !active) : undefined))
      .returning({ id: links.id, shortCode: links.shortCode, userId: links.userId })
    written.push(...rows)
  }
  return written
}
