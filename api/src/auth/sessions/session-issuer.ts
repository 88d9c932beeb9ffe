// Starts sessions and builds the token response of the wire contract §2.3.
import { issueAccessToken } from '../tokens/access-token'
import type { AuthContext } from '../auth-context'
import { authErrors } from '../auth-errors'
import { insertRefreshToken } from '../tokens/refresh-tokens.repository'
import { insertSession, type SessionRow } from './sessions.repository'
import { userJsonWithFactors } from '../factors/factor-json'
import { updateAuthUser, type AuthUserRow } from '../users/auth-users.repository'

/** `oauth`: a sign-in through an OpenID Connect provider, as GoTrue names its external providers' sessions. */
export type AmrMethod = 'password' | 'otp' | 'recovery' | 'oauth'

/** New session + first refresh token for the user, in one transaction; returns the token response. */
export async function startSession(ctx: AuthContext, user: AuthUserRow, method: AmrMethod, extra: Record<string, unknown> = {}) {
  if (await ctx.accounts.isDisabled(user.id)) throw authErrors.userBanned() // after the password check (contract §3.2)
  const { session, refreshToken, signedIn } = await ctx.db.transaction(async (tx) => {
    const session = await insertSession(tx, user.id, method)
    const refreshToken = await insertRefreshToken(tx, ctx.key, session.id, null)
    const signedIn = await updateAuthUser(tx, user.id, { lastSignInAt: new Date() })
    return { session, refreshToken, signedIn }
  })
  return { ...(await sessionBody(ctx, signedIn, session, refreshToken)), ...extra }
}

/** `{access_token, token_type, expires_in, expires_at, refresh_token, user}` for an existing session. */
export async function sessionBody(ctx: AuthContext, user: AuthUserRow, session: SessionRow, refreshToken: string) {
  const { token, expiresAt } = await issueAccessToken(ctx.key, ctx.issuer, {
    userId: user.id,
    email: user.email,
    sessionId: session.id,
    appMetadata: user.appMetadata,
    userMetadata: user.userMetadata,
    aal: session.aal === 'aal2' ? 'aal2' : 'aal1',
    amr: amrOf(session),
  })
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: Math.max(1, expiresAt - Math.floor(Date.now() / 1000)),
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJsonWithFactors(ctx.db, user),
  }
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000)

/** The `amr` claim: the second factor first (GoTrue lists the latest method first), then the sign-in method. */
function amrOf(session: SessionRow) {
  const first = { method: session.amrMethod, timestamp: seconds(session.authenticatedAt) }
  return session.mfaMethod && session.mfaAt ? [{ method: session.mfaMethod, timestamp: seconds(session.mfaAt) }, first] : [first]
}
