// GET /user and PUT /user (wire contract §3.4, §3.5). A password or e-mail change needs the current password (or
// a fresh recovery session), and an aal2 session once a second factor is on. A password change ends every other
// session; an e-mail change is confirmed from both the new and the current address (users/email-change.ts).
import type { RouteHandler } from '../auth-context'
import { authErrors } from '../auth-errors'
import { authenticate } from '../sessions/authenticate'
import { normaliseEmail, requireEmail } from '../users/email-address'
import { deleteOneTimeTokens } from '../mail/one-time-tokens.repository'
import { hashPassword, verifyPassword } from '../users/password-hashing'
import { newPasswordError } from '../users/password-policy'
import { requireCurrentPassword } from '../users/current-password'
import { EMAIL_CHANGE_PAGE, requestEmailChange, requireAddressFree } from '../users/email-change'
import { negotiateLanguage } from '../../languages'
import { rejectPkce } from '../pkce-guard'
import { redirectTarget } from '../redirect-target'
import { obj, str } from '../request-body'
import { boundedMetadata } from '../users/user-metadata'
import { json } from '../responses'
import { deleteUserSessions, setSessionMethod } from '../sessions/sessions.repository'
import { userJsonWithFactors } from '../factors/factor-json'
import { factorErrors } from '../factors/factor-errors'
import { hasVerifiedFactor } from '../factors/factors.repository'
import { updateAuthUser, type NewAuthUser } from '../users/auth-users.repository'
import { hasPassword } from '../sso/identity-json'
import { refreshProviders } from '../sso/sso-account'

export const getUser: RouteHandler = async (ctx, { request }) => {
  const { user, claims } = await authenticate(ctx, request)
  const audience = request.headers.get('x-jwt-aud')
  if (audience && audience !== claims.aud) throw authErrors.validation("Token audience doesn't match request audience")
  return json(await userJsonWithFactors(ctx.db, user))
}

export const putUser: RouteHandler = async (ctx, { request, url, ip, body }) => {
  const { user, session } = await authenticate(ctx, request)
  if (body.app_metadata != null) throw authErrors.notAdmin()
  const email = normaliseEmail(body.email) && requireEmail(body.email)
  if (str(body.phone).trim()) throw authErrors.validation('Phone numbers are not supported on this server')
  rejectPkce(body)
  if (email && email !== user.email) await requireAddressFree(ctx, user, email) // before anything changes

  const patch: Partial<NewAuthUser> = {}
  const password = str(body.password)
  const changingEmail = !!email && email !== user.email
  if ((password || changingEmail) && session.aal !== 'aal2' && (await hasVerifiedFactor(ctx.db, user.id))) throw factorErrors.aal2ToChangePassword()
  const problem = password ? newPasswordError(password) : null
  if (problem) throw problem
  if (password || changingEmail) await requireCurrentPassword(ctx, ip, user, session, body)
  if (password) {
    if (await verifyPassword(password, user.encryptedPassword)) throw authErrors.samePassword()
    patch.encryptedPassword = await hashPassword(password)
  }
  if (body.data != null) patch.userMetadata = boundedMetadata(mergeMetadata(user.userMetadata, obj(body.data)))

  let updated = await ctx.db.transaction(async (tx) => {
    const row = await updateAuthUser(tx, user.id, patch)
    if (patch.encryptedPassword) {
      await deleteUserSessions(tx, user.id, session.id)
      await deleteOneTimeTokens(tx, user.id)
      // The recovery link was proof for one new password; from now on this session is one of the password.
      await setSessionMethod(tx, session.id, 'password')
      // A first password (an account made through a provider, recovered): `email` joins its providers.
      if (!hasPassword(user)) return refreshProviders(tx, user.id)
    }
    return row
  })
  if (patch.encryptedPassword) ctx.logger.info('auth.password_changed', { userId: user.id })
  if (changingEmail && email !== updated.email) {
    const redirectTo = redirectTarget(ctx.config.publicUrl, url.searchParams.get('redirect_to'), EMAIL_CHANGE_PAGE)
    updated = await requestEmailChange(ctx, updated, email, redirectTo, negotiateLanguage(request.headers).language)
  }
  return json(await userJsonWithFactors(ctx.db, updated))
}

/** Given keys overwrite, keys set to null are removed (GoTrue's UpdateUserMetaData). */
function mergeMetadata(current: Record<string, unknown>, changes: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...current }
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) delete merged[k]
    else merged[k] = v
  }
  return merged
}
