// SQL for auth_sessions. A session is what a JWT's `session_id` names and what logout deletes; deleting
// one deletes its refresh tokens (foreign key cascade).
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { preparedPerHandle } from '../../db/prepared'

export type SessionRow = Database['t']['authSessions']['$inferSelect']

export async function insertSession(db: Database, userId: string, amrMethod: string): Promise<SessionRow> {
  const now = new Date()
  const [row] = await db.orm
    .insert(db.t.authSessions)
    .values({ id: crypto.randomUUID(), userId, amrMethod, authenticatedAt: now, createdAt: now, updatedAt: now })
    .returning()
  return row!
}

/** Primary-key lookup: runs on every authenticated API call. */
export async function findSession(db: Database, id: string): Promise<SessionRow | undefined> {
  const { authSessions } = db.t
  const [row] = await db.orm.select().from(authSessions).where(eq(authSessions.id, id)).limit(1)
  return row
}

/** What the API's identity check needs of a token's session: its owner, its end, and whether that owner has a verified second factor. */
export interface SessionStanding {
  userId: string
  notAfter: Date | null
  hasVerifiedFactor: boolean
}

const standingStatement = preparedPerHandle<{ id: string }, SessionStanding>((db) => {
  const { authSessions: s } = db.t
  return (
    db.orm
      .select({
        userId: s.userId,
        notAfter: s.notAfter,
        // Written out: in a one-table select Drizzle leaves columns unqualified (see links.repository.ts).
        hasVerifiedFactor:
          sql<boolean>`exists(select 1 from "auth_mfa_factors" f where f."user_id" = "auth_sessions"."user_id" and f."status" = 'verified')`.mapWith(Boolean),
      })
      .from(s)
      // No LIMIT: the id is the primary key, and a bound `limit ?` costs SQLite's lookup about 12 µs.
      .where(eq(s.id, sql.placeholder('id')))
      .prepare('snip_session_standing')
  )
})

/** The session's standing in one prepared statement (runs on every signed-in API call); undefined when it is gone. */
export async function findSessionStanding(db: Database, id: string): Promise<SessionStanding | undefined> {
  return (await standingStatement(db).execute({ id }))[0]
}

export async function markSessionRefreshed(db: Database, id: string): Promise<void> {
  const { authSessions } = db.t
  const now = new Date()
  await db.orm.update(authSessions).set({ refreshedAt: now, updatedAt: now }).where(eq(authSessions.id, id))
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  const { authSessions } = db.t
  await db.orm.delete(authSessions).where(eq(authSessions.id, id))
}

/** Deletes every session of the user, or every one but `keepId`. */
export async function deleteUserSessions(db: Database, userId: string, keepId?: string): Promise<void> {
  const { authSessions } = db.t
  const mine = eq(authSessions.userId, userId)
  await db.orm.delete(authSessions).where(keepId ? and(mine, ne(authSessions.id, keepId)) : mine)
}

export function isSessionLive<S extends Pick<SessionRow, 'notAfter'>>(session: S | undefined, now = Date.now()): session is S {
  return !!session && (!session.notAfter || session.notAfter.getTime() > now)
}

/** Records how the session is now authenticated (and when): the `amr` of its next access tokens. */
export async function setSessionMethod(db: Database, id: string, amrMethod: string): Promise<void> {
  const { authSessions } = db.t
  const now = new Date()
  await db.orm.update(authSessions).set({ amrMethod, authenticatedAt: now, updatedAt: now }).where(eq(authSessions.id, id))
}
