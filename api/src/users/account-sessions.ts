// GET /api/users/me/sessions: the caller's signed-in sessions, newest first, at day granularity (created,
// last refreshed); the one of the asking token marked. Sessions keep no address and no user agent.
import { listLiveSessions } from '../auth'
import type { AccountSessionDto } from '../contracts'
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
