// Sends the confirmation and recovery e-mails: a fresh single-use token (the old one of that kind is
// replaced), at most one mail of a kind per user per 60 s, link to /auth/v1/verify (wire contract §6).
import type { AuthContext } from './auth-context'
import { authErrors } from './auth-errors'
import { renderMail } from './mail-templates'
import { replaceOneTimeToken, type OneTimeTokenType } from './one-time-tokens.repository'
import { updateAuthUser, type AuthUserRow } from './users.repository'

export const MAIL_FREQUENCY_MS = 60_000

const sentAtOf = (user: AuthUserRow, type: OneTimeTokenType) =>
  type === 'signup' ? user.confirmationSentAt : user.recoverySentAt

export function verifyLink(publicUrl: string, linkToken: string, type: OneTimeTokenType, redirectTo: string): string {
  const query = new URLSearchParams({ token: linkToken, type, redirect_to: redirectTo })
  return `${publicUrl}/auth/v1/verify?${query}`
}

/** Mails a confirmation (`signup`) or recovery link; returns the updated user. */
export async function sendAuthMail(
  ctx: AuthContext,
  user: AuthUserRow,
  type: OneTimeTokenType,
  redirectTo: string,
): Promise<AuthUserRow> {
  const mailer = ctx.mailer
  if (!mailer) throw authErrors.unexpected()
  const last = sentAtOf(user, type)
  const waitMs = last ? last.getTime() + MAIL_FREQUENCY_MS - Date.now() : 0
  if (waitMs > 0) throw authErrors.emailSendTooSoon(Math.ceil(waitMs / 1000))

  const sentAt = new Date()
  const { secret, updated } = await ctx.db.transaction(async (tx) => {
    const secret = await replaceOneTimeToken(tx, ctx.key, user.id, type, user.email)
    const patch = type === 'signup' ? { confirmationSentAt: sentAt } : { recoverySentAt: sentAt }
    return { secret, updated: await updateAuthUser(tx, user.id, patch) }
  })
  const link = verifyLink(ctx.config.publicUrl, secret.linkToken, type, redirectTo)
  try {
    await mailer.send(renderMail(type, user.email, link, secret.otp))
  } catch (error) {
    ctx.logger.error('auth.mail_failed', { type, error: error instanceof Error ? error.message : String(error) })
    await updateAuthUser(ctx.db, user.id, type === 'signup' ? { confirmationSentAt: last } : { recoverySentAt: last })
    throw authErrors.unexpected(type === 'signup' ? 'Error sending confirmation email' : 'Error sending recovery email')
  }
  ctx.logger.info('auth.mail_sent', { type, userId: user.id })
  return updated
}
