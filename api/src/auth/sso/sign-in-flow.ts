// The authorization code flow with a provider (docs/decisions/0084). `startFlow` keeps a one-time flow (state,
// nonce, Snip's PKCE verifier) and answers the provider's authorization URL; `finishFlow` uses the flow up,
// has openid-client exchange the code and check the ID token (issuer, audience, expiry, nonce, signature from
// the JWKS), adds the userinfo claims, and answers the account it signs in to. Nothing of it is logged but
// the provider's id, the account's id and the kind of failure.
import * as oidc from 'openid-client'
import type { SsoProvider } from '../../sso-config'
import type { AuthContext } from '../auth-context'
import { AuthError } from '../auth-errors'
import type { AuthUserRow } from '../users/auth-users.repository'
import { consumeFlowState, insertFlowState, type FlowStateRow } from './flow-states.repository'
import { providerClient, type ProviderClient } from './provider-clients'
import { accountForSignIn, linkIdentityTo, profileOf } from './sso-account'
import { bindingCookie, carriesBinding } from './browser-binding'
import { ssoErrors } from './sso-errors'

/** Under the auth service's prefix (router.ts's AUTH_PREFIX, not imported: the router imports this module). */
export const CALLBACK_PATH = '/auth/v1/callback'

export interface FlowStart {
  redirectTo: string
  /** The browser's PKCE challenge (supabase-js's `flowType: 'pkce'`); null for the implicit flow. */
  codeChallenge: string | null
  codeChallengeMethod: string | null
  /** The signed-in account an identity is being linked to (linkIdentity). */
  linkingUserId: string | null
  /** A sign-up invite (GoTrue's `invite_token`): admits a first sign-in on an invite-only instance. */
  invite?: string | null
  /** Passed on to the provider (signInWithOAuth's queryParams). */
  loginHint?: string | null
  prompt?: string | null
}

/** A refusal on the way back from the provider: where the browser goes with it. */
export class FlowRefusal extends Error {
  constructor(
    readonly error: AuthError,
    readonly target: string,
    /** The flow used up on the way (deleted by the callback): absent when the state matched none. */
    readonly flowId?: string,
  ) {
    super(error.message)
    this.name = 'FlowRefusal'
  }
}

/** The provider's client, or a 502 naming it when discovery fails (logged by kind, without values). */
export async function clientFor(ctx: AuthContext, provider: SsoProvider): Promise<ProviderClient> {
  try {
    return await providerClient(provider)
  } catch (error) {
    ctx.logger.warn('auth.sso_discovery_failed', { provider: provider.id, ...failureOf(error) })
    throw ssoErrors.providerUnreachable(provider.name)
  }
}

export interface StartedFlow {
  /** The provider's authorization URL. */
  url: string
  /** The Set-Cookie binding the flow to this browser (browser-binding.ts). */
  cookie: string
}

/** The provider's authorization URL for a new one-time flow, and the cookie its answer sets. */
export async function startFlow(ctx: AuthContext, provider: SsoProvider, start: FlowStart): Promise<StartedFlow> {
  const { config } = await clientFor(ctx, provider)
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const codeVerifier = oidc.randomPKCECodeVerifier()
  await insertFlowState(ctx.db, {
    provider: provider.id,
    state,
    nonce,
    codeVerifier,
    redirectTo: start.redirectTo,
    codeChallenge: start.codeChallenge,
    codeChallengeMethod: start.codeChallengeMethod,
    linkingUserId: start.linkingUserId,
    invite: start.invite || null,
  })
  const parameters: Record<string, string> = {
    redirect_uri: ctx.config.publicUrl + CALLBACK_PATH,
    scope: provider.scopes.join(' '),
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }
  if (start.loginHint) parameters.login_hint = start.loginHint
  if (start.prompt) parameters.prompt = start.prompt
  return { url: oidc.buildAuthorizationUrl(config, parameters).href, cookie: bindingCookie(ctx.key, ctx.config.publicUrl, state) }
}

export interface FinishedFlow {
  flow: FlowStateRow
  provider: SsoProvider
  user: AuthUserRow
  claims: Record<string, unknown>
}

/**
 * Uses the flow of the callback's `state` up and answers the account signed in; throws FlowRefusal. Only the
 * browser that began the flow may finish it (its cookie); another one leaves the flow as it was.
 */
export async function finishFlow(ctx: AuthContext, request: Request, url: URL, fallbackTarget: string): Promise<FinishedFlow> {
  const state = url.searchParams.get('state')
  if (!state || !carriesBinding(ctx.key, request, state)) {
    ctx.logger.info('auth.sso_refused', { reason: state ? 'not_this_browser' : 'no_state' })
    throw new FlowRefusal(ssoErrors.badState(), fallbackTarget)
  }
  const flow = await consumeFlowState(ctx.db, state)
  if (!flow) {
    ctx.logger.info('auth.sso_refused', { reason: 'unknown_state' })
    throw new FlowRefusal(ssoErrors.badState(), fallbackTarget)
  }
  const provider = ctx.config.ssoProviders.find((p) => p.id === flow.provider)
  const refuse = (error: AuthError, reason: string, more: Record<string, unknown> = {}): never => {
    ctx.logger.info('auth.sso_refused', { provider: flow.provider, reason, ...more })
    throw new FlowRefusal(error, flow.redirectTo, flow.id)
  }
  if (!provider) return refuse(ssoErrors.badState(), 'provider_removed')
  if (url.searchParams.get('error'))
    return refuse(ssoErrors.providerRefused(provider.name), 'provider_error', { error: codeOnly(url.searchParams.get('error')) })

  let claims: Record<string, unknown>
  try {
    const { config } = await clientFor(ctx, provider)
    const currentUrl = new URL(ctx.config.publicUrl + CALLBACK_PATH)
    currentUrl.search = url.search
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    })
    const idClaims = tokens.claims() as Record<string, unknown>
    const userinfo = config.serverMetadata().userinfo_endpoint
      ? ((await oidc.fetchUserInfo(config, tokens.access_token, String(idClaims.sub))) as Record<string, unknown>)
      : {}
    claims = { ...userinfo, ...idClaims } // the ID token's claim wins where both have one
  } catch (error) {
    if (error instanceof AuthError) return refuse(error, error.code)
    return refuse(ssoErrors.badCallback(), 'token_not_accepted', failureOf(error))
  }

  const profile = profileOf(claims)
  try {
    const user = flow.linkingUserId
      ? await linkIdentityTo(ctx, flow.linkingUserId, provider, profile)
      : await accountForSignIn(ctx, provider, profile, flow.invite ?? '')
    return { flow, provider, user, claims }
  } catch (error) {
    if (error instanceof AuthError) return refuse(error, error.code)
    throw error
  }
}

/** What a log line may say of a failure of the protocol: its class and code, never a token or a claim. */
export function failureOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: 'unknown' }
  const code = (error as { code?: unknown }).code
  // openid-client wraps the failure in a generic ClientError; its cause says which check failed (its own
  // message names the check, never a value — the values stay in the cause's own `cause`, not logged).
  const cause = error.cause instanceof Error ? { cause: `${error.cause.name}: ${error.cause.message.slice(0, 200)}` } : {}
  return { error: error.name, ...(typeof code === 'string' ? { code } : {}), message: error.message.slice(0, 200), ...cause }
}

const codeOnly = (value: string | null) => (value && /^[a-z_]{1,40}$/.test(value) ? value : 'other')
