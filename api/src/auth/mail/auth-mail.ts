// Sends the confirmation, recovery and e-mail-change mails: a fresh single-use token (the old one of that kind is
// replaced), at most one mail of a kind per user per 60 s, link to /auth/v1/verify (wire contract §6).
import type { Database } from '../../db/database'
import { BASE_LANGUAGE, isLanguage, type Language } from '../../contracts/languages'
import type { AuthContext } from '../auth-context'
import { authErrors } from '../auth-errors'
import { renderMail } from './mail-templates'
import { replaceOneTimeToken, type OneTimeTokenType } from './one-time-tokens.repository'
import {
  findAuthUserById,
  markMailSentIfDue,
  restoreMailSentAt,
  type AuthUserPatch,
  type AuthUserRow,
  type MailSentColumn,
} from '../users/auth-users.repository'
import { findAccountLanguage } from '../users/users.repository'

export const MAIL_FREQUENCY_MS = 60_000

const sentAtColumns: Record<OneTimeTokenType, MailSentColumn> = {
  signup: 'confirmationSentAt',
  recovery: 'recoverySentAt',
  email_change: 'emailChangeSentAt',
  email_change_current: 'emailChangeSentAt',
}
const failureMessages: Record<OneTimeTokenType, string> = {
  signup: 'Error sending confirmation email',
  recovery: 'Error sending recovery email',
  email_change: 'Error sending email change email',
  email_change_current: 'Error sending email change email',
}

/** Both mails of an e-mail change link with `type=email_change` (GoTrue's link type for either address). */
export function verifyLink(publicUrl: string, linkToken: string, type: OneTimeTokenType, redirectTo: string): string {
  const query = new URLSearchParams({ token: linkToken, type: type === 'email_change_current' ? 'email_change' : type, redirect_to: redirectTo })
  return `${publicUrl}/auth/v1/verify?${query}`
}

export interface MailChanges {
  /** Applied to the user only if the mail goes out (same statement as the "sent at" mark). */
  patch?: AuthUserPatch
  /** Further writes in the same transaction, e.g. the product's user record. */
  alsoWrite?: (tx: Database) => Promise<void>
  /** Where the mail (and its code) goes when not the account's address: the new one of an e-mail change. */
  to?: string
  /** A second mail with its own token, issued and sent together with the first: the current address's of an e-mail change. */
  second?: { type: OneTimeTokenType; to: string }
  /** The language the request asking for the mail was made in: the mail's, while the account has chosen none. */
  requestLanguage?: Language
}

/** The account's language, else the asking request's, else English. */
async function mailLanguage(db: Database, userId: string, requestLanguage: Language | undefined): Promise<Language> {
  const stored = await findAccountLanguage(db, userId)
  return stored && isLanguage(stored) ? stored : (requestLanguage ?? BASE_LANGUAGE)
}

interface IssuedMail {
  user: AuthUserRow
  /** Sends the mail; on failure logs, restores the "sent at" mark (so the person can ask again) and throws 500. */
  deliver(): Promise<void>
}

/**
 * In one transaction: marks the mail as sent — a compare-and-set, so two instances cannot both send within
 * 60 s (429 over_email_send_rate_limit, and nothing changes) — applies `changes`, and replaces the token.
 * A confirmation (`signup`) mail is issued only while the address is unconfirmed, checked in that same
 * statement: null when it has been confirmed since the caller looked (nothing changed, nothing to send).
 */
async function issueAuthMail(
  ctx: AuthContext,
  user: AuthUserRow,
  type: OneTimeTokenType,
  redirectTo: string,
  changes: MailChanges = {},
): Promise<IssuedMail | null> {
  const mailer = ctx.mailer
  if (!mailer) throw authErrors.unexpected()
  const column = sentAtColumns[type]
  const to = changes.to ?? user.email
  const unconfirmedOnly = type === 'signup'
  const sentAt = new Date()
  const issued = await ctx.db.transaction(async (tx) => {
    const updated = await markMailSentIfDue(tx, user.id, column, sentAt, MAIL_FREQUENCY_MS, changes.patch ?? {}, unconfirmedOnly)
    if (!updated) return undefined
    await changes.alsoWrite?.(tx)
    const secret = await replaceOneTimeToken(tx, ctx.key, user.id, type, to)
    const second = changes.second && (await replaceOneTimeToken(tx, ctx.key, user.id, changes.second.type, changes.second.to))
    return { updated, secret, second }
  })
  if (!issued) {
    const now = await findAuthUserById(ctx.db, user.id)
    if (unconfirmedOnly && (!now || now.emailConfirmedAt)) return null
    const last = now?.[column]
    const waitMs = last ? last.getTime() + MAIL_FREQUENCY_MS - Date.now() : MAIL_FREQUENCY_MS
    throw authErrors.emailSendTooSoon(Math.max(1, Math.ceil(waitMs / 1000)))
  }
  const previous = user[column]
  const details = { newEmail: issued.updated.emailChange ?? '' }
  const language = await mailLanguage(ctx.db, user.id, changes.requestLanguage)
  const link = (kind: OneTimeTokenType, token: string) => verifyLink(ctx.config.publicUrl, token, kind, redirectTo)
  const mails = [renderMail(type, to, link(type, issued.secret.linkToken), issued.secret.otp, details, language)]
  if (changes.second && issued.second) {
    const { type: kind, to: address } = changes.second
    mails.push(renderMail(kind, address, link(kind, issued.second.linkToken), issued.second.otp, details, language))
  }
  return {
    user: issued.updated,
    async deliver() {
      try {
        for (const mail of mails) await mailer.send(mail)
      } catch (error) {
        ctx.logger.error('auth.mail_failed', { type, error: error instanceof Error ? error.message : String(error) })
        await restoreMailSentAt(ctx.db, user.id, column, sentAt, previous)
        throw authErrors.unexpected(failureMessages[type])
      }
      ctx.logger.info('auth.mail_sent', { type, userId: user.id })
    },
  }
}

type MailArgs = [ctx: AuthContext, user: AuthUserRow, type: OneTimeTokenType, redirectTo: string, changes?: MailChanges]

/** Issues the mail and delivers it now ('wait') or once the answer is sent ('after-answer'). */
async function mailWith(delivery: 'wait' | 'after-answer', ...[ctx, user, type, redirectTo, changes]: MailArgs): Promise<AuthUserRow | null> {
  const mail = await issueAuthMail(ctx, user, type, redirectTo, changes)
  if (!mail) return null
  if (delivery === 'wait') await mail.deliver()
  else ctx.pending.afterAnswer(() => mail.deliver()) // a failure is logged by deliver()
  return mail.user
}

/**
 * Mails a confirmation (`signup`) or recovery link and waits for the mail server; returns the updated user,
 * or null for a confirmation when the address is confirmed by now (nothing sent).
 */
export const sendAuthMail = (...args: MailArgs) => mailWith('wait', ...args)

/**
 * Like sendAuthMail, but the mail server is not waited for: the caller answers at once (its answer then does
 * not take longer for an address that gets a mail). A failed send is only logged. The delivery is tracked
 * in ctx.pending, so a graceful stop waits for it.
 */
export const queueAuthMail = (...args: MailArgs) => mailWith('after-answer', ...args)
