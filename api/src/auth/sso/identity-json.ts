// The user object's `identities` entries for sign-ins through a provider, and the `app_metadata.provider` /
// `providers` GoTrue derives from them (the e-mail identity counts while the account has a password).
import type { AuthUserRow } from '../users/auth-users.repository'
import type { IdentityRow } from './identities.repository'

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined)

/** An account made through a provider has no password: its hash is empty and no password matches it. */
export const NO_PASSWORD = ''
export const hasPassword = (user: Pick<AuthUserRow, 'encryptedPassword'>) => user.encryptedPassword !== NO_PASSWORD

export function identityJson(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.subject,
    user_id: identity.userId,
    identity_data: { ...identity.identityData, sub: identity.subject },
    provider: identity.provider,
    last_sign_in_at: iso(identity.lastSignInAt),
    created_at: iso(identity.createdAt),
    updated_at: iso(identity.updatedAt),
    email: identity.email ?? undefined,
  }
}

/** `{ provider, providers }`: the first way the account signs in, and all of them ('email' for its password). */
export function providersMetadata(passwordSet: boolean, identities: readonly Pick<IdentityRow, 'provider'>[]): { provider: string; providers: string[] } {
  const providers = [...new Set([...(passwordSet ? ['email'] : []), ...identities.map((i) => i.provider)])]
  return { provider: providers[0] ?? 'email', providers }
}
