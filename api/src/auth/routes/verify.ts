// GET /verify (an e-mail link: 303 to redirect_to with the session or the error in the fragment) and
// POST /verify (verifyOtp with e-mail + code or token_hash → session). Wire contract §3.8, §3.9, §6.3. The first
// of an e-mail change's two confirmations answers GoTrue's message instead of a session.
import type { RouteHandler } from '../auth-context'
import { authErrors } from '../auth-errors'
import { requireEmail } from '../users/email-address'
import { consumeLinkToken, consumeOtp, type OneTimeTokenRow } from '../mail/one-time-tokens.repository'
import { RECOVERY_PAGE } from './recover'
import { EMAIL_CHANGE_PAGE } from '../users/email-change'
import { redirectTarget } from '../redirect-target'
import { str } from '../request-body'
import { json, redirect, sessionFragment } from '../responses'
import { completeVerification, tokenTypesFor } from '../mail/verification'
import { OTHER_CONFIRMATION_AWAITED } from '../users/email-change'

/** GoTrue's answer to the first of the two confirmations of a secure e-mail change. */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email'

export const verifyLinkGet: RouteHandler = async (ctx, { url, ip }) => {
  const token = url.searchParams.get('token') ?? ''
  const type = url.searchParams.get('type') ?? ''
  if (!type) throw authErrors.validation('Verify requires a verification type')
  if (!token) throw authErrors.validation('Verify requires a token or a token hash')
  await ctx.limits.check('verify', ip)
  const fallback = type === 'recovery' ? RECOVERY_PAGE : type === 'email_change' ? EMAIL_CHANGE_PAGE : '/app/login'
  const target = redirectTarget(ctx.config.publicUrl, url.searchParams.get('redirect_to'), fallback)

  const row = await consumeLinkToken(ctx.db, token, tokenTypesFor(type))
  const session = row && (await completeVerification(ctx, row))
  if (session === OTHER_CONFIRMATION_AWAITED) return redirect(`${target}#${new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' })}`)
  if (!session) {
    const error = authErrors.otpExpired(true)
    const fragment = new URLSearchParams({ error: 'access_denied', error_code: error.code, error_description: error.message, sb: '' })
    return redirect(`${target}#${fragment}`)
  }
  const fragment = sessionFragment(session, { type: row.tokenType === 'email_change_current' ? 'email_change' : row.tokenType })
  return redirect(`${target}#${fragment}`)
}

export const verifyPost: RouteHandler = async (ctx, { ip, body }) => {
  const type = str(body.type)
  const token = str(body.token)
  const tokenHash = str(body.token_hash)
  if (!type) throw authErrors.validation('Verify requires a verification type')
  if (!!token === !!tokenHash) throw authErrors.validation('Verify requires either a token or a token hash')
  if (tokenHash && (body.email != null || body.phone != null || body.redirect_to != null)) {
    throw authErrors.validation('Only the token_hash and type should be provided')
  }
  const types = tokenTypesFor(type)
  if (tokenHash) {
    await ctx.limits.check('verify', ip)
    return answer(await consumeLinkToken(ctx.db, tokenHash, types), true)
  }
  let email: string
  try {
    email = requireEmail(body.email)
  } catch {
    throw authErrors.validation('Unable to validate email address: invalid format', 422)
  }
  await ctx.limits.check('verify', ip, email) // per address too: the 6-digit code is the guessable secret
  return answer(await consumeOtp(ctx.db, ctx.key, email, token.trim(), types), false)

  async function answer(row: OneTimeTokenRow | undefined, link: boolean) {
    const session = row && (await completeVerification(ctx, row))
    if (session === OTHER_CONFIRMATION_AWAITED) return json({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' })
    if (!session) throw authErrors.otpExpired(link)
    return json(session)
  }
}
