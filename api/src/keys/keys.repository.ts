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

/** Which keys of a workspace a caller sees: every one (an owner or admin), or only those they made. */
export interface KeysOfWorkspace {
  workspaceId: number
  /** The personal workspace's own person: their keys older than workspaces (no workspace_id) are in it. */
  personalOf: string | null
  /** Only the keys this person made; null: every key of the workspace. */
  madeBy: string | null
}

function inWorkspace(db: Database, w: KeysOfWorkspace) {
  const { apiKeys } = db.t
  const of = w.personalOf
    ? or(eq(apiKeys.workspaceId, w.workspaceId), and(isNull(apiKeys.workspaceId), eq(apiKeys.userId, w.personalOf)))
    : eq(apiKeys.workspaceId, w.workspaceId)
  return w.madeBy === null ? of : and(of, eq(apiKeys.userId, w.madeBy))
}

/** The workspace's keys the caller sees, oldest first, with their makers' addresses. */
export async function listApiKeys(db: Database, w: KeysOfWorkspace): Promise<(ApiKeyRow & { email: string | null })[]> {
  const { apiKeys, authUsers } = db.t
  const rows = await db.orm
    .select({ key: apiKeys, email: authUsers.email })
    .from(apiKeys)
    .leftJoin(authUsers, eq(authUsers.id, apiKeys.userId))
    .where(inWorkspace(db, w))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id))
  return rows.map((r) => ({ ...r.key, email: r.email ?? null }))
}

/** Deletes a key the caller made (in any workspace) or one of the workspace's they see; answers its name and workspace, or undefined when none such. */
export async function deleteApiKey(
  db: Database,
  userId: string,
  w: KeysOfWorkspace,
  id: string,
): Promise<{ name: string; workspaceId: number | null } | undefined> {
  const { apiKeys } = db.t
  const [row] = await db.orm
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), or(eq(apiKeys.userId, userId), inWorkspace(db, w))))
    .returning({ name: apiKeys.name, workspaceId: apiKeys.workspaceId })
  return row
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
