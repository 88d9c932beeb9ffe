// The user object of the wire contract §2.1 (and the fake user of §7.1). Absent optional fields are omitted.
import type { AuthUserRow } from './auth-users.repository'
import { hasPassword, identityJson } from '../sso/identity-json'
import type { IdentityRow } from '../sso/identities.repository'

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] }
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined)

/**
 * `factors` (GoTrue omits the key when there are none) come from factors/factor-json.ts. `identities`: the
 * e-mail identity while the account has a password, then the sign-ins through providers.
 */
export function toUserJson(user: AuthUserRow, factors: Record<string, unknown>[] = [], ssoIdentities: readonly IdentityRow[] = []): Record<string, unknown> {
  const confirmed = iso(user.emailConfirmedAt)
  const identityData = {
    ...user.userMetadata,
    sub: user.id,
    email: user.email,
    email_verified: !!user.emailConfirmedAt,
    phone_verified: false,
  }
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: confirmed,
    phone: '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    confirmed_at: confirmed,
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.emailChange ?? undefined,
    email_change_sent_at: user.emailChange ? iso(user.emailChangeSentAt) : undefined,
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: [...(hasPassword(user) ? [emailIdentity(user, identityData)] : []), ...ssoIdentities.map(identityJson)],
    ...(factors.length > 0 ? { factors } : {}),
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: false,
  }
}

function emailIdentity(user: AuthUserRow, identityData: Record<string, unknown>): Record<string, unknown> {
  return {
    identity_id: user.identityId,
    id: user.id,
    user_id: user.id,
    identity_data: identityData,
    provider: 'email',
    last_sign_in_at: iso(user.createdAt),
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    email: user.email,
  }
}

/** The stand-in for a repeated sign-up of a confirmed address (autoconfirm off): built from scratch. */
export function fakeUserJson(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString()
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}
