// grant_type=refresh_token (wire contract §5.2), in one transaction:
// - the session's current token → revoked, and a new child token issued (rotation);
// - the token just before the current one, within 60 s after it was replaced → the current token again (a
//   lost answer: auth-js retries a failed refresh for up to ~30 s, contract §2.4);
// - an older token within the 10 s reuse interval after it was replaced → the current token (tabs
//   refreshing at once, contract §5.2);
// - any other replaced token → the session is deleted (theft assumed) and 400 refresh_token_already_used.
//   This includes the token just before the current one after 60 s: GoTrue accepts it forever, which would
//   let a copy stolen before the last refresh be used indefinitely (docs/decisions/0021-auth-refresh-tokens.md).
import type { AuthContext } from '../auth-context'
import { authErrors } from '../auth-errors'
import { refreshTokenValue } from './refresh-token-value'
import { findCurrentToken, findRefreshToken, insertRefreshToken, revokeIfCurrent, type RefreshTokenRow } from './refresh-tokens.repository'
import { sessionBody } from '../sessions/session-issuer'
import { deleteSession, findSession, isSessionLive, markSessionRefreshed } from '../sessions/sessions.repository'
import { sha256Hex } from './token-crypto'
import { findAuthUserById } from '../users/auth-users.repository'
import type { Database } from '../../db/database'

type Outcome = { token: string; sessionId: string } | 'reused' | 'no-session'

export async function refreshGrant(ctx: AuthContext, presented: string) {
  if (!presented) throw authErrors.validation('Refresh token is not valid')
  const outcome = await ctx.db.transaction((tx) => rotate(ctx, tx, presented))
  if (outcome === 'reused') {
    ctx.logger.warn('auth.refresh_token_reused')
    throw authErrors.refreshAlreadyUsed()
  }
  if (outcome === 'no-session') throw authErrors.refreshNoSession()
  const session = await findSession(ctx.db, outcome.sessionId)
  const user = session && (await findAuthUserById(ctx.db, session.userId))
  if (!session || !user) throw authErrors.refreshNoSession()
  return sessionBody(ctx, user, session, outcome.token)
}

async function rotate(ctx: AuthContext, tx: Database, presented: string): Promise<Outcome> {
  const row = await findRefreshToken(tx, presented)
  if (!row) throw authErrors.refreshNotFound()
  const session = await findSession(tx, row.sessionId)
  if (!isSessionLive(session)) return 'no-session'
  if (!row.revoked && (await revokeIfCurrent(tx, row.id))) {
    const token = await insertRefreshToken(tx, ctx.key, session.id, row.tokenHash)
    await markSessionRefreshed(tx, session.id)
    return { token, sessionId: session.id }
  }
  const replaced = (await findRefreshToken(tx, presented)) ?? row
  const current = await findCurrentToken(tx, session.id)
  const tolerance = current?.parent === replaced.tokenHash ? ctx.previousTokenGraceMs : ctx.reuseIntervalMs
  if (current && Date.now() - replaced.updatedAt.getTime() < tolerance) {
    return { token: await currentTokenValue(ctx, tx, current), sessionId: session.id }
  }
  await deleteSession(tx, session.id)
  return 'reused'
}

/** Re-derives the current token; if the signing key changed since it was issued, rotates it instead. */
async function currentTokenValue(ctx: AuthContext, tx: Database, current: RefreshTokenRow): Promise<string> {
  const value = refreshTokenValue(ctx.key, current.sessionId, current.parent)
  if (sha256Hex(value) === current.tokenHash) return value
  await revokeIfCurrent(tx, current.id)
  return insertRefreshToken(tx, ctx.key, current.sessionId, current.tokenHash)
}
