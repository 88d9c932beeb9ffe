// The text of the sign-up confirmation, password recovery and e-mail change mails: a plain-text and an HTML body
// each, in the account's language, from the site's catalogs (mail_… keys; docs/decisions/0088). `{newEmail}` in a
// message stands for the address an e-mail change goes to.
import type { Language } from '../../contracts/languages'
import { catalogWords } from '../../languages'
import type { MailMessage } from './mailer'
import type { OneTimeTokenType as MailKind } from './one-time-tokens.repository'

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

export function renderMail(
  kind: MailKind,
  to: string,
  link: string,
  otp: string,
  details: { newEmail: string } = { newEmail: '' },
  language: Language = 'en',
): MailMessage {
  const words = catalogWords(language)
  const t = {
    subject: words(`mail_${kind}_subject`),
    intro: words(`mail_${kind}_intro`, details),
    action: words(`mail_${kind}_action`),
    outro: words(`mail_${kind}_outro`, details),
    code: words('mail_code_prompt'),
    validity: words('mail_code_validity'),
  }
  const text = [t.intro, '', `${t.action}: ${link}`, '', `${t.code} ${otp}`, '', t.validity, '', t.outro].join('\n')
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(t.code)} <strong>${escapeHtml(otp)}</strong></p>
<p>${escapeHtml(t.validity)}</p>
<p>${escapeHtml(t.outro)}</p>
</body></html>`
  return { to, subject: t.subject, text, html }
}
