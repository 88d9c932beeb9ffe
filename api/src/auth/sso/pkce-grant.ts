// POST /token?grant_type=pkce (supabase-js exchangeCodeForSession): the one-time code the callback put in the
// landing page's query, with the verifier of the challenge the sign-in began with → the session.
import type { AuthContext } from '../auth-context'
import { str } from '../request-body'
import { startSession } from '../sessions/session-issuer'
import { findAuthUserById } from '../users/auth-users.repository'
import { consumeAuthCode } from './flow-states.repository'
import { verifierMatches } from './pkce-params'
import { ssoErrors } from './sso-errors'

export async function pkceGrant(ctx: AuthContext, body: Record<string, unknown>) {
  const authCode = str(body.auth_code)
  const verifier = str(body.code_verifier)
  if (!authCode || !verifier) throw ssoErrors.authCodeMissing()
  const flow = await consumeAuthCode(ctx.db, authCode) // used up even when the verifier is wrong: one try
  if (!flow?.userId || !flow.codeChallenge || !flow.codeChallengeMethod) throw ssoErrors.flowStateNotFound()
  if (!verifierMatches(flow.codeChallenge, flow.codeChallengeMethod, verifier)) throw ssoErrors.badCodeVerifier()
  const user = await findAuthUserById(ctx.db, flow.userId)
  if (!user) throw ssoErrors.flowStateNotFound()
  const session = await startSession(ctx, user, 'oauth')
  ctx.events.signedIn()
  ctx.logger.info('auth.sso_signin', { userId: user.id, provider: flow.provider, linked: !!flow.linkingUserId })
  return session
}
