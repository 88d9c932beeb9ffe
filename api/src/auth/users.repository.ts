// SQL for auth_users (the accounts of the embedded auth service). The database handle comes first.
import { and, eq, isNull, lte, or } from 'drizzle-orm'
import type { Database } from '../db/database'

export type AuthUserRow = Database['t']['authUsers']['$inferSelect']
export type NewAuthUser = Database['t']['authUsers']['$inferInsert']
export type AuthUserPatch = Partial<Omit<NewAuthUser, 'id' | 'createdAt'>>

export async function findAuthUserByEmail(db: Database, email: string): Promise<AuthUserRow | undefined> {
  const { authUsers } = db.t
  const [row] = await db.orm.select().from(authUsers).where(eq(authUsers.email, email)).limit(1)
  return row
}

export async function findAuthUserById(db: Database, id: string): Promise<AuthUserRow | undefined> {
  const { authUsers } = db.t
  const [row] = await db.orm.select().from(authUsers).where(eq(authUsers.id, id)).limit(1)
  return row
}

export async function insertAuthUser(db: Database, user: NewAuthUser): Promise<AuthUserRow> {
  const [row] = await db.orm.insert(db.t.authUsers).values(user).returning()
  return row!
}

export async function updateAuthUser(
  db: Database,
  id: string,
  patch: AuthUserPatch,
): Promise<AuthUserRow> {
  const { authUsers } = db.t
  const [row] = await db.orm
    .update(authUsers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(authUsers.id, id))
    .returning()
  return row!
}

/**
 * Sets the "sent at" column to `sentAt` (with `patch`) only if the previous mail of that kind is at least
 * `frequencyMs` old: a compare-and-set, so concurrent requests send one mail. Undefined when it was too soon.
 */
export async function markMailSentIfDue(
  db: Database,
  id: string,
  column: 'confirmationSentAt' | 'recoverySentAt',
  sentAt: Date,
  frequencyMs: number,
  patch: AuthUserPatch,
): Promise<AuthUserRow | undefined> {
  const { authUsers } = db.t
  const due = or(isNull(authUsers[column]), lte(authUsers[column], new Date(sentAt.getTime() - frequencyMs)))
  const [row] = await db.orm
    .update(authUsers)
    .set({ ...patch, [column]: sentAt, updatedAt: sentAt })
    .where(and(eq(authUsers.id, id), due))
    .returning()
  return row
}
