// SQL for workspaces and their members, written once for SQLite and PostgreSQL; the database handle comes
// first. No other room names these tables: they go through workspaces/index.ts.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { WorkspaceRole } from '../contracts/workspace-schemas'
import type { Database } from '../db/database'
import { preparedPerHandle } from '../db/prepared'

export type WorkspaceRow = Database['t']['workspaces']['$inferSelect']
/** A workspace with the asking person's role in it; role null: they are not a member. */
export type WorkspaceSeen = WorkspaceRow & { role: WorkspaceRole | null }

export async function insertWorkspace(db: Database, row: Database['t']['workspaces']['$inferInsert']): Promise<WorkspaceRow | undefined> {
  const [inserted] = await db.orm.insert(db.t.workspaces).values(row).onConflictDoNothing().returning()
  return inserted
}

// Prepared once per handle: every signed-in request on links asks it (the acting workspace by default).
const personalStatement = preparedPerHandle<{ userId: string }, WorkspaceRow>((db) => {
  const { workspaces } = db.t
  return db.orm
    .select()
    .from(workspaces)
    .where(eq(workspaces.personalOf, sql.placeholder('userId')))
    .limit(1)
    .prepare('snip_personal_workspace')
})

/** The slugs of these workspaces, by id (ids naming none are absent). */
export async function findSlugs(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const { workspaces } = db.t
  const rows = await db.orm.select({ id: workspaces.id, slug: workspaces.slug }).from(workspaces).where(inArray(workspaces.id, ids))
  return new Map(rows.map((r) => [r.id, r.slug]))
}

export async function findPersonalWorkspace(db: Database, userId: string): Promise<WorkspaceRow | undefined> {
  const [row] = await personalStatement(db).execute({ userId })
  return row
}

export async function setSlug(db: Database, id: number, slug: string): Promise<void> {
  await db.orm.update(db.t.workspaces).set({ slug }).where(eq(db.t.workspaces.id, id))
}

/** The workspace by its slug and the person's role in it (null when not a member); undefined: no such workspace. */
export async function findWorkspaceSeenBy(db: Database, slug: string, userId: string): Promise<WorkspaceSeen | undefined> {
  const { workspaces, workspaceMembers: m } = db.t
  const [row] = await db.orm
    .select({ workspace: workspaces, role: m.role })
    .from(workspaces)
    .leftJoin(m, and(eq(m.workspaceId, workspaces.id), eq(m.userId, userId)))
    .where(eq(workspaces.slug, slug))
    .limit(1)
  return row ? { ...row.workspace, role: (row.role as WorkspaceRole | null) ?? null } : undefined
}

/** The workspace by its id and the person's role in it (null when not a member); undefined: no such workspace. */
export async function findWorkspaceByIdSeenBy(db: Database, id: number, userId: string): Promise<WorkspaceSeen | undefined> {
  const { workspaces, workspaceMembers: m } = db.t
  const [row] = await db.orm
    .select({ workspace: workspaces, role: m.role })
    .from(workspaces)
    .leftJoin(m, and(eq(m.workspaceId, workspaces.id), eq(m.userId, userId)))
    .where(eq(workspaces.id, id))
    .limit(1)
  return row ? { ...row.workspace, role: (row.role as WorkspaceRole | null) ?? null } : undefined
}

/** The person's workspaces, personal first, then by name. */
export async function listWorkspacesOf(db: Database, userId: string): Promise<(WorkspaceRow & { role: WorkspaceRole })[]> {
  const { workspaces, workspaceMembers: m } = db.t
  const rows = await db.orm
    .select({ workspace: workspaces, role: m.role })
    .from(m)
    .innerJoin(workspaces, eq(workspaces.id, m.workspaceId))
    .where(eq(m.userId, userId))
    .orderBy(sql`case when ${workspaces.personalOf} is null then 1 else 0 end`, asc(workspaces.name), asc(workspaces.id))
  return rows.map((r) => ({ ...r.workspace, role: r.role as WorkspaceRole }))
}

export async function updateWorkspace(db: Database, id: number, change: { name?: string; membersEditAll?: boolean }): Promise<void> {
  await db.orm.update(db.t.workspaces).set(change).where(eq(db.t.workspaces.id, id))
}

/** Deletes the workspace; its members, links, tags and keys go with it (the foreign keys cascade). */
export async function deleteWorkspace(db: Database, id: number): Promise<void> {
  await db.orm.delete(db.t.workspaces).where(eq(db.t.workspaces.id, id))
}

export async function insertMember(db: Database, workspaceId: number, userId: string, role: WorkspaceRole): Promise<boolean> {
  const rows = await db.orm
    .insert(db.t.workspaceMembers)
    .values({ workspaceId, userId, role, joinedAt: new Date() })
    .onConflictDoNothing()
    .returning({ userId: db.t.workspaceMembers.userId })
  return rows.length > 0
}

/** The members with the address of their user record when this instance holds one, owners first. */
export async function listMembers(db: Database, workspaceId: number) {
  const { workspaceMembers: m, users } = db.t
  const rows = await db.orm
    .select({ userId: m.userId, role: m.role, joinedAt: m.joinedAt, email: users.email })
    .from(m)
    .leftJoin(users, eq(users.userId, m.userId))
    .where(eq(m.workspaceId, workspaceId))
    .orderBy(sql`case ${m.role} when 'owner' then 0 when 'admin' then 1 when 'member' then 2 else 3 end`, asc(m.joinedAt), asc(m.userId))
  return rows.map((r) => ({ ...r, role: r.role as WorkspaceRole, email: r.email ?? null }))
}

export async function findRole(db: Database, workspaceId: number, userId: string): Promise<WorkspaceRole | undefined> {
  const { workspaceMembers: m } = db.t
  const [row] = await db.orm
    .select({ role: m.role })
    .from(m)
    .where(and(eq(m.workspaceId, workspaceId), eq(m.userId, userId)))
    .limit(1)
  return row?.role as WorkspaceRole | undefined
}

export async function setRole(db: Database, workspaceId: number, userId: string, role: WorkspaceRole): Promise<void> {
  const { workspaceMembers: m } = db.t
  await db.orm
    .update(m)
    .set({ role })
    .where(and(eq(m.workspaceId, workspaceId), eq(m.userId, userId)))
}

export async function deleteMember(db: Database, workspaceId: number, userId: string): Promise<void> {
  const { workspaceMembers: m } = db.t
  await db.orm.delete(m).where(and(eq(m.workspaceId, workspaceId), eq(m.userId, userId)))
}

export async function countOwners(db: Database, workspaceId: number): Promise<number> {
  const { workspaceMembers: m } = db.t
  const [row] = await db.orm
    .select({ n: sql<number>`count(*)` })
    .from(m)
    .where(and(eq(m.workspaceId, workspaceId), eq(m.role, 'owner')))
  return Number(row?.n ?? 0)
}

/**
 * The person's team workspaces, each with whether they are its only owner and whether anyone else is in
 * it: what deleting their account decides from.
 */
export async function teamStandingOf(db: Database, userId: string) {
  const { workspaces, workspaceMembers: m } = db.t
  const others = sql<number>`(select count(*) from workspace_members o where o.workspace_id = ${workspaces.id} and o.user_id <> ${userId})`
  const otherOwners = sql<number>`(select count(*) from workspace_members o where o.workspace_id = ${workspaces.id} and o.user_id <> ${userId} and o.role = 'owner')`
  const rows = await db.orm
    .select({ id: workspaces.id, name: workspaces.name, role: m.role, others, otherOwners })
    .from(m)
    .innerJoin(workspaces, eq(workspaces.id, m.workspaceId))
    .where(and(eq(m.userId, userId), sql`${workspaces.personalOf} is null`))
    .orderBy(asc(workspaces.name))
  return rows.map((r) => ({ id: r.id, name: r.name, role: r.role as WorkspaceRole, others: Number(r.others), otherOwners: Number(r.otherOwners) }))
}

/** For each workspace, a member other than `leaving` to hand things to: an owner first, then the longest-standing member. */
export async function heirsIn(db: Database, ids: number[], leaving: string): Promise<Map<number, string>> {
  const heirs = new Map<number, string>()
  if (!ids.length) return heirs
  const { workspaceMembers: m } = db.t
  const rank = sql<number>`case ${m.role} when 'owner' then 0 when 'admin' then 1 when 'member' then 2 else 3 end`
  const rows = await db.orm
    .select({ workspaceId: m.workspaceId, userId: m.userId })
    .from(m)
    .where(and(inArray(m.workspaceId, ids), sql`${m.userId} <> ${leaving}`))
    .orderBy(asc(m.workspaceId), asc(rank), asc(m.joinedAt), asc(m.userId))
  for (const r of rows) if (!heirs.has(r.workspaceId)) heirs.set(r.workspaceId, r.userId)
  return heirs
}

export async function deleteWorkspaces(db: Database, ids: number[]): Promise<void> {
  if (ids.length) await db.orm.delete(db.t.workspaces).where(inArray(db.t.workspaces.id, ids))
}

export async function deleteMemberships(db: Database, userId: string): Promise<void> {
  await db.orm.delete(db.t.workspaceMembers).where(eq(db.t.workspaceMembers.userId, userId))
}

/**
 * Holds the workspace's row until the transaction ends (PostgreSQL; SQLite runs one transaction at a time),
 * so two changes of its owners are made one after the other and each counts the owners the other left.
 */
export async function lockWorkspace(tx: Database, id: number): Promise<void> {
  if (tx.dialect !== 'postgres') return
  const { workspaces } = tx.t
  await tx.orm.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, id)).for('update')
}

/** The address of a person's user record, for the audit log's label of a member (null: this instance holds none). */
export async function findEmailOf(db: Database, userId: string): Promise<string | null> {
  const { users } = db.t
  const [row] = await db.orm.select({ email: users.email }).from(users).where(eq(users.userId, userId)).limit(1)
  return row?.email ?? null
}
