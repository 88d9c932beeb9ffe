// GET /user/identities/authorize (supabase-js linkIdentity) and DELETE /user/identities/{identityId}
// (unlinkIdentity). Linking is the only way a provider identity joins an existing account: the person is
// signed in to it, and the callback links whatever address the provider has. Unlinking keeps at least one
// way to sign in (a password or another identity); the e-mail identity stays. With a second factor on, both
// need an aal2 session, as changing the password does.
import type { RouteHandler } from '../auth-context'
import { factorErrors } from '../factors/factor-errors'
import { hasVerifiedFactor } from '../factors/factors.repository'
import { redirectTarget } from '../redirect-target'
import { json, found } from '../responses'
import { authenticate, type Authenticated } from '../sessions/authenticate'
import type { AuthContext } from '../auth-context'
import { deleteIdentity, listIdentities } from '../sso/identities.repository'
import { hasPassword } from '../sso/identity-json'
import { pkceParams } from '../sso/pkce-params'
import { findProvider } from '../sso/provider-clients'
import { startFlow } from '../sso/sign-in-flow'
import { startedAnswer } from './external'
import { refreshProviders } from '../sso/sso-account'
import { lockAccount } from '../users/accounts'
import { ssoErrors } from '../sso/sso-errors'

export const SETTINGS_PAGE = '/app/settings'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function authenticateStrongly(ctx: AuthContext, request: Request): Promise<Authenticated> {
  const signedIn = await authenticate(ctx, request)
  if (signedIn.session.aal !== 'aal2' && (await hasVerifiedFactor(ctx.db, signedIn.user.id))) throw factorErrors.aal2ToChangePassword()
  return signedIn
}

export const linkIdentity: RouteHandler = async (ctx, { request, url }) => {
  const { user } = await authenticateStrongly(ctx, request)
  const q = url.searchParams
  const requested = q.get('provider') ?? ''
  const provider = findProvider(ctx.config.ssoProviders, requested)
  if (!provider) throw ssoErrors.unsupportedProvider(requested.slice(0, 40))
  const started = await startFlow(ctx, provider, {
    redirectTo: redirectTarget(ctx.config.publicUrl, q.get('redirect_to'), SETTINGS_PAGE),
    ...pkceParams(q.get('code_challenge'), q.get('code_challenge_method')),
    linkingUserId: user.id,
  })
  return startedAnswer(started, q.get('skip_http_redirect') === 'true', found)
}

export const unlinkIdentity: RouteHandler = async (ctx, { request, params }) => {
  const identityId = params?.identityId ?? ''
  if (!UUID.test(identityId)) throw ssoErrors.identityIdNotUuid()
  const { user } = await authenticateStrongly(ctx, request)
  if (identityId === user.identityId) throw hasPassword(user) ? ssoErrors.emailIdentity() : ssoErrors.identityNotFound()
  // Under the account's lock: two unlinks at once must not remove the last two ways in.
  const provider = await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, user.id)
    const identities = await listIdentities(tx, user.id)
    const identity = identities.find((i) => i.id === identityId)
    if (!identity) throw ssoErrors.identityNotFound()
    if (!hasPassword(user) && identities.length <= 1) throw ssoErrors.singleIdentity()
    await deleteIdentity(tx, user.id, identity.id)
    await refreshProviders(tx, user.id)
    return identity.provider
  })
  ctx.logger.info('auth.identity_unlinked', { userId: user.id, provider })
  return json({})
}
