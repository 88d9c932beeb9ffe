// The invitation mail: who invites, to which workspace, with which role, and the single-use link (a plain-text
// and an HTML body). The link's token is after '#', so opening it never sends the token to a server.
import type { WorkspaceRole } from '../contracts/workspace-schemas'

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

export function invitationMail(to: string, details: { workspace: string; role: WorkspaceRole; inviter: string; link: string }): InvitationMail {
  const { workspace, role, inviter, link } = details
  const intro = `${inviter} invites you to join the workspace "${workspace}" on Snip as ${role}.`
  const action = 'Accept the invitation'
  const outro = 'The link works once, for 7 days. If you did not expect this, you can ignore this e-mail.'
  const text = [intro, '', `${action}: ${link}`, '', outro].join('\n')
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(outro)}</p>
</body></html>`
  return { to, subject: `Join "${workspace}" on Snip`, text, html }
}
