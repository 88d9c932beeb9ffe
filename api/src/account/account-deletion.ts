// DELETE /api/users/me: the account and everything of it goes, in one transaction, once the person has
// typed the confirmation (checked by the body's schema), given the current password and, when two-factor
// is on, a code. Afterwards the links' codes are held for 90 days, no cache redirects them, the user's
// tokens name no live session, and clicks still counted in memory for them are skipped by the flush.
import type { DeleteAccountBody } from '../contracts'
import { errorCodes, messages } from '../contracts'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import type { Limiter } from '../http/rate-limit'
import { accountPasswordMatches } from '../auth'
import { CODE_HOLD_MS } from '../links'
import { refuseWhileLastOwner } from '../workspaces'
import { deleteAccountRows } from './account-deletion.repository'
import type { SecondFactorCheck } from './second-factor'

export interface AccountDeletionDeps {
  db: Database
  /** Drops a code from every instance's redirect cache (redirect/invalidation-channel.ts). */
  invalidateCode(code: string): void | Promise<void>
  /** Deletion attempts per user (a stolen token must not become a password oracle), counted in windows of `windowMs`. */
  attempts: Limiter & { windowMs: number }
  /** With a verified TOTP factor, the code the request carries (auth/factors/deletion-code.ts). */
  secondFactorCheck: SecondFactorCheck
}

/** How many cache invalidations go out at once (on PostgreSQL each is a NOTIFY that waits for its echo). */
const INVALIDATE_AT_ONCE = 64

/** `actor`: a session's (access/ refuses an API key: it never deletes its owner's account). */
export async function deleteAccount(deps: AccountDeletionDeps, actor: Actor, body: DeleteAccountBody): Promise<void> {
  if (!(await deps.attempts.hit(actor.userId))) throw AppError.rateLimited(deps.attempts.windowMs)
  const matches = await accountPasswordMatches(deps.db, actor.userId, body.password)
  if (matches === undefined) throw AppError.unauthorized()
  if (!matches) throw new AppError(400, errorCodes.wrongPassword, messages.account.wrongPassword)
  const second = await deps.secondFactorCheck(deps.db, actor.userId, body.code)
  if (second === 'required') throw new AppError(400, errorCodes.secondFactorRequired, messages.account.secondFactorRequired)
  if (second === 'invalid') throw new AppError(400, errorCodes.secondFactorInvalid, messages.account.secondFactorInvalid)
  await refuseWhileLastOwner(deps.db, actor.userId)
  const releaseAt = new Date(Date.now() + CODE_HOLD_MS)
  const codes = await deps.db.transaction((tx) => deleteAccountRows(tx, actor.userId, releaseAt))
  for (let i = 0; i < codes.length; i += INVALIDATE_AT_ONCE) await Promise.all(codes.slice(i, i + INVALIDATE_AT_ONCE).map((c) => deps.invalidateCode(c)))
}
