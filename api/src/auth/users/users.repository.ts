// Product user records, table `users` (product-spec §3 "User (backend record)"): written when the auth
// service creates an account and by POST /api/users, read by GET /api/users/me.
import { eq } from 'drizzle-orm'
import { PASSWORD_PLACEHOLDER } from '../../contracts'
import type { Database } from '../../db/database'

export type UserRecordRow = Database['t']['users']['$inferSelect']

export async function findUserRecord(db: Database, userId: string): Promise<UserRecordRow | null> {
  const { users } = db.t
  const rows = await db.orm.select().from(users).where(eq(users.userId, userId)).limit(1)
  return rows[0] ?? null
}

/** Creates the record unless it exists; returns whether it was created. The password is a placeholder: the auth service keeps the real one. */
export async function insertUserRecord(db: Database, record: { userId: string; email: string; username: string; language?: string | null }): Promise<boolean> {
  const { users } = db.t
  const rows = await db.orm
    .insert(users)
    .values({ ...record, password: PASSWORD_PLACEHOLDER, createdAt: new Date() })
    .onConflictDoNothing({ target: users.userId })
    .returning({ id: users.id })
  return rows.length > 0
}

export async function updateUsername(db: Database, userId: string, username: string): Promise<void> {
  const { users } = db.t
  await db.orm.update(users).set({ username }).where(eq(users.userId, userId))
}

/** Follows a change of the account's e-mail address (the auth service calls it in the same transaction). */
export async function updateUserRecordEmail(db: Database, userId: string, email: string): Promise<void> {
  const { users } = db.t
  await db.orm.update(users).set({ email }).where(eq(users.userId, userId))
}

/** The account's chosen time zone (null: none chosen), or undefined when it has no record. */
export async function findTimeZone(db: Database, userId: string): Promise<string | null | undefined> {
  const { users } = db.t
  const [row] = await db.orm.select({ timeZone: users.timeZone }).from(users).where(eq(users.userId, userId)).limit(1)
  return row ? row.timeZone : undefined
}

/** Sets the account's time zone (null: none); false when it has no record. */
export async function updateTimeZone(db: Database, userId: string, timeZone: string | null): Promise<boolean> {
  const { users } = db.t
  const rows = await db.orm.update(users).set({ timeZone }).where(eq(users.userId, userId)).returning({ id: users.id })
  return rows.length > 0
}

/** The account's chosen language (null: none chosen), or undefined when it has no record. */
export async function findAccountLanguage(db: Database, userId: string): Promise<string | null | undefined> {
  const { users } = db.t
  const [row] = await db.orm.select({ language: users.language }).from(users).where(eq(users.userId, userId)).limit(1)
  return row ? row.language : undefined
}

/** Sets the account's language (null: none); false when it has no record. */
export async function updateAccountLanguage(db: Database, userId: string, language: string | null): Promise<boolean> {
  const { users } = db.t
  const rows = await db.orm.update(users).set({ language }).where(eq(users.userId, userId)).returning({ id: users.id })
  return rows.length > 0
}
