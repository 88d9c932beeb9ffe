// POST /recover (wire contract §3.7): mails a recovery link landing on /app/reset-password; 200 {} for any
// address. Without SMTP there is nothing to send: 400 email_provider_disabled (the site hides the form).
// The answer never depends on the address (docs/decisions/0020-auth-recover-no-enumeration.md): the mail is sent
// after answering, and a second request within 60 s is dropped quietly instead of answering 429.
import type { RouteHandler } from '../auth-context'
import { authErrors } from '../auth-errors'
import { sendAuthMail } from '../mail/auth-mail'
import { negotiateLanguage } from '../../languages'
import { requireEmail } from '../users/email-address'
import { rejectPkce } from '../pkce-guard'
import { ssoErrors } from '../sso/sso-errors'
import { redirectTarget } from '../redirect-target'
import { json } from '../responses'
import { findAuthUserByEmail } from '../users/auth-users.repository'

export const RECOVERY_PAGE = '/app/reset-password'
export const NO_MAIL_MESSAGE = 'Password recovery is not available: this server does not send e-mail'

export const recover: RouteHandler = async (ctx, { request, url, ip, body }) => {
  await ctx.limits.checkIp('recover', ip) // contract §3.7: the limiter comes before the address check
  const email = requireEmail(body.email)
  if (ctx.config.ssoOnly && email !== ctx.config.breakGlassEmail) throw ssoErrors.recoveryOff()
  await ctx.limits.checkEmail('recover', email)
  if (!ctx.mailer) throw authErrors.emailProviderDisabled(NO_MAIL_MESSAGE)
  rejectPkce(body)
  const redirectTo = redirectTarget(ctx.config.publicUrl, url.searchParams.get('redirect_to'), RECOVERY_PAGE)
  const user = await findAuthUserByEmail(ctx.db, email)
  if (user) {
    // Started only once the answer is out (issuing the token and composing the mail take time on this
    // thread), and tracked so that a graceful stop waits for it.
    ctx.pending.afterAnswer(() =>
      sendAuthMail(ctx, user, 'recovery', redirectTo, { requestLanguage: negotiateLanguage(request.headers).language }).catch((error: unknown) => {
        // Sending failures are logged by sendAuthMail; a repeat within 60 s is only noted.
        const code = (error as { code?: string }).code
        ctx.logger.info('auth.recovery_not_sent', { userId: user.id, reason: code ?? 'error' })
      }),
    )
  }
  return json({})
}
