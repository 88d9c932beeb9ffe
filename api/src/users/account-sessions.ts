// GET /api/users/me/sessions: the caller's signed-in sessions, newest first, at day granularity (created,
// last refreshed); the one of the asking token marked. Sessions keep no address and no user agent.
// DELETE /api/users/me/sessions/:id: the caller signs one of their own sessions out.
import { endAccountSession, listLiveSessions } from '../auth'
import { errorCodes, messages, type AccountSessionDto } from '../contracts'
import { AppError } from '../http/app-error'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'

const day = (d: Date) => d.toISOString().slice(0, 10)

export async function listAccountSessions(db: Database, actor: Actor): Promise<AccountSessionDto[]> {
  return (await listLiveSessions(db, actor.userId)).map((r) => ({
    id: r.id,
    createdOn: day(r.createdAt),
    lastActiveOn: day(r.refreshedAt ?? r.createdAt),
    current: r.id === actor.sessionId,
  }))
}

/** Ends one of the caller's sessions; 404 for any other id, another account's included (the same answer). */
export async function signOutAccountSession(db: Database, actor: Actor, sessionId: string): Promise<void> {
  if (!(await endAccountSession(db, actor.userId, sessionId))) throw new AppError(404, errorCodes.accountSessionNotFound, messages.account.sessionNotFound)
}
