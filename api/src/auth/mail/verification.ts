// What a verified e-mail token does: confirms the address (sign-up, and recovery of an unconfirmed user) or
// counts a confirmation of a pending e-mail change (the second applies it), and starts a session: signed in by `recovery` for a recovery token (the
// proof that lets that session set a new password without the current one, docs/decisions/
// 0035-recovery-session.md), by `otp` otherwise. Confirming ends any other session of the account:
// before it, the address was not proven, so nobody else should still be signed in to it.
import type { AuthContext } from '../auth-context'
import type { OneTimeTokenRow, OneTimeTokenType } from './one-time-tokens.repository'
import { startSession } from '../sessions/session-issuer'
import { deleteUserSessions } from '../sessions/sessions.repository'
import { confirmEmailChange, OTHER_CONFIRMATION_AWAITED } from '../users/email-change'
import { confirmEmailIfUnchanged, findAuthUserById, updateAuthUser } from '../users/auth-users.repository'

/** The token kinds a request `type` may consume; empty for kinds Snip never mails. */
export function tokenTypesFor(type: string): OneTimeTokenType[] {
  if (type === 'signup' || type === 'email') return ['signup']
  if (type === 'recovery') return [type]
  if (type === 'email_change') return ['email_change', 'email_change_current']
  return []
}

/**
 * Applies the verification and returns the new session's token response, or null if the user is gone — or
 * if a sign-up replaced the password of the unconfirmed account after this token was mailed (the token
 * proves the mailbox for the earlier password only; the newer mail's link confirms the newer one), or if the
 * e-mail change it confirms is no longer pending or its address was taken meanwhile. The first confirmation of
 * an e-mail change starts no session: OTHER_CONFIRMATION_AWAITED.
 */
export async function completeVerification(ctx: AuthContext, row: OneTimeTokenRow) {
  let user = await findAuthUserById(ctx.db, row.userId)
  if (!user) return null
  if (row.tokenType === 'email_change' || row.tokenType === 'email_change_current') {
    const changed = await confirmEmailChange(ctx, user, row)
    if (changed === OTHER_CONFIRMATION_AWAITED) {
      ctx.logger.info('auth.email_change_half_confirmed', { userId: user.id })
      return changed
    }
    if (!changed) return null
    user = changed
  } else if (!user.emailConfirmedAt) {
    const userId = user.id
    // The confirming UPDATE comes first: it checks the state in the same statement and returns the row as
    // it is now (on PostgreSQL under its lock), so the metadata written back is not a stale copy.
    const confirmed = await ctx.db.transaction(async (tx) => {
      const now = new Date()
      const fresh = await confirmEmailIfUnchanged(tx, userId, row.createdAt, now)
      if (!fresh) return undefined
      await deleteUserSessions(tx, userId)
      return updateAuthUser(tx, userId, { userMetadata: { ...fresh.userMetadata, email_verified: true } })
    })
    user = confirmed ?? (await findAuthUserById(ctx.db, userId))
    if (!user?.emailConfirmedAt) return null // superseded by a later sign-up's mail
  }
  ctx.logger.info('auth.verified', { type: row.tokenType, userId: user.id })
  return startSession(ctx, user, row.tokenType === 'recovery' ? 'recovery' : 'otp')
}
