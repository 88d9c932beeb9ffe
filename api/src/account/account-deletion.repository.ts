// SQL of an account deletion, run inside one transaction (the handle is the transaction's). Deleting the
// auth user cascades to its sessions, their refresh tokens, its one-time tokens and every table that
// references auth_users.id with ON DELETE CASCADE (two-factor factors, API keys); deleting the links
// cascades to their per-day click rows. The identity lives on the auth_users row itself.
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'
import { removeAllLinksOf } from '../links'

/** Removes every row of the user and holds their links' codes until `releaseAt`; returns those codes. */
export async function deleteAccountRows(tx: Database, userId: string, releaseAt: Date): Promise<string[]> {
  const { users, authUsers, idempotencyKeys } = tx.t
  const codes = await removeAllLinksOf(tx, userId, releaseAt)
  // Stored answers to the user's POST /api/urls hold their links (scope `user:<id>`, idempotency/).
  await tx.orm.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `user:${userId}`))
  await tx.orm.delete(users).where(eq(users.userId, userId))
  await tx.orm.delete(authUsers).where(eq(authUsers.id, userId))
  return codes
}
