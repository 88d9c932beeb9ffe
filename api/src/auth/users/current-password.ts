// The current-password policy of PUT /user (GoTrue's UpdatePasswordRequireCurrentPassword, wire contract
// §2.5): a new password needs the current one in `current_password`, so a stolen access token alone cannot
// take the account. A session started by a recovery link or code within the last hour is proof enough by
// itself (docs/decisions/0035-recovery-session.md).
import type { AuthContext } from '../auth-context'
import { authErrors } from '../auth-errors'
import { str } from '../request-body'
import type { SessionRow } from '../sessions/sessions.repository'
import type { AuthUserRow } from './auth-users.repository'
import { verifyPassword } from './password-hashing'

export const RECOVERY_PROOF_MS = 60 * 60 * 1000

export function isRecoverySession(session: SessionRow, now = Date.now()): boolean {
  return session.amrMethod === 'recovery' && now - session.authenticatedAt.getTime() < RECOVERY_PROOF_MS
}

/** Throws 400 current_password_required / current_password_invalid unless the session may go without it. */
export async function requireCurrentPassword(
  ctx: AuthContext,
  ip: string,
  user: AuthUserRow,
  session: SessionRow,
  body: Record<string, unknown>,
): Promise<void> {
  if (isRecoverySession(session)) return
  const current = str(body.current_password)
  if (!current) throw authErrors.currentPasswordRequired()
  await ctx.limits.check('signin', ip, user.email) // a guess at the current password counts like a sign-in
  if (!(await verifyPassword(current, user.encryptedPassword))) throw authErrors.currentPasswordInvalid()
}
