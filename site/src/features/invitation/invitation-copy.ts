// The words of the invitation page (/app/invite) and its place in the workspace settings page.
import { localized } from '@contracts/words'

export const invitationCopy = localized('invitation', {
  title: 'Workspace invitation',
  loading: 'Loading the invitation…',
  /** The invitation's heading, one sentence per role the invitation gives (a language may word each its own way). */
  join: {
    owner: (workspace: string) => `Join ${workspace} as owner`,
    admin: (workspace: string) => `Join ${workspace} as admin`,
    member: (workspace: string) => `Join ${workspace} as member`,
    viewer: (workspace: string) => `Join ${workspace} as viewer`,
  },
  /** Who invited whom, when the inviter is still known; otherwise `sentTo`. */
  sentBy: (inviter: string, email: string) => `${inviter} invited ${email}.`,
  sentTo: (email: string) => `This invitation is for ${email}.`,
  signedInAs: (email: string) => `You are signed in as ${email}.`,
  accept: 'Accept invitation',
  accepting: 'Joining…',
  signInFirst: 'Sign in or create an account with the invited address to accept.',
  signIn: 'Sign in',
  createAccount: 'Create account',
  noToken: 'This invitation link is incomplete: open the link from the e-mail again.',
  joined: (workspace: string) => `You joined ${workspace}`,
} as const)
