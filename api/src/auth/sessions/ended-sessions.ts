// What sign-ins leave behind: refresh tokens replaced by a newer one (kept a while so that a stolen, replaced
// token presented again is recognised and ends its session) and sessions past their end. After
// AUTH_TOKEN_RETENTION_DAYS they serve no purpose and only grow the tables, so a daily job deletes them.
// A replaced token older than that, presented again, is then simply unknown (400), as any unknown token is.
import { and, eq, isNotNull, lt } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { purgeFlowStates } from '../sso/flow-states.repository'

const DAY_MS = 86_400_000

export interface PurgedSessions {
  tokens: number
  sessions: number
  /** Sign-ins through a provider begun and never finished (their flows outlive their 10 minutes only until now). */
  flowStates: number
}

/** Deletes refresh tokens revoked, and sessions ended, more than `days` days before `now`; and abandoned provider sign-ins. */
export async function purgeEndedSessions(db: Database, days: number, now: Date): Promise<PurgedSessions> {
  const cutoff = new Date(now.getTime() - days * DAY_MS)
  const { authRefreshTokens: rt, authSessions: s } = db.t
  const tokens = await db.orm
    .delete(rt)
    .where(and(eq(rt.revoked, true), lt(rt.updatedAt, cutoff)))
    .returning({ id: rt.id })
  // A session's tokens go with it (foreign key cascade).
  const sessions = await db.orm
    .delete(s)
    .where(and(isNotNull(s.notAfter), lt(s.notAfter, cutoff)))
    .returning({ id: s.id })
  return { tokens: tokens.length, sessions: sessions.length, flowStates: await purgeFlowStates(db, now) }
}
