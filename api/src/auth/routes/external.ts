// Sign-in through an OpenID Connect provider with GoTrue's endpoints (docs/decisions/0084), so supabase-js's
// signInWithOAuth and signInWithSSO work unchanged: GET /authorize?provider= and POST /sso start it, GET
// /callback finishes it — a session in the landing page's fragment (implicit flow) or a one-time `code` for
// POST /token?grant_type=pkce — and GET /sso/logout sends the browser on to the provider's end-session page.
import type { AuthContext, RouteHandler } from '../auth-context'
import { AuthError, authErrors } from '../auth-errors'
import { redirectTarget } from '../redirect-target'
import { str } from '../request-body'
import { found, json, redirect, sessionFragment } from '../responses'
import { startSession } from '../sessions/session-issuer'
import { randomToken } from '../tokens/token-crypto'
import { deleteFlowState, setAuthCode } from '../sso/flow-states.repository'
import { pkceParams } from '../sso/pkce-params'
import { findProvider } from '../sso/provider-clients'
import { clientFor, finishFlow, FlowRefusal, startFlow, type FinishedFlow, type StartedFlow } from '../sso/sign-in-flow'
import { clearedBindingCookie } from '../sso/browser-binding'
import { ssoErrors } from '../sso/sso-errors'

export const LOGIN_PAGE = '/app/login'

export const authorize: RouteHandler = async (ctx, { url, ip }) => {
  const q = url.searchParams
  const requested = q.get('provider') ?? ''
  const provider = findProvider(ctx.config.ssoProviders, requested)
  if (!provider) throw ssoErrors.unsupportedProvider(requested.slice(0, 40))
  await ctx.limits.checkIp('signin', ip)
  const started = await startFlow(ctx, provider, {
    redirectTo: redirectTarget(ctx.config.publicUrl, q.get('redirect_to'), LOGIN_PAGE),
    ...pkceParams(q.get('code_challenge'), q.get('code_challenge_method')),
    linkingUserId: null,
    invite: q.get('invite_token'),
    loginHint: q.get('login_hint'),
    prompt: q.get('prompt'),
  })
  return startedAnswer(started, q.get('skip_http_redirect') === 'true', found)
}

/** `{url}` (skip_http_redirect) or the redirect to the provider; either way with the flow's browser cookie. */
export function startedAnswer(started: StartedFlow, asJson: boolean, redirectTo: (location: string) => Response): Response {
  const answer = asJson ? json({ url: started.url }) : redirectTo(started.url)
  answer.headers.append('Set-Cookie', started.cookie)
  return answer
}

/** signInWithSSO: `provider_id` is a provider's id; a `domain` names none (providers are not tied to domains). */
export const sso: RouteHandler = async (ctx, { ip, body }) => {
  const providerId = str(body.provider_id)
  if (!providerId && !str(body.domain)) throw ssoErrors.providerOrDomain()
  if (!providerId) throw ssoErrors.noProviderForDomain()
  const provider = findProvider(ctx.config.ssoProviders, providerId)
  if (!provider) throw ssoErrors.noSuchProvider()
  await ctx.limits.checkIp('signin', ip)
  const started = await startFlow(ctx, provider, {
    redirectTo: redirectTarget(ctx.config.publicUrl, str(body.redirect_to), LOGIN_PAGE),
    ...pkceParams(body.code_challenge, body.code_challenge_method),
    linkingUserId: null,
  })
  return startedAnswer(started, body.skip_http_redirect === true, redirect)
}

export const callback: RouteHandler = async (ctx, req) => {
  const answer = await finishCallback(ctx, req.request, req.url)
  const state = req.url.searchParams.get('state')
  if (state) answer.headers.append('Set-Cookie', clearedBindingCookie(state)) // the flow is over, whatever came of it
  return answer
}

async function finishCallback(ctx: AuthContext, request: Request, url: URL): Promise<Response> {
  let finished: FinishedFlow
  try {
    finished = await finishFlow(ctx, request, url, ctx.config.publicUrl + LOGIN_PAGE)
  } catch (error) {
    if (!(error instanceof FlowRefusal)) throw error
    if (error.flowId) await deleteFlowState(ctx.db, error.flowId)
    return redirectWithError(error.target, error.error)
  }
  const { flow, provider, user } = finished
  try {
    if (await ctx.accounts.isDisabled(user.id)) throw authErrors.userBanned()
    await afterSignIn(ctx, finished)
    if (flow.codeChallenge) {
      const code = randomToken()
      await setAuthCode(ctx.db, flow.id, user.id, code)
      ctx.logger.info('auth.sso_code_issued', { userId: user.id, provider: provider.id })
      return redirect(`${flow.redirectTo}?${new URLSearchParams({ code })}`)
    }
    await deleteFlowState(ctx.db, flow.id)
    const session = await startSession(ctx, user, 'oauth')
    ctx.events.signedIn()
    ctx.logger.info('auth.sso_signin', { userId: user.id, provider: provider.id, linked: !!flow.linkingUserId })
    return redirect(`${flow.redirectTo}#${sessionFragment(session)}`)
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    await deleteFlowState(ctx.db, flow.id)
    ctx.logger.info('auth.sso_refused', { provider: provider.id, userId: user.id, reason: error.code })
    return redirectWithError(flow.redirectTo, error)
  }
}

/** The composition's hook (group mapping); its failure refuses the sign-in, logged by kind only. */
async function afterSignIn(ctx: AuthContext, { provider, user, claims }: FinishedFlow): Promise<void> {
  if (!ctx.sso) return
  try {
    await ctx.sso.afterSignIn({ accountId: user.id, provider, claims })
  } catch (error) {
    // Its class only: the hook's message is another room's text and may quote a claim; that room logs its own detail.
    ctx.logger.warn('auth.sso_hook_failed', { provider: provider.id, userId: user.id, error: error instanceof Error ? error.name : 'unknown' })
    throw ssoErrors.hookFailed(provider.name)
  }
}

const OAUTH_ERROR: Record<number, string> = { 400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 503: 'temporarily_unavailable' }

/** GoTrue's refusal on the way back: `error`, `error_code` and `error_description`, in the query and the fragment. */
function redirectWithError(target: string, error: AuthError): Response {
  const params = new URLSearchParams({
    error: OAUTH_ERROR[error.status] ?? (error.status >= 500 ? 'server_error' : 'access_denied'),
    error_code: error.code,
    error_description: error.message,
  })
  return redirect(`${target}?${params}#${params}`)
}

/**
 * After signOut(): the provider's end-session page (which comes back to the login page) when its discovery
 * document names one, else the login page. Snip's own session is already over.
 */
export const ssoLogout: RouteHandler = async (ctx, { url }) => {
  const login = ctx.config.publicUrl + LOGIN_PAGE
  // Without `provider`, the only one there is (the site may not know which one a session came through).
  const providers = ctx.config.ssoProviders
  const provider = url.searchParams.has('provider')
    ? findProvider(providers, url.searchParams.get('provider'))
    : providers.length === 1
      ? providers[0]
      : undefined
  if (!provider) return found(login)
  let endSession: string | undefined
  try {
    endSession = (await clientFor(ctx, provider)).config.serverMetadata().end_session_endpoint
  } catch {
    return found(login) // the provider cannot be reached: Snip's session is over all the same
  }
  if (!endSession) return found(login)
  const target = new URL(endSession)
  target.searchParams.set('client_id', provider.clientId)
  target.searchParams.set('post_logout_redirect_uri', login)
  return found(target.href)
}
