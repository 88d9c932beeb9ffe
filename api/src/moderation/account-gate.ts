// The auth service's view of moderation (auth/account-gate.ts): the sign-up mode and disabled accounts.
import { signupDisabled, type AccountGate } from '../auth'
import type { Database } from '../db/database'
import { findAccountFlags } from './account-flags.repository'
import { readInstanceSettings } from './instance-settings.repository'
import { isInviteUnused, useInvite } from './invites'

const inviteNeeded = () => signupDisabled('Signups on this instance need a valid invite')

export function createAccountGate(db: Database): AccountGate {
  return {
    async admitSignup(invite) {
      const { signupMode } = await readInstanceSettings(db)
      if (signupMode === 'closed') throw signupDisabled()
      if (signupMode === 'invite-only' && !(await isInviteUnused(db, invite))) throw inviteNeeded()
    },
    async useInvite(invite) {
      if ((await readInstanceSettings(db)).signupMode !== 'invite-only') return
      if (!(await useInvite(db, invite))) throw inviteNeeded()
    },
    isDisabled: async (userId) => (await findAccountFlags(db, userId)).disabled,
  }
}
