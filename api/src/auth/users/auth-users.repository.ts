// SQL for auth_users (the accounts of the embedded auth service). The database handle comes first.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'

export type AuthUserRow = Database['t']['authUsers']['$inferSelect']
export type NewAuthUser = Database['t']['authUsers']['$inferInsert']
export type MailSentColumn = 'confirmationSentAt' | 'recoverySentAt' | 'emailChangeSentAt'
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

export async function updateAuthUser(db: Database, id: string, patch: AuthUserPatch): Promise<AuthUserRow> {
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
 * `frequencyMs` old: a compare-and-set, so concurrent requests send one mail. With `unconfirmedOnly`, also
 * only while the address is unconfirmed: a sign-up that looked the user up before a concurrent confirmation
 * committed must not set the password of the now confirmed account. Undefined when nothing was written.
 */
export async function markMailSentIfDue(
  db: Database,
  id: string,
  column: MailSentColumn,
  sentAt: Date,
  frequencyMs: number,
  patch: AuthUserPatch,
  unconfirmedOnly: boolean,
): Promise<AuthUserRow | undefined> {
  const { authUsers } = db.t
  const due = or(isNull(authUsers[column]), lte(authUsers[column], new Date(sentAt.getTime() - frequencyMs)))
  const [row] = await db.orm
    .update(authUsers)
    .set({ ...patch, [column]: sentAt, updatedAt: sentAt })
    .where(and(eq(authUsers.id, id), due, unconfirmedOnly ? isNull(authUsers.emailConfirmedAt) : undefined))
    .returning()
  return row
}

/**
 * Puts the "sent at" column back to `previous` after the mail marked at `sentAt` could not be sent — only if
 * it still holds `sentAt`: a later mail's mark (the send failed late, after 60 s) stays.
 */
export async function restoreMailSentAt(db: Database, id: string, column: MailSentColumn, sentAt: Date, previous: Date | null): Promise<void> {
  const { authUsers } = db.t
  await db.orm
    .update(authUsers)
    .set({ [column]: previous, updatedAt: new Date() })
    .where(and(eq(authUsers.id, id), eq(authUsers[column], sentAt)))
}

/**
 * Marks the address confirmed, if it is not yet and no confirmation mail went out after `tokenIssuedAt` (a
 * sign-up in the meantime replaced the password: the token proves the mailbox for the earlier one only).
 * Returns the row as it is now, read under the row's lock, or undefined when nothing was written.
 */
export async function confirmEmailIfUnchanged(db: Database, id: string, tokenIssuedAt: Date, now: Date): Promise<AuthUserRow | undefined> {
  const { authUsers } = db.t
  const [row] = await db.orm
    .update(authUsers)
    .set({ emailConfirmedAt: now, updatedAt: now })
    .where(
      and(eq(authUsers.id, id), isNull(authUsers.emailConfirmedAt), or(isNull(authUsers.confirmationSentAt), lte(authUsers.confirmationSentAt, tokenIssuedAt))),
    )
    .returning()
  return row
}

/**
 * Counts one confirmation of the pending e-mail change to `email` (0 → 1 → 2), in one statement: two
 * confirmations arriving together are both counted. The count after it, or undefined when that change is no
 * longer pending.
 */
export async function countEmailChangeConfirmation(db: Database, id: string, email: string): Promise<number | undefined> {
  const { authUsers } = db.t
  const [row] = await db.orm
    .update(authUsers)
    .set({ emailChangeConfirmStatus: sql`${authUsers.emailChangeConfirmStatus} + 1`, updatedAt: new Date() })
    .where(and(eq(authUsers.id, id), eq(authUsers.emailChange, email)))
    .returning({ count: authUsers.emailChangeConfirmStatus })
  return row?.count
}
