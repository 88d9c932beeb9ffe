// Which account a provider's answer signs in to (docs/decisions/0084). A known identity (provider, subject)
// → its account. Otherwise a new account, only for a verified e-mail address that no account has and only
// if the sign-up mode admits it (or the never-confirmed password sign-up of that address). An address that already has an account is refused: the identity joins it
// only through linkIdentity while signed in to it, so a provider cannot take over an account by its address.
import type { SsoProvider } from '../../sso-config'
import type { AuthContext } from '../auth-context'
import type { Database } from '../../db/database'
import { createAccount } from '../users/create-account'
import { findAuthUserByEmail, findAuthUserById, updateAuthUser, type AuthUserRow } from '../users/auth-users.repository'
import { validEmail } from '../users/email-address'
import { boundedMetadata } from '../users/user-metadata'
import { lockAccount } from '../users/accounts'
import { deleteUserSessions } from '../sessions/sessions.repository'
import { deleteOneTimeTokens } from '../mail/one-time-tokens.repository'
import { findIdentity, insertIdentity, listIdentities, touchIdentity, type IdentityData } from './identities.repository'
import { hasPassword, NO_PASSWORD, providersMetadata } from './identity-json'
import { ssoErrors } from './sso-errors'

/** What Snip keeps of the provider's claims. */
export interface ProviderProfile {
  subject: string
  data: IdentityData
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined)

export function profileOf(claims: Record<string, unknown>): ProviderProfile {
  const name = text(claims.name) ?? ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ') || undefined)
  return {
    subject: String(claims.sub),
    data: { name, email: validEmail(claims.email), email_verified: claims.email_verified === true },
  }
}

/** The account a sign-in through `provider` is for; creates it for a new, verified address the sign-up mode admits. */
export async function accountForSignIn(ctx: AuthContext, provider: SsoProvider, profile: ProviderProfile, invite = ''): Promise<AuthUserRow> {
  const known = await findIdentity(ctx.db, provider.id, profile.subject)
  if (known) {
    await touchIdentity(ctx.db, known.id, profile.data)
    const user = await findAuthUserById(ctx.db, known.userId)
    if (!user) throw ssoErrors.badCallback() // deleted between the two reads
    return user
  }
  const email = profile.data.email
  if (!email) throw ssoErrors.noEmail(provider.name)
  if (!profile.data.email_verified) throw ssoErrors.emailUnverified(provider.name)
  const existing = await findAuthUserByEmail(ctx.db, email)
  if (existing?.emailConfirmedAt) throw ssoErrors.accountExists(provider.name)
  if (existing) return claimUnconfirmed(ctx, existing, provider, profile)
  await ctx.accounts.admitSignup(invite, email)
  await ctx.accounts.useInvite(invite, email)
  const metadata = boundedMetadata({ ...(profile.data.name ? { full_name: profile.data.name, name: profile.data.name } : {}), email_verified: true })
  try {
    const user = await createAccount(ctx, {
      email,
      passwordHash: NO_PASSWORD,
      data: metadata,
      confirmed: true,
      appMetadata: providersMetadata(false, [{ provider: provider.id }]),
      alsoWrite: async (tx, created) => {
        await insertIdentity(tx, created.id, provider.id, profile.subject, profile.data)
      },
    })
    ctx.logger.info('auth.sso_signup', { userId: user.id, provider: provider.id })
    return user
  } catch (error) {
    // Two first sign-ins at once: the other one made the account (or another sign-up took the address).
    const identity = await findIdentity(ctx.db, provider.id, profile.subject)
    const raced = identity && (await findAuthUserById(ctx.db, identity.userId))
    if (raced) return raced
    if (await findAuthUserByEmail(ctx.db, email)) throw ssoErrors.accountExists(provider.name)
    throw error
  }
}

/**
 * A sign-up with a password whose address was never confirmed, for the address the provider has verified: the
 * provider's proof wins. The unproven password goes (with the account's sessions and mailed tokens), as GoTrue
 * removes unconfirmed identities — otherwise whoever signed up with someone's address first would keep them
 * out, or keep a door into the account they then use.
 */
async function claimUnconfirmed(ctx: AuthContext, user: AuthUserRow, provider: SsoProvider, profile: ProviderProfile): Promise<AuthUserRow> {
  const claimed = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, user.id)
    const now = await findAuthUserById(tx, user.id)
    if (!now || now.emailConfirmedAt) return undefined // confirmed meanwhile: the address is proven, refuse
    await updateAuthUser(tx, user.id, { encryptedPassword: NO_PASSWORD, emailConfirmedAt: new Date() })
    await deleteUserSessions(tx, user.id)
    await deleteOneTimeTokens(tx, user.id)
    await insertIdentity(tx, user.id, provider.id, profile.subject, profile.data)
    return refreshProviders(tx, user.id)
  })
  if (!claimed) throw ssoErrors.accountExists(provider.name)
  ctx.logger.info('auth.sso_claimed_unconfirmed', { userId: user.id, provider: provider.id })
  return claimed
}

/**
 * Links the identity to the signed-in account that asked for it (linkIdentity), whatever its e-mail address.
 * An identity linked to another account is refused; one already linked to this account signs in again.
 */
export async function linkIdentityTo(ctx: AuthContext, userId: string, provider: SsoProvider, profile: ProviderProfile): Promise<AuthUserRow> {
  const known = await findIdentity(ctx.db, provider.id, profile.subject)
  if (known && known.userId !== userId) throw ssoErrors.linkedElsewhere(provider.name)
  return ctx.db.transaction(async (tx) => {
    if (known) await touchIdentity(tx, known.id, profile.data)
    else await insertIdentity(tx, userId, provider.id, profile.subject, profile.data)
    return refreshProviders(tx, userId)
  })
}

/** Rewrites `app_metadata.provider`/`providers` from the account's password and identities. */
export async function refreshProviders(db: Database, userId: string): Promise<AuthUserRow> {
  const user = await findAuthUserById(db, userId)
  if (!user) throw ssoErrors.badCallback()
  const identities = await listIdentities(db, userId)
  return updateAuthUser(db, userId, { appMetadata: { ...user.appMetadata, ...providersMetadata(hasPassword(user), identities) } })
}
