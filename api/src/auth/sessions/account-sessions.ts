// An account's sessions as other rooms may touch them: listed for their owner, ended all at once (a new
// password, a disabled account). A token counts only while its session exists, so ending the sessions
// stops every token of the account at once.
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { deleteUserSessions, isSessionLive } from './sessions.repository'

export interface LiveSession {
  id: string
  createdAt: Date
  refreshedAt: Date | null
}

/** The account's sessions that have not ended, newest first. */
export async function listLiveSessions(db: Database, userId: string): Promise<LiveSession[]> {
  const { authSessions: s } = db.t
  const rows = await db.orm
    .select({ id: s.id, createdAt: s.createdAt, refreshedAt: s.refreshedAt, notAfter: s.notAfter })
    .from(s)
    .where(eq(s.userId, userId))
    .orderBy(desc(s.createdAt))
  const now = Date.now()
  return rows.filter((r) => isSessionLive(r, now)).map(({ id, createdAt, refreshedAt }) => ({ id, createdAt, refreshedAt }))
}

/**
 * Signs one session of the account out (its tokens stop at once, its refresh tokens go with it); false when
 * the account has no such session, whoever else's it may be.
 */
export async function endAccountSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const { authSessions: s } = db.t
  const ended = await db.orm
    .delete(s)
    .where(and(eq(s.userId, userId), eq(s.id, sessionId)))
    .returning({ id: s.id })
  return ended.length > 0
}

/** Signs the account out everywhere; `tx` may be the caller's transaction. */
export function endAccountSessions(tx: Database, userId: string): Promise<void> {
  return deleteUserSessions(tx, userId)
}
