// The factor object of GoTrue's `/user` (`factors`, omitted when empty), which auth-js's listFactors and
// getAuthenticatorAssuranceLevel read. Snip adds `recovery_codes` ({ total, used }) to a TOTP factor so the
// settings page can show how many recovery codes are left; auth-js passes it through untouched.
import type { Database } from '../../db/database'
import type { AuthUserRow } from '../users/auth-users.repository'
import { toUserJson } from '../users/user-json'
import { listFactors, type FactorRow } from './factors.repository'
import { listIdentities } from '../sso/identities.repository'
import { recoveryCodeUses, type RecoveryCodeUse } from './recovery-codes.repository'

export function toFactorJson(factor: FactorRow, codes: RecoveryCodeUse[] = []): Record<string, unknown> {
  const mine = codes.filter((c) => c.factorId === factor.id)
  return {
    id: factor.id,
    friendly_name: factor.friendlyName || undefined,
    factor_type: factor.factorType,
    status: factor.status,
    phone: '',
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    last_challenged_at: factor.lastChallengedAt?.toISOString() ?? null,
    recovery_codes: { total: mine.length, used: mine.filter((c) => c.usedAt).length },
  }
}

/** The user object with its factors, as GET /user and every token response carry it. */
export async function userJsonWithFactors(db: Database, user: AuthUserRow): Promise<Record<string, unknown>> {
  const [factors, identities] = await Promise.all([listFactors(db, user.id), listIdentities(db, user.id)])
  if (factors.length === 0) return toUserJson(user, [], identities)
  const codes = await recoveryCodeUses(db, user.id)
  return toUserJson(
    user,
    factors.map((f) => toFactorJson(f, codes)),
    identities,
  )
}
