// SQL of an account deletion, run inside one transaction (the handle is the transaction's). What the auth
// service keeps of the account (its user record, the account and what cascades from it: sessions, tokens,
// two-factor factors, API keys) goes through the auth room; deleting the links cascades to their per-day
// click rows.
import { eq } from 'drizzle-orm'
import { deleteAccountAuthData } from '../auth'
import type { Database } from '../db/database'
import { removeAllLinksOf } from '../links'

/** Removes every row of the user and holds their links' codes until `releaseAt`; returns those codes. */
export async function deleteAccountRows(tx: Database, userId: string, releaseAt: Date): Promise<string[]> {
  const { idempotencyKeys } = tx.t
  const codes = await removeAllLinksOf(tx, userId, releaseAt)
  // Stored answers to the user's POST /api/urls hold their links (scope `user:<id>`, idempotency/).
  await tx.orm.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `user:${userId}`))
  await deleteAccountAuthData(tx, userId)
  return codes
}
