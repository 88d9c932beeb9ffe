// What a verified e-mail token does: confirms the address (sign-up, and recovery of an unconfirmed user)
// and starts a session signed in by `otp`. Confirming ends any other session of the account: before it, the
// address was not proven, so nobody else should still be signed in to it.
import type { AuthContext } from './auth-context'
import type { OneTimeTokenRow, OneTimeTokenType } from './one-time-tokens.repository'
import { startSession } from './session-issuer'
import { deleteUserSessions } from './sessions.repository'
import { findAuthUserById, updateAuthUser } from './users.repository'

/** The token kinds a request `type` may consume; empty for kinds Snip never mails. */
export function tokenTypesFor(type: string): OneTimeTokenType[] {
  if (type === 'signup' || type === 'email') return ['signup']
  if (type === 'recovery') return ['recovery']
  return []
}

/** Applies the verification and returns the new session's token response, or null if the user is gone. */
export async function completeVerification(ctx: AuthContext, row: OneTimeTokenRow) {
  let user = await findAuthUserById(ctx.db, row.userId)
  if (!user) return null
  if (!user.emailConfirmedAt) {
    const unconfirmed = user
    user = await ctx.db.transaction(async (tx) => {
      await deleteUserSessions(tx, unconfirmed.id)
      return updateAuthUser(tx, unconfirmed.id, {
        emailConfirmedAt: new Date(),
        userMetadata: { ...unconfirmed.userMetadata, email_verified: true },
      })
    })
  }
  ctx.logger.info('auth.verified', { type: row.tokenType, userId: user.id })
  return startSession(ctx, user, 'otp')
}
