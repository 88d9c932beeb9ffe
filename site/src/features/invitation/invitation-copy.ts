// The words of the invitation page (/app/invite) and its place in the workspace settings page.
import type { WorkspaceRole } from '@contracts/workspace-schemas'

const roleWords: Record<WorkspaceRole, string> = { owner: 'owner', admin: 'admin', member: 'member', viewer: 'viewer' }

export const invitationCopy = {
  title: 'Workspace invitation',
  loading: 'Loading the invitation…',
  join: (workspace: string, role: WorkspaceRole) => `Join ${workspace} as ${roleWords[role]}`,
  sentTo: (email: string, inviter: string | null) => (inviter ? `${inviter} invited ${email}.` : `This invitation is for ${email}.`),
  signedInAs: (email: string) => `You are signed in as ${email}.`,
  accept: 'Accept invitation',
  accepting: 'Joining…',
  signInFirst: 'Sign in or create an account with the invited address to accept.',
  signIn: 'Sign in',
  createAccount: 'Create account',
  noToken: 'This invitation link is incomplete: open the link from the e-mail again.',
  joined: (workspace: string) => `You joined ${workspace}`,
} as const
