// The text of the sign-up confirmation, password recovery and e-mail change mails: a plain-text and an HTML body each.
// `{newEmail}` in a text stands for the address an e-mail change goes to.
import type { MailMessage } from './mailer'
import type { OneTimeTokenType as MailKind } from './one-time-tokens.repository'

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

interface Template {
  subject: string
  intro: string
  action: string
  outro: string
}

const templates: Record<MailKind, Template> = {
  signup: {
    subject: 'Confirm your Snip account',
    intro: 'Welcome to Snip! Confirm your e-mail address to finish creating your account.',
    action: 'Confirm your e-mail',
    outro: 'If you did not sign up for Snip, you can ignore this e-mail.',
  },
  recovery: {
    subject: 'Reset your Snip password',
    intro: 'Someone asked to reset the password of your Snip account.',
    action: 'Choose a new password',
    outro: 'If you did not ask for this, you can ignore this e-mail; your password stays unchanged.',
  },
  email_change: {
    subject: 'Confirm your new e-mail address for Snip',
    intro:
      "Someone asked to use this address for their Snip account. The change takes effect once it is confirmed from this address and from the account's current one.",
    action: 'Confirm this address',
    outro: 'If you did not ask for this, you can ignore this e-mail; the account keeps its current address.',
  },
  email_change_current: {
    subject: 'Confirm the change of your Snip e-mail address',
    intro:
      'Someone asked to change the e-mail address of your Snip account to {newEmail}. The change takes effect once it is confirmed from this address and from the new one.',
    action: 'Confirm the change',
    outro:
      'If you did not ask for this, do not confirm it: your account keeps this address. Someone may know your password: sign in, change it and sign out everywhere (Settings), and tell the people who run this Snip.',
  },
}

export function renderMail(kind: MailKind, to: string, link: string, otp: string, details: { newEmail: string } = { newEmail: '' }): MailMessage {
  const filled = (text: string) => text.replaceAll('{newEmail}', details.newEmail)
  const base = templates[kind]
  const t = { ...base, intro: filled(base.intro), outro: filled(base.outro) }
  const text = [t.intro, '', `${t.action}: ${link}`, '', `Or enter this code: ${otp}`, '', 'The link and the code work once, for 24 hours.', '', t.outro].join(
    '\n',
  )
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>
<p>Or enter this code: <strong>${escapeHtml(otp)}</strong></p>
<p>The link and the code work once, for 24 hours.</p>
<p>${escapeHtml(t.outro)}</p>
</body></html>`
  return { to, subject: t.subject, text, html }
}
