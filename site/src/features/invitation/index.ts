// The invitation page's door (/app/invite): its content, HTML and a plain script (no React).
export { default as InvitePage } from './InvitePage.astro'
export { invitationCopy } from './invitation-copy'
