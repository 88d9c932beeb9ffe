// POST /signup (wire contract §3.1). With SMTP: new user + confirmation mail → bare user; a confirmed
// address → fake user (no enumeration); an unconfirmed one → the last sign-up sets the password and a new
// mail goes out. Without SMTP: confirmed at once → session; taken → 422.
// With SMTP every path costs one password hash and none waits for the mail server, so the time to answer
// does not tell a registered address from a new one (docs/decisions/0022-auth-signup-timing.md).
import type { RouteHandler } from '../auth-context'
import { authErrors } from '../auth-errors'
import { queueAuthMail } from '../mail/auth-mail'
import { negotiateLanguage } from '../../languages'
import { createAccount } from '../users/create-account'
import { normaliseEmail, requireEmail } from '../users/email-address'
import { hashPassword } from '../users/password-hashing'
import { newPasswordError } from '../users/password-policy'
import { rejectPkce } from '../pkce-guard'
import { ssoErrors } from '../sso/sso-errors'
import { usernameFor } from '../../contracts'
import { updateAccountLanguage, updateUsername } from '../users/users.repository'
import { redirectTarget } from '../redirect-target'
import { obj, str } from '../request-body'
import { boundedMetadata } from '../users/user-metadata'
import { json } from '../responses'
import { startSession } from '../sessions/session-issuer'
import { fakeUserJson, toUserJson } from '../users/user-json'
import { findAuthUserByEmail, type AuthUserRow } from '../users/auth-users.repository'

export const signup: RouteHandler = async (ctx, { request, url, ip, body }) => {
  const hasEmail = !!normaliseEmail(body.email)
  const hasPhone = !!str(body.phone).trim()
  if (!hasEmail && !hasPhone) throw authErrors.anonymousDisabled()
  if (ctx.config.ssoOnly) throw ssoErrors.signupOff()
  await ctx.limits.checkIp('signup', ip)
  // The invite (invite-only sign-ups: an instance invite, or a workspace invitation to this address) travels
  // in `data`, and is never kept in the user's metadata.
  const { invite, ...given } = obj(body.data)
  const data = boundedMetadata(given)
  await ctx.accounts.admitSignup(str(invite), normaliseEmail(body.email))
  const password = str(body.password)
  if (!password) throw authErrors.validation('Signup requires a valid password')
  const weak = newPasswordError(password)
  if (weak) throw weak
  if (hasEmail && hasPhone) throw authErrors.validation('Only an email address or phone number should be provided on signup.')
  if (hasPhone) throw authErrors.phoneProviderDisabled('Phone signups are disabled')
  rejectPkce(body)
  const email = requireEmail(body.email)
  await ctx.limits.checkEmail('signup', email)
  const redirectTo = redirectTarget(ctx.config.publicUrl, url.searchParams.get('redirect_to'), '/app/login')

  // The account's first language: the one this sign-up was made in (the site's preference, else the browser's).
  const requestLanguage = negotiateLanguage(request.headers).language
  const passwordHash = await hashPassword(password) // before the lookup: every answer pays for it
  const existing = await findAuthUserByEmail(ctx.db, email)
  if (existing) return answerExisting(existing)

  await ctx.accounts.useInvite(str(invite), email)
  let user: AuthUserRow
  try {
    user = await createAccount(ctx, { email, passwordHash, data, confirmed: !ctx.mailer, language: requestLanguage })
  } catch (error) {
    const raced = await findAuthUserByEmail(ctx.db, email)
    if (raced) return answerExisting(raced)
    throw error
  }
  ctx.logger.info('auth.signup', { userId: user.id, confirmed: !ctx.mailer })
  if (!ctx.mailer) return json(await startSession(ctx, user, 'password'))
  const created = await queueAuthMail(ctx, user, 'signup', redirectTo, { requestLanguage })
  return created ? json(toUserJson(created)) : answerConfirmed(user) // null: confirmed in the meantime

  function answerConfirmed(found: AuthUserRow): Response {
    ctx.logger.info('auth.repeated_signup', { userId: found.id })
    return json(fakeUserJson(email, data))
  }

  async function answerExisting(found: AuthUserRow): Promise<Response> {
    if (!ctx.mailer) throw authErrors.userAlreadyExists()
    if (found.emailConfirmedAt) return answerConfirmed(found)
    // Not confirmed yet: whoever signed up last sets the password and data, and only together with a new
    // confirmation mail to the address (so never within 60 s of the last one). An earlier sign-up by someone
    // else cannot keep a password on the owner's account (docs/decisions/0023-auth-signup-unconfirmed.md).
    const username = usernameFor(email, data.username, found.id)
    // The write itself checks that the address is still unconfirmed: if a confirmation committed since the
    // lookup above, nothing is written and the answer is the confirmed address's (null).
    const updated = await queueAuthMail(ctx, found, 'signup', redirectTo, {
      patch: { encryptedPassword: passwordHash, userMetadata: data },
      // the latest sign-up's language too, as its username: the unconfirmed account is what it asked for
      alsoWrite: async (tx) => {
        await updateUsername(tx, found.id, username)
        await updateAccountLanguage(tx, found.id, requestLanguage)
      },
      requestLanguage,
    })
    if (!updated) return answerConfirmed(found)
    ctx.logger.info('auth.unconfirmed_signup_replaced', { userId: found.id })
    return json(toUserJson(updated))
  }
}
