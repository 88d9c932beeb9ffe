// POST /resend (wire contract §3.10): re-sends a pending sign-up confirmation, or the two confirmations of a
// pending e-mail change (to the new and the current address, counted afresh; `email` names the account by its
// current one); 200 {} in every other
// case (unknown address, already confirmed, no pending change, no SMTP — then nothing ever waits).
import type { RouteHandler } from '../auth-context'
import { authErrors } from '../auth-errors'
import { sendAuthMail } from '../mail/auth-mail'
import { negotiateLanguage } from '../../languages'
import { requireEmail } from '../users/email-address'
import { rejectPkce } from '../pkce-guard'
import { redirectTarget } from '../redirect-target'
import { str } from '../request-body'
import { json } from '../responses'
import { findAuthUserByEmail } from '../users/auth-users.repository'
import { EMAIL_CHANGE_PAGE, sendEmailChangeMails } from '../users/email-change'

const TYPES = ['signup', 'email_change', 'sms', 'phone_change']

export const resend: RouteHandler = async (ctx, { request, url, ip, body }) => {
  const type = str(body.type)
  if (!TYPES.includes(type)) throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change')
  if (type === 'sms' || type === 'phone_change') throw authErrors.validation('Phone numbers are not supported on this server')
  const email = requireEmail(body.email)
  await ctx.limits.check('resend', ip, email)
  rejectPkce(body)
  if (!ctx.mailer) return json({})
  const user = await findAuthUserByEmail(ctx.db, email)
  const requestLanguage = negotiateLanguage(request.headers).language
  if (type === 'email_change') {
    if (!user?.emailChange) return json({})
    const target = redirectTarget(ctx.config.publicUrl, url.searchParams.get('redirect_to'), EMAIL_CHANGE_PAGE)
    await sendEmailChangeMails(ctx, user, user.emailChange, target, requestLanguage)
    return json({})
  }
  if (!user || user.emailConfirmedAt) return json({})
  const redirectTo = redirectTarget(ctx.config.publicUrl, url.searchParams.get('redirect_to'), '/app/login')
  await sendAuthMail(ctx, user, 'signup', redirectTo, { requestLanguage })
  return json({})
}
