// The bearer-token pipeline of GET/PUT /user and POST /logout (wire contract §3.4), and the product API's
// identity check. A token counts only if it is HS256-signed by us, unexpired, and its session still exists.
import type { Actor } from '../../http/actor'
import { readAccessToken, type AccessClaims } from '../tokens/access-token'
import type { AuthContext } from '../auth-context'
import { authErrors } from '../auth-errors'
import { findSession, findSessionStanding, isSessionLive, type SessionRow } from './sessions.repository'
import { findAuthUserById, type AuthUserRow } from '../users/auth-users.repository'
import { bearerTokenOf } from '../../http/bearer-token'
import { AppError } from '../../http/app-error'

export interface Authenticated {
  claims: AccessClaims
  user: AuthUserRow
  session: SessionRow
}

export async function authenticate(ctx: AuthContext, request: Request): Promise<Authenticated> {
  const token = bearerTokenOf(request)
  if (!token) throw authErrors.noAuthorization()
  const claims = await readAccessToken(ctx.key, ctx.issuer, token)
  if (!claims) throw authErrors.badJwt('token is malformed, expired or not a user token')
  const user = await findAuthUserById(ctx.db, claims.sub)
  if (!user) throw authErrors.userNotFound()
  const session = await findSession(ctx.db, claims.session_id)
  if (!isSessionLive(session) || session.userId !== user.id) throw authErrors.sessionNotFound()
  return { claims, user, session }
}

/**
 * The actor behind a token, or null for anything but a live user session's token. A password-only (aal1)
 * token of an account with a verified second factor throws 401 mfa_required: the sign-in is not finished.
 */
export async function actorFromToken(ctx: AuthContext, token: string): Promise<Actor | null> {
  const claims = await ctx.verifiedClaims(token)
  if (!claims) return null
  // The session, its owner and the owner's second factor in one prepared statement.
  const session = await findSessionStanding(ctx.db, claims.session_id)
  if (!isSessionLive(session) || session.userId !== claims.sub) return null
  if (claims.aal !== 'aal2' && session.hasVerifiedFactor) throw AppError.mfaRequired()
  return { userId: claims.sub, email: claims.email, sessionId: claims.session_id }
}
