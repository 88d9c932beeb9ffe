// SQL for API keys, written once for SQLite and PostgreSQL. The database handle comes first.
import { and, asc, count, eq, isNull, ne, or } from 'drizzle-orm'
import type { Database } from '../db/database'

export type ApiKeyRow = Database['t']['apiKeys']['$inferSelect']
export type NewApiKey = Database['t']['apiKeys']['$inferInsert']

export async function insertApiKey(db: Database, row: NewApiKey): Promise<ApiKeyRow> {
  const [inserted] = await db.orm.insert(db.t.apiKeys).values(row).returning()
  return inserted!
}

export async function countApiKeys(db: Database, userId: string): Promise<number> {
  const [row] = await db.orm.select({ n: count() }).from(db.t.apiKeys).where(eq(db.t.apiKeys.userId, userId))
  return Number(row?.n ?? 0)
}

export async function listApiKeys(db: Database, userId: string): Promise<ApiKeyRow[]> {
  const { apiKeys } = db.t
  return db.orm.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt), asc(apiKeys.id))
}

/** Deletes the user's key; false when no such key is theirs. */
export async function deleteApiKey(db: Database, userId: string, id: string): Promise<boolean> {
  const { apiKeys } = db.t
  const rows = await db.orm
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id })
  return rows.length > 0
}

/** The key with this hash and its owner's address. */
export async function findApiKeyByHash(db: Database, keyHash: string): Promise<(ApiKeyRow & { email: string }) | undefined> {
  const { apiKeys, authUsers } = db.t
  const [row] = await db.orm
    .select({ key: apiKeys, email: authUsers.email })
    .from(apiKeys)
    .innerJoin(authUsers, eq(authUsers.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1)
  return row ? { ...row.key, email: row.email } : undefined
}

/** Records the day of use; a no-op when it is recorded already (two requests racing at midnight write once). */
export async function recordUseDay(db: Database, id: string, day: string): Promise<void> {
  const { apiKeys } = db.t
  await db.orm
    .update(apiKeys)
    .set({ lastUsedDay: day })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedDay), ne(apiKeys.lastUsedDay, day))))
}
