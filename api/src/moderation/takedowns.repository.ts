// SQL for link_takedowns and moderation_log: links an admin took down, and why admins did what they did.
import { desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/database'

export async function takeDownLink(db: Database, linkId: number, reason: string): Promise<void> {
  const { linkTakedowns } = db.t
  const now = new Date()
  await db.orm.insert(linkTakedowns).values({ linkId, reason, createdAt: now }).onConflictDoUpdate({ target: linkTakedowns.linkId, set: { reason, createdAt: now } })
}

/** Which of these links an admin took down (a primary-key lookup per id: cheap for a page of the list). */
export async function findTakenDownIds(db: Database, linkIds: number[]): Promise<Set<number>> {
  if (linkIds.length === 0) return new Set()
  const { linkTakedowns } = db.t
  const rows = await db.orm.select({ id: linkTakedowns.linkId }).from(linkTakedowns).where(inArray(linkTakedowns.linkId, linkIds))
  return new Set(rows.map((r) => r.id))
}

export async function restoreLink(db: Database, linkId: number): Promise<boolean> {
  const { linkTakedowns } = db.t
  return (await db.orm.delete(linkTakedowns).where(eq(linkTakedowns.linkId, linkId)).returning()).length > 0
}

export type ModerationAction = 'link.disable' | 'link.enable' | 'link.delete' | 'user.disable' | 'user.enable' | 'report.dismiss'

export async function logModeration(db: Database, action: ModerationAction, subject: string, reason: string): Promise<void> {
  await db.orm.insert(db.t.moderationLog).values({ action, subject, reason, createdAt: new Date() })
}

export async function recentModeration(db: Database, limit = 50) {
  const { moderationLog } = db.t
  return db.orm.select().from(moderationLog).orderBy(desc(moderationLog.createdAt), desc(moderationLog.id)).limit(limit)
}
