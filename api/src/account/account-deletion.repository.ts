// SQL of an account deletion, run inside one transaction (the handle is the transaction's). What the auth
// service keeps of the account (its user record, the account and what cascades from it: sessions, tokens,
// two-factor factors, API keys) goes through the auth room; deleting the links cascades to their per-day
// click rows.
import { forgetAccountInAudit } from '../audit'
import { eq } from 'drizzle-orm'
import { deleteAccountAuthData } from '../auth'
import type { Database } from '../db/database'
import { removeAllLinksIn, removeAllLinksOf } from '../links'
import { handOverTags } from '../tags'
import { forgetAccountWorkspaces, heirsOfLeavingAccount, workspacesOfLeavingAccount } from '../workspaces'

/** Removes every row of the user and holds their links' codes until `releaseAt`; returns those codes. */
export async function deleteAccountRows(tx: Database, userId: string, releaseAt: Date): Promise<string[]> {
  const { idempotencyKeys } = tx.t
  // Links made in a team others are in stay with it; the personal workspace and teams only this account was in go.
  const { kept, going } = await workspacesOfLeavingAccount(tx, userId)
  const codes = await removeAllLinksOf(tx, userId, releaseAt, kept)
  for (const id of going) codes.push(...(await removeAllLinksIn(tx, id, releaseAt)))
  // the tags the account made in a team stay with the team (the account's row, which they name, goes)
  await handOverTags(tx, userId, await heirsOfLeavingAccount(tx, userId, kept))
  await forgetAccountWorkspaces(tx, userId, going)
  // the teams that keep its links keep its audit events, without its address
  await forgetAccountInAudit(tx, userId)
  // Stored answers to the user's POST /api/urls hold their links (scope `user:<id>`, idempotency/).
  await tx.orm.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, `user:${userId}`))
  await deleteAccountAuthData(tx, userId)
  return codes
}
