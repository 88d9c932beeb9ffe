// What the auth service asks the instance's moderation (implemented in moderation/,
// wired by the composition): whether sign-ups are open, and whether an account is disabled.
export interface AccountGate {
  /**
   * Throws 422 signup_disabled when sign-ups are closed, or invite-only and `invite` is not a valid one for
   * `email` (the normalised address signing up; an instance invite is good for any).
   */
  admitSignup(invite: string, email: string): Promise<void>
  /** Uses up the invite of an admitted sign-up (invite-only); throws signup_disabled when it was used meanwhile. */
  useInvite(invite: string, email: string): Promise<void>
  isDisabled(userId: string): Promise<boolean>
}

export const openGate: AccountGate = { admitSignup: async () => {}, useInvite: async () => {}, isDisabled: async () => false }
