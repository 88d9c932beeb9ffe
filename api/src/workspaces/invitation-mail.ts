// The invitation mail: who invites, to which workspace, with which role, and the single-use link (a plain-text
// and an HTML body), in a language the service chose (invitations.service.ts), from the site's catalogs. The
// link's token is after '#', so opening it never sends the token to a server.
import type { Language } from '../contracts/languages'
import type { WorkspaceRole } from '../contracts/workspace-schemas'
import { catalogWords } from '../languages'

/** A mail as the composition's mailer sends it (auth/mail/mailer.ts). */
export interface InvitationMail {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends one mail through the instance's SMTP server; rejects when the server does not take it. */
export type SendMail = (mail: InvitationMail) => Promise<void>

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

export function invitationMail(
  to: string,
  details: { workspace: string; role: WorkspaceRole; inviter: string; link: string },
  language: Language = 'en',
): InvitationMail {
  const { workspace, role, inviter, link } = details
  const words = catalogWords(language)
  const intro = words('mail_invitation_intro', { inviter, workspace, role: words(`mail_role_${role}`) })
  const action = words('mail_invitation_action')
  const outro = words('mail_invitation_outro')
  const text = [intro, '', `${action}: ${link}`, '', outro].join('\n')
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(outro)}</p>
</body></html>`
  return { to, subject: words('mail_invitation_subject', { workspace }), text, html }
}
