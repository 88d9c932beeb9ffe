// SQL for moderation_log: why admins did what they did (which links are taken down: links/store).
import { desc } from 'drizzle-orm'
import type { ModerationAction } from '../contracts/moderation'
import type { Database } from '../db/database'

export async function logModeration(db: Database, action: ModerationAction, subject: string, reason: string): Promise<void> {
  await db.orm.insert(db.t.moderationLog).values({ action, subject, reason, createdAt: new Date() })
}

export async function recentModeration(db: Database, limit = 50) {
  const { moderationLog } = db.t
  return db.orm.select().from(moderationLog).orderBy(desc(moderationLog.createdAt), desc(moderationLog.id)).limit(limit)
}
