// Product user records (product-spec §3 "User (backend record)").
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'

export type UserRecordRow = Database['t']['users']['$inferSelect']

export async function findUserRecord(db: Database, userId: string): Promise<UserRecordRow | null> {
  const { users } = db.t
  const rows = await db.orm.select().from(users).where(eq(users.userId, userId)).limit(1)
  return rows[0] ?? null
}

/** Creates the record unless it exists; returns whether it was created. */
export async function insertUserRecord(
  db: Database,
  record: { userId: string; email: string; username: string; password: string },
): Promise<boolean> {
  const { users } = db.t
  const rows = await db.orm
    .insert(users)
    .values({ ...record, createdAt: new Date() })
    .onConflictDoNothing({ target: users.userId })
    .returning({ id: users.id })
  return rows.length > 0
}
