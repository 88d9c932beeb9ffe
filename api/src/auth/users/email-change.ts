// Changing the account's e-mail address (PUT /user `email`, wire contract §3.5), as GoTrue does with secure
// e-mail change off: one confirmation, mailed to the new address; `new_email` is pending until its link or
// code is used (verify type `email_change`). Without SMTP the address changes at once, as sign-ups are
// confirmed at once (docs/decisions/0017). An address another account has is refused (422 email_exists),
// also when it was taken between the request and the confirmation (the link then answers otp_expired).
import type { Database } from '../../db/database'
import { isUniqueViolation } from '../../db/unique-violation'
import { updateUserRecordEmail } from './users.repository'
import type { AuthContext } from '../auth-context'
import { authErrors } from '../auth-errors'
import { sendAuthMail } from '../mail/auth-mail'
import { deleteOneTimeTokens } from '../mail/one-time-tokens.repository'
import { findAuthUserByEmail, updateAuthUser, type AuthUserRow } from './auth-users.repository'

/** Where an e-mail-change link lands unless the request named another target. */
export const EMAIL_CHANGE_PAGE = '/app/settings'

/** Starts (with SMTP) or makes (without) the change to `email`, already normalised and different from the current one. */
export async function requestEmailChange(ctx: AuthContext, user: AuthUserRow, email: string, redirectTo: string): Promise<AuthUserRow> {
  await requireAddressFree(ctx, user, email)
  if (!ctx.mailer) {
    const changed = await switchAddress(ctx, user, email)
    if (!changed) throw authErrors.emailExists()
    return changed
  }
  // 429 over_email_send_rate_limit within 60 s of the last change mail; `new_email` is set with the mark.
  const pending = await sendAuthMail(ctx, user, 'email_change', redirectTo, { patch: { emailChange: email }, to: email })
  return pending ?? user
}

/** 422 email_exists when another account has the address. */
export async function requireAddressFree(ctx: AuthContext, user: AuthUserRow, email: string): Promise<void> {
  const owner = await findAuthUserByEmail(ctx.db, email)
  if (owner && owner.id !== user.id) throw authErrors.emailExists()
}

/** The confirmation of a mailed change: applies it if it is still the pending one; null otherwise or when the address was taken. */
export async function applyEmailChange(ctx: AuthContext, user: AuthUserRow, email: string): Promise<AuthUserRow | null> {
  if (user.emailChange !== email) return null
  return switchAddress(ctx, user, email)
}

/**
 * In one transaction: the account's address and the product record's change together, the pending change is
 * cleared and every outstanding mailed token goes (they were sent for the old address). Null when another
 * account has the address (the unique index decides, so two concurrent changes cannot both win).
 */
async function switchAddress(ctx: AuthContext, user: AuthUserRow, email: string): Promise<AuthUserRow | null> {
  try {
    const changed = await ctx.db.transaction(async (tx: Database) => {
      const row = await updateAuthUser(tx, user.id, {
        email,
        emailChange: null,
        emailChangeSentAt: null,
        emailConfirmedAt: new Date(),
        userMetadata: { ...user.userMetadata, email_verified: true },
      })
      await updateUserRecordEmail(tx, user.id, email)
      await deleteOneTimeTokens(tx, user.id)
      return row
    })
    ctx.logger.info('auth.email_changed', { userId: user.id })
    return changed
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}
