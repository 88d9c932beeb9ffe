// SQL for the one fact of account_flags the policy reads: whether `snip users promote` made the account an
// admin. Read here rather than through moderation/, so every room (moderation's own routes too) can ask
// access/ without a loop of imports.
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database'

export async function isPromotedAdmin(db: Database, userId: string): Promise<boolean> {
  const { accountFlags } = db.t
  const [row] = await db.orm.select({ isAdmin: accountFlags.isAdmin }).from(accountFlags).where(eq(accountFlags.userId, userId)).limit(1)
  return row?.isAdmin ?? false
}
