// SQL for idempotency keys, written once for both engines. The database handle comes first.
import { and, eq, lt } from 'drizzle-orm'
import type { Database } from '../db/database'

export type StoredAnswer = { requestHash: string; status: number; response: string }
type KeyOf = { scope: string; key: string }

export async function findAnswer(db: Database, { scope, key }: KeyOf, since: Date): Promise<StoredAnswer | null> {
  const t = db.t.idempotencyKeys
  const [row] = await db.orm
    .select({ requestHash: t.requestHash, status: t.status, response: t.response, createdAt: t.createdAt })
    .from(t)
    .where(and(eq(t.scope, scope), eq(t.key, key)))
    .limit(1)
  return row && row.createdAt >= since ? row : null
}

/**
 * Claims the key for this request inside the caller's transaction (an expired answer under it is dropped
 * first). False when another request holds it: on PostgreSQL the insert waits for that request's
 * transaction, so its answer is committed by the time this returns.
 */
export async function claimKey(tx: Database, k: KeyOf, requestHash: string, now: Date, since: Date): Promise<boolean> {
  const t = tx.t.idempotencyKeys
  await tx.orm.delete(t).where(and(eq(t.scope, k.scope), eq(t.key, k.key), lt(t.createdAt, since)))
  const rows = await tx.orm
    .insert(t)
    .values({ ...k, requestHash, status: 0, response: '', createdAt: now })
    .onConflictDoNothing()
    .returning({ key: t.key })
  return rows.length > 0
}

export async function storeAnswer(tx: Database, { scope, key }: KeyOf, status: number, response: string): Promise<void> {
  const t = tx.t.idempotencyKeys
  await tx.orm
    .update(t)
    .set({ status, response })
    .where(and(eq(t.scope, scope), eq(t.key, key)))
}

export async function deleteAnswersBefore(db: Database, before: Date): Promise<void> {
  const t = db.t.idempotencyKeys
  await db.orm.delete(t).where(lt(t.createdAt, before))
}
