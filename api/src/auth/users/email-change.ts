// Changing the account's e-mail address (PUT /user `email`, wire contract §3.5), as GoTrue does with secure
// e-mail change on: a confirmation is mailed to the new address and another to the current one (which so also
// learns of the request), `new_email` is pending, and the address changes only once both are confirmed (verify
// type `email_change`, link or code, in either order). Asking needs the current password or a recovery session,
// and aal2 once a second factor is on (routes/user.ts, docs/decisions/0066). Without SMTP the address changes at
// once, as sign-ups are confirmed at once (docs/decisions/0017). An address another account has is refused
// (422 email_exists), also when it was taken between the request and the confirmation (the link then answers
// otp_expired).
import type { Database } from '../../db/database'
import { isUniqueViolation } from '../../db/unique-violation'
import { updateUserRecordEmail } from './users.repository'
import type { AuthContext } from '../auth-context'
import { authErrors } from '../auth-errors'
import { sendAuthMail } from '../mail/auth-mail'
import type { Language } from '../../contracts/languages'
import { deleteOneTimeTokens } from '../mail/one-time-tokens.repository'
import type { OneTimeTokenRow } from '../mail/one-time-tokens.repository'
import { countEmailChangeConfirmation, findAuthUserByEmail, updateAuthUser, type AuthUserRow } from './auth-users.repository'

/** Where an e-mail-change link lands unless the request named another target. */
export const EMAIL_CHANGE_PAGE = '/app/settings'

/** Starts (with SMTP) or makes (without) the change to `email`, already normalised and different from the current one. */
export async function requestEmailChange(
  ctx: AuthContext,
  user: AuthUserRow,
  email: string,
  redirectTo: string,
  requestLanguage?: Language,
): Promise<AuthUserRow> {
  await requireAddressFree(ctx, user, email)
  if (!ctx.mailer) {
    const changed = await switchAddress(ctx, user, email)
    if (!changed) throw authErrors.emailExists()
    return changed
  }
  return (await sendEmailChangeMails(ctx, user, email, redirectTo, requestLanguage)) ?? user
}

/**
 * Mails both confirmations of a change to `email` (new ones: earlier links stop working) and starts their count
 * again. 429 over_email_send_rate_limit within 60 s of the last change mails; `new_email` is set with the mark.
 */
export function sendEmailChangeMails(ctx: AuthContext, user: AuthUserRow, email: string, redirectTo: string, requestLanguage?: Language) {
  return sendAuthMail(ctx, user, 'email_change', redirectTo, {
    patch: { emailChange: email, emailChangeConfirmStatus: 0 },
    to: email,
    second: { type: 'email_change_current', to: user.email },
    requestLanguage,
  })
}

/** 422 email_exists when another account has the address. */
export async function requireAddressFree(ctx: AuthContext, user: AuthUserRow, email: string): Promise<void> {
  const owner = await findAuthUserByEmail(ctx.db, email)
  if (owner && owner.id !== user.id) throw authErrors.emailExists()
}

/** The answer to the first of the two confirmations: the change waits for the other one. */
export const OTHER_CONFIRMATION_AWAITED = 'awaiting-other'

/**
 * One confirmation of the pending change, by the token mailed to the new address (`email_change`) or to the
 * current one (`email_change_current`): counted, and with the second the address changes. Null when the token
 * is not of the pending change (another was asked for since, or the address moved) or the address was taken.
 */
export async function confirmEmailChange(
  ctx: AuthContext,
  user: AuthUserRow,
  token: OneTimeTokenRow,
): Promise<AuthUserRow | typeof OTHER_CONFIRMATION_AWAITED | null> {
  const email = user.emailChange
  if (!email || token.relatesTo !== (token.tokenType === 'email_change' ? email : user.email)) return null
  const count = await countEmailChangeConfirmation(ctx.db, user.id, email)
  if (count === undefined) return null
  if (count < 2) return OTHER_CONFIRMATION_AWAITED
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
        emailChangeConfirmStatus: 0,
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
