// SQL for link_takedowns: the links an admin took down (they answer 410 Link disabled) and why. Why admins did
// what they did is moderation's log (moderation/takedowns.repository.ts), kept where it was.
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'

/** Takes the link down, or renews the reason and time when it already is. */
export async function takeDownLink(db: Database, linkId: number, reason: string): Promise<void> {
  const { linkTakedowns } = db.t
  const now = new Date()
  await db.orm
    .insert(linkTakedowns)
    .values({ linkId, reason, createdAt: now })
    .onConflictDoUpdate({ target: linkTakedowns.linkId, set: { reason, createdAt: now } })
}

/** Which of these links an admin took down (a primary-key lookup per id: cheap for a page of the list). */
export async function findTakenDownIds(db: Database, linkIds: number[]): Promise<Set<number>> {
  if (linkIds.length === 0) return new Set()
  const { linkTakedowns } = db.t
  const rows = await db.orm.select({ id: linkTakedowns.linkId }).from(linkTakedowns).where(inArray(linkTakedowns.linkId, linkIds))
  return new Set(rows.map((r) => r.id))
}

/** Whether the link was taken down (and now no longer is). */
export async function restoreLink(db: Database, linkId: number): Promise<boolean> {
  const { linkTakedowns } = db.t
  return (await db.orm.delete(linkTakedowns).where(eq(linkTakedowns.linkId, linkId)).returning()).length > 0
}
