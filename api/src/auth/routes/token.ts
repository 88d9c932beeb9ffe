// POST /token?grant_type=password|refresh_token (wire contract §3.2, §3.3). Other grants → 400.
import type { RouteHandler } from '../auth-context'
import { authErrors } from '../auth-errors'
import { normaliseEmail } from '../email-address'
import { verifyPassword } from '../password-hashing'
import { weaknessOf } from '../password-policy'
import { refreshGrant } from '../refresh-rotation'
import { str } from '../request-body'
import { json } from '../responses'
import { startSession } from '../session-issuer'
import { findAuthUserByEmail } from '../users.repository'

export const token: RouteHandler = async (ctx, req) => {
  const grant = req.url.searchParams.get('grant_type')
  if (grant === 'password') return passwordGrant(ctx, req)
  if (grant === 'refresh_token') return json(await refreshGrant(ctx, str(req.body.refresh_token)))
  throw authErrors.unsupportedGrant()
}

const passwordGrant: RouteHandler = async (ctx, { ip, body }) => {
  const email = normaliseEmail(body.email)
  const phone = str(body.phone).trim()
  if (email && phone) throw authErrors.validation('Only an email address or phone number should be provided on login.')
  if (!email && !phone) throw authErrors.validation('missing email or phone')
  if (!email) throw authErrors.emailProviderDisabled('Phone logins are disabled', 422)
  ctx.limits.check('signin', ip, email)

  const password = str(body.password)
  const user = await findAuthUserByEmail(ctx.db, email)
  const matches = await verifyPassword(password, user?.encryptedPassword)
  if (!user || !matches) throw authErrors.invalidCredentials()
  if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed()

  const weak = weaknessOf(password)
  ctx.logger.info('auth.signin', { userId: user.id })
  return json(await startSession(ctx, user, 'password', weak ? { weak_password: weak } : {}))
}
