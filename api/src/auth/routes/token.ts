// POST /token?grant_type=password|refresh_token|pkce (wire contract §3.2, §3.3; pkce: a sign-in through a
// provider, sso/pkce-grant.ts). Other grants → 400. With AUTH_SSO_ONLY only the break-glass address signs in
// with a password.
import type { RouteHandler } from '../auth-context'
import { authErrors } from '../auth-errors'
import { normaliseEmail, validEmail } from '../users/email-address'
import { verifyPassword } from '../users/password-hashing'
import { weaknessOf } from '../users/password-policy'
import { refreshGrant } from '../tokens/refresh-rotation'
import { str } from '../request-body'
import { json } from '../responses'
import { startSession } from '../sessions/session-issuer'
import { findAuthUserByEmail } from '../users/auth-users.repository'
import { pkceGrant } from '../sso/pkce-grant'
import { ssoErrors } from '../sso/sso-errors'

export const token: RouteHandler = async (ctx, req) => {
  const grant = req.url.searchParams.get('grant_type')
  if (grant === 'password') return passwordGrant(ctx, req)
  if (grant === 'refresh_token') return json(await refreshGrant(ctx, str(req.body.refresh_token)))
  if (grant === 'pkce') return json(await pkceGrant(ctx, req.body))
  throw authErrors.unsupportedGrant()
}

// Order of the contract §3.2: the per-IP limit first, then the input. The address is counted against its own
// limit only once it is well-formed; a malformed one cannot belong to an account and gets the same answer.
const passwordGrant: RouteHandler = async (ctx, { ip, body }) => {
  await ctx.limits.checkIp('signin', ip)
  const hasEmail = !!normaliseEmail(body.email)
  const hasPhone = !!str(body.phone).trim()
  if (hasEmail && hasPhone) throw authErrors.validation('Only an email address or phone number should be provided on login.')
  if (!hasEmail && !hasPhone) throw authErrors.validation('missing email or phone')
  if (!hasEmail) throw authErrors.phoneProviderDisabled('Phone logins are disabled', 422)
  const email = validEmail(body.email)
  if (ctx.config.ssoOnly && (!email || email !== ctx.config.breakGlassEmail)) throw ssoErrors.passwordSignInOff()
  if (email) await ctx.limits.checkEmail('signin', email)

  const password = str(body.password)
  const user = email ? await findAuthUserByEmail(ctx.db, email) : undefined
  const matches = await verifyPassword(password, user?.encryptedPassword)
  if (!user || !matches || !user.emailConfirmedAt) ctx.events.signInFailed()
  if (!user || !matches) throw authErrors.invalidCredentials()
  if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed()

  const weak = weaknessOf(password)
  ctx.logger.info('auth.signin', { userId: user.id })
  const session = await startSession(ctx, user, 'password', weak ? { weak_password: weak } : {})
  ctx.events.signedIn()
  return json(session)
}
