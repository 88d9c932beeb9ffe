// SQL for auth_mfa_factors and auth_mfa_challenges. Factors are always looked up with their owner, so
// someone else's factor id finds nothing.
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database'

export type FactorRow = Database['t']['authMfaFactors']['$inferSelect']
export type ChallengeRow = Database['t']['authMfaChallenges']['$inferSelect']

export async function listFactors(db: Database, userId: string): Promise<FactorRow[]> {
  const { authMfaFactors: f } = db.t
  return db.orm.select().from(f).where(eq(f.userId, userId)).orderBy(f.createdAt)
}

export async function findFactor(db: Database, userId: string, id: string): Promise<FactorRow | undefined> {
  const { authMfaFactors: f } = db.t
  const [row] = await db.orm
    .select()
    .from(f)
    .where(and(eq(f.id, id), eq(f.userId, userId)))
    .limit(1)
  return row
}

export async function hasVerifiedFactor(db: Database, userId: string): Promise<boolean> {
  const { authMfaFactors: f } = db.t
  const rows = await db.orm
    .select({ id: f.id })
    .from(f)
    .where(and(eq(f.userId, userId), eq(f.status, 'verified')))
    .limit(1)
  return rows.length > 0
}

export async function insertFactor(db: Database, row: Pick<FactorRow, 'id' | 'userId' | 'friendlyName' | 'factorType' | 'secret'>) {
  const now = new Date()
  await db.orm.insert(db.t.authMfaFactors).values({ ...row, status: 'unverified', createdAt: now, updatedAt: now })
}

/** Deletes the user's unverified factors (all, or all but `keepId`): one enrolment is pending at a time. */
export async function deleteUnverifiedFactors(db: Database, userId: string, keepId?: string) {
  const { authMfaFactors: f } = db.t
  const pending = and(eq(f.userId, userId), eq(f.status, 'unverified'))
  await db.orm.delete(f).where(keepId ? and(pending, ne(f.id, keepId)) : pending)
}

export async function deleteFactor(db: Database, id: string) {
  const { authMfaFactors: f } = db.t
  await db.orm.delete(f).where(eq(f.id, id))
}

export async function markFactorVerified(db: Database, id: string) {
  const { authMfaFactors: f } = db.t
  await db.orm.update(f).set({ status: 'verified', updatedAt: new Date() }).where(eq(f.id, id))
}

/** Records `step` as used unless it (or a later one) already was; false for a replayed code. */
export async function claimStep(db: Database, id: string, step: number): Promise<boolean> {
  const { authMfaFactors: f } = db.t
  const rows = await db.orm
    .update(f)
    .set({ lastUsedStep: step, updatedAt: new Date() })
    .where(and(eq(f.id, id), or(isNull(f.lastUsedStep), lt(f.lastUsedStep, step))))
    .returning({ id: f.id })
  return rows.length === 1
}

/** Counts a wrong code: a window older than `windowMs` starts again at one. */
export async function countFailure(db: Database, id: string, windowMs: number, now = new Date()) {
  const { authMfaFactors: f } = db.t
  const since = new Date(now.getTime() - windowMs)
  const fresh = and(eq(f.id, id), gt(f.failedWindowStart, since))
  const counted = await db.orm
    .update(f)
    .set({ failedAttempts: sql`${f.failedAttempts} + 1` })
    .where(fresh)
    .returning({ id: f.id })
  if (counted.length === 0) await db.orm.update(f).set({ failedAttempts: 1, failedWindowStart: now }).where(eq(f.id, id))
}

export async function insertChallenge(db: Database, factorId: string): Promise<ChallengeRow> {
  const now = new Date()
  const [row] = await db.orm.insert(db.t.authMfaChallenges).values({ id: crypto.randomUUID(), factorId, createdAt: now }).returning()
  await db.orm.update(db.t.authMfaFactors).set({ lastChallengedAt: now }).where(eq(db.t.authMfaFactors.id, factorId))
  return row!
}

export async function findChallenge(db: Database, factorId: string, id: string): Promise<ChallengeRow | undefined> {
  const { authMfaChallenges: c } = db.t
  const [row] = await db.orm
    .select()
    .from(c)
    .where(and(eq(c.id, id), eq(c.factorId, factorId)))
    .limit(1)
  return row
}

/** Marks the challenge used unless a concurrent verification did first. */
export async function consumeChallenge(db: Database, id: string): Promise<boolean> {
  const { authMfaChallenges: c } = db.t
  const rows = await db.orm
    .update(c)
    .set({ verifiedAt: new Date() })
    .where(and(eq(c.id, id), isNull(c.verifiedAt)))
    .returning({ id: c.id })
  return rows.length === 1
}
