// SQL for auth_refresh_tokens. Only the sha-256 of a token is stored; `parent` is the hash of the token it
// replaced (one child per parent), and `updatedAt` of a revoked row is when it was revoked.
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { refreshTokenValue } from './refresh-token-value'
import { sha256Hex } from './token-crypto'

export type RefreshTokenRow = Database['t']['authRefreshTokens']['$inferSelect']

/** Stores a new token for the session and returns it in plain text (the only time it exists as such). */
export async function insertRefreshToken(db: Database, key: Uint8Array, sessionId: string, parentHash: string | null): Promise<string> {
  const token = refreshTokenValue(key, sessionId, parentHash)
  const now = new Date()
  await db.orm
    .insert(db.t.authRefreshTokens)
    .values({ tokenHash: sha256Hex(token), sessionId, parent: parentHash, revoked: false, createdAt: now, updatedAt: now })
  return token
}

export async function findRefreshToken(db: Database, token: string): Promise<RefreshTokenRow | undefined> {
  const { authRefreshTokens: rt } = db.t
  const [row] = await db.orm
    .select()
    .from(rt)
    .where(eq(rt.tokenHash, sha256Hex(token)))
    .limit(1)
  return row
}

/** Revokes the token if nobody else did first; false when a concurrent refresh won the race. */
export async function revokeIfCurrent(db: Database, id: number): Promise<boolean> {
  const { authRefreshTokens: rt } = db.t
  const rows = await db.orm
    .update(rt)
    .set({ revoked: true, updatedAt: new Date() })
    .where(and(eq(rt.id, id), eq(rt.revoked, false)))
    .returning({ id: rt.id })
  return rows.length === 1
}

/** The session's one unrevoked token, if any. */
export async function findCurrentToken(db: Database, sessionId: string): Promise<RefreshTokenRow | undefined> {
  const { authRefreshTokens: rt } = db.t
  const [row] = await db.orm
    .select()
    .from(rt)
    .where(and(eq(rt.sessionId, sessionId), eq(rt.revoked, false)))
    .limit(1)
  return row
}
