// The audit_events table's SQL, written once for SQLite and PostgreSQL; no other room names the table.
// The database handle comes first, so a service's transaction is a plain argument.
import { and, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/database'

export type AuditRow = Database['t']['auditEvents']['$inferSelect']
export type NewAuditRow = Database['t']['auditEvents']['$inferInsert']

export async function insertAuditEvent(db: Database, row: NewAuditRow): Promise<void> {
  await db.orm.insert(db.t.auditEvents).values(row)
}

/** The filters of a page, as conditions; undefined members are left out. */
export interface AuditFilter {
  action?: string
  /** An account or key id, or an actor's name (any case). */
  actor?: string
  resourceType?: string
  resourceId?: string
  from?: Date
  to?: Date
}

function conditions(db: Database, workspaceId: number, f: AuditFilter): SQL {
  const a = db.t.auditEvents
  const all: (SQL | undefined)[] = [
    eq(a.workspaceId, workspaceId),
    f.action !== undefined ? eq(a.action, f.action) : undefined,
    f.actor !== undefined ? or(eq(a.actorId, f.actor), eq(sql`lower(${a.actorName})`, f.actor.toLowerCase())) : undefined,
    f.resourceType !== undefined ? eq(a.resourceType, f.resourceType) : undefined,
    f.resourceId !== undefined ? eq(a.resourceId, f.resourceId) : undefined,
    f.from !== undefined ? gte(a.at, f.from) : undefined,
    f.to !== undefined ? lte(a.at, f.to) : undefined,
  ]
  return and(...all)!
}

/** One page of the workspace's events, newest first, and how many match. */
export async function findAuditPage(db: Database, workspaceId: number, filter: AuditFilter, offset: number, limit: number) {
  const a = db.t.auditEvents
  const where = conditions(db, workspaceId, filter)
  const [rows, [total]] = await Promise.all([
    db.orm.select().from(a).where(where).orderBy(desc(a.at), desc(a.id)).limit(limit).offset(offset),
    db.orm.select({ n: count() }).from(a).where(where),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

/** The workspace's events with ids below `before` (null: from the newest), newest first: the export's pages. */
export async function findAuditEventsBefore(db: Database, workspaceId: number, before: number | null, limit: number): Promise<AuditRow[]> {
  const a = db.t.auditEvents
  const where = before === null ? eq(a.workspaceId, workspaceId) : and(eq(a.workspaceId, workspaceId), lt(a.id, before))
  return db.orm.select().from(a).where(where).orderBy(desc(a.id)).limit(limit)
}

/** Deletes up to `limit` events older than `cutoff` (any workspace); answers how many went. */
export async function deleteAuditEventsBefore(db: Database, cutoff: Date, limit: number): Promise<number> {
  const a = db.t.auditEvents
  const ids = (await db.orm.select({ id: a.id }).from(a).where(lt(a.at, cutoff)).limit(limit)).map((r) => r.id)
  if (ids.length === 0) return 0
  await db.orm.delete(a).where(inArray(a.id, ids))
  return ids.length
}

/**
 * A deleted account's address leaves the logs of the teams that keep its work: events it did and events
 * about it as a member name it `name` instead (its account id stays, as its links keep `user_id`).
 */
export async function renameAccountInAudit(db: Database, userId: string, name: string): Promise<void> {
  const a = db.t.auditEvents
  await db.orm
    .update(a)
    .set({ actorName: name })
    .where(and(eq(a.actorId, userId), inArray(a.actorKind, ['member', 'admin'])))
  await db.orm
    .update(a)
    .set({ resourceLabel: name })
    .where(and(eq(a.resourceType, 'member'), eq(a.resourceId, userId)))
}
