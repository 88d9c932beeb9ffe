// The admin's view of accounts: search by e-mail, disable (signed out everywhere, no sign-in, links answer
// "Link disabled") and enable again. Also used by the CLI's users disable / enable.
import { inArray } from 'drizzle-orm'
import type { AdminUserDto } from '../contracts/moderation'
import { moderationMessages } from '../contracts/moderation-messages'
import { endAccountSessions, findAccountById, searchAccounts } from '../auth'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import { setAccountFlags } from '../moderation/account-flags.repository'
import { logModeration } from '../moderation/takedowns.repository'
import { EVERY_CODE, linkCountsByOwner } from '../links'
import type { AdminDeps } from './admin-links'

export async function searchUsers(deps: AdminDeps, q: string): Promise<AdminUserDto[]> {
  const { db } = deps
  const { accountFlags } = db.t
  const accounts = await searchAccounts(db, q.trim(), 100)
  const ids = accounts.map((a) => a.id)
  const flags = new Map(ids.length ? (await db.orm.select().from(accountFlags).where(inArray(accountFlags.userId, ids))).map((f) => [f.userId, f]) : [])
  const counts = await linkCountsByOwner(db, ids)
  return accounts.map((r) => ({
    id: r.id,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    isAdmin: !!flags.get(r.id)?.isAdmin || deps.adminEmails.includes(r.email.toLowerCase()),
    disabled: !!flags.get(r.id)?.disabledAt,
    links: counts.get(r.id) ?? 0,
  }))
}

/**
 * Disables or enables an account: disabling signs it out everywhere (its tokens stop at once: a token
 * counts only while its session exists) and every instance empties its redirect cache, so the account's
 * links answer "Link disabled" (enabling brings them back).
 */
export async function setUserDisabled(
  db: Database,
  invalidateCode: AdminDeps['invalidateCode'],
  userId: string,
  disabled: boolean,
  reason: string,
  email: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await setAccountFlags(tx, userId, { disabled })
    if (disabled) await endAccountSessions(tx, userId)
    await logModeration(tx, disabled ? 'user.disable' : 'user.enable', email, reason)
  })
  await invalidateCode(EVERY_CODE)
}

export async function changeUser(deps: AdminDeps, actorId: string, userId: string, disabled: boolean, reason: string): Promise<AdminUserDto> {
  const user = await findAccountById(deps.db, userId)
  if (!user) throw AppError.userNotFound()
  if (disabled && userId === actorId) throw AppError.validation(moderationMessages.ownAccount)
  await setUserDisabled(deps.db, deps.invalidateCode, userId, disabled, reason, user.email)
  const [dto] = await searchUsers(deps, user.email)
  return dto!
}
