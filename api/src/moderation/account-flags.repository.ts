// SQL for account_flags: who is an admin (besides ADMIN_EMAILS) and which accounts are disabled.
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/database'

export interface AccountFlags {
  isAdmin: boolean
  disabled: boolean
}

export async function findAccountFlags(db: Database, userId: string): Promise<AccountFlags> {
  const { accountFlags } = db.t
  const [row] = await db.orm.select().from(accountFlags).where(eq(accountFlags.userId, userId)).limit(1)
  return { isAdmin: row?.isAdmin ?? false, disabled: !!row?.disabledAt }
}

export async function setAccountFlags(db: Database, userId: string, changes: { isAdmin?: boolean; disabled?: boolean }): Promise<void> {
  const { accountFlags } = db.t
  const set: { isAdmin?: boolean; disabledAt?: Date | null } = {}
  if (changes.isAdmin !== undefined) set.isAdmin = changes.isAdmin
  if (changes.disabled !== undefined) set.disabledAt = changes.disabled ? new Date() : null
  await db.orm
    .insert(accountFlags)
    .values({ userId, isAdmin: set.isAdmin ?? false, disabledAt: set.disabledAt ?? null })
    .onConflictDoUpdate({ target: accountFlags.userId, set: { ...set, userId: sql`excluded.user_id` } })
}
