// GET /api/users/me/sessions: the caller's signed-in sessions, newest first, at day granularity (created,
// last refreshed); the one of the asking token marked. Sessions keep no address and no user agent.
import { desc, eq } from 'drizzle-orm'
import type { AccountSessionDto } from '../contracts'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'

const day = (d: Date) => d.toISOString().slice(0, 10)

export async function listAccountSessions(db: Database, actor: Actor): Promise<AccountSessionDto[]> {
  const { authSessions: s } = db.t
  const rows = await db.orm
    .select({ id: s.id, createdAt: s.createdAt, refreshedAt: s.refreshedAt, notAfter: s.notAfter })
    .from(s)
    .where(eq(s.userId, actor.userId))
    .orderBy(desc(s.createdAt))
  const now = Date.now()
  return rows
    .filter((r) => !r.notAfter || r.notAfter.getTime() > now)
    .map((r) => ({ id: r.id, createdOn: day(r.createdAt), lastActiveOn: day(r.refreshedAt ?? r.createdAt), current: r.id === actor.sessionId }))
}
