// The auth service's view of moderation (auth/account-gate.ts): the sign-up mode and disabled accounts.
import { signupDisabled, type AccountGate } from '../auth'
import type { Database } from '../db/database'
import { findAccountFlags } from './account-flags.repository'
import { readInstanceSettings } from './instance-settings.repository'
import { isInviteUnused, useInvite } from './invites'
import { invitationAdmits } from '../workspaces'

const inviteNeeded = () => signupDisabled('Signups on this instance need a valid invite')

/**
 * Invite-only sign-ups are admitted by an instance invite (used up by the sign-up) or by a pending workspace
 * invitation to the address signing up (used when accepted: docs/decisions/0081). Closed stays closed.
 */
export function createAccountGate(db: Database, now: () => number = Date.now): AccountGate {
  const invitedToWorkspace = (invite: string, email: string) => invitationAdmits({ db, now }, invite, email)
  return {
    async admitSignup(invite, email) {
      const { signupMode } = await readInstanceSettings(db)
      if (signupMode === 'closed') throw signupDisabled()
      if (signupMode === 'invite-only' && !(await isInviteUnused(db, invite)) && !(await invitedToWorkspace(invite, email))) throw inviteNeeded()
    },
    async useInvite(invite, email) {
      if ((await readInstanceSettings(db)).signupMode !== 'invite-only') return
      if (!(await useInvite(db, invite)) && !(await invitedToWorkspace(invite, email))) throw inviteNeeded()
    },
    isDisabled: async (userId) => (await findAccountFlags(db, userId)).disabled,
  }
}
