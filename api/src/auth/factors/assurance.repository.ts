// How far a session is authenticated (its assurance level) and the refresh token handed out with an upgrade.
import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/database'
import type { SessionRow } from '../sessions/sessions.repository'
import { findCurrentToken, insertRefreshToken, revokeIfCurrent } from '../tokens/refresh-tokens.repository'

/** The session becomes aal2 (`method`: the second step's `amr` entry); every other aal1 session of the user ends. */
export async function upgradeSession(db: Database, session: SessionRow, method: string): Promise<SessionRow> {
  const { authSessions: s } = db.t
  const now = new Date()
  const [row] = await db.orm.update(s).set({ aal: 'aal2', mfaMethod: method, mfaAt: now, updatedAt: now }).where(eq(s.id, session.id)).returning()
  await db.orm.delete(s).where(and(eq(s.userId, session.userId), eq(s.aal, 'aal1'), ne(s.id, session.id)))
  return row!
}

/** After the last factor is removed, every session of the user is aal1 again. */
export async function downgradeSessions(db: Database, userId: string): Promise<void> {
  const { authSessions: s } = db.t
  await db.orm.update(s).set({ aal: 'aal1', mfaMethod: null, mfaAt: null, updatedAt: new Date() }).where(eq(s.userId, userId))
}

/** A new refresh token replacing the session's current one (GoTrue answers a verification with a new pair). */
export async function rotateRefreshToken(db: Database, key: Uint8Array, sessionId: string): Promise<string> {
  const current = await findCurrentToken(db, sessionId)
  if (current) await revokeIfCurrent(db, current.id)
  return insertRefreshToken(db, key, sessionId, current?.tokenHash ?? null)
}
