// The domains table (docs/decisions/0083): private to this room. Other rooms ask the door (index.ts).
import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../db/database'

export interface DomainRow {
  id: number
  host: string
  workspaceId: number | null
  verifyToken: string
  verifiedAt: Date | null
  checkedAt: Date | null
  checkResult: string | null
  rootRedirect: string | null
  notFoundRedirect: string | null
  disabledAt: Date | null
  disabledReason: string | null
  createdBy: string | null
  createdAt: Date
}

export type NewDomain = Pick<DomainRow, 'host' | 'workspaceId' | 'verifyToken' | 'createdBy' | 'createdAt'> & Partial<Pick<DomainRow, 'verifiedAt'>>

/** The new row, or null when the host is already added (by anyone). */
export async function insertDomain(db: Database, row: NewDomain): Promise<DomainRow | null> {
  const [made] = await db.orm.insert(db.t.domains).values(row).onConflictDoNothing().returning()
  return (made as DomainRow | undefined) ?? null
}

export async function findDomain(db: Database, id: number): Promise<DomainRow | null> {
  const { domains } = db.t
  const [row] = await db.orm.select().from(domains).where(eq(domains.id, id)).limit(1)
  return (row as DomainRow | undefined) ?? null
}

export async function findDomainByHost(db: Database, host: string): Promise<DomainRow | null> {
  const { domains } = db.t
  const [row] = await db.orm.select().from(domains).where(eq(domains.host, host)).limit(1)
  return (row as DomainRow | undefined) ?? null
}

/** The workspace's own domains and the instance-wide ones, by host. */
export async function listDomainsFor(db: Database, workspaceId: number): Promise<DomainRow[]> {
  const { domains } = db.t
  return (await db.orm
    .select()
    .from(domains)
    .where(or(eq(domains.workspaceId, workspaceId), isNull(domains.workspaceId)))
    .orderBy(asc(domains.host))) as DomainRow[]
}

export async function countWorkspaceDomains(db: Database, workspaceId: number): Promise<number> {
  const { domains } = db.t
  const [row] = await db.orm.select({ n: sql<number>`count(*)` }).from(domains).where(eq(domains.workspaceId, workspaceId))
  return Number(row?.n ?? 0)
}

export async function listAllDomains(db: Database): Promise<DomainRow[]> {
  const { domains } = db.t
  return (await db.orm.select().from(domains).orderBy(asc(domains.host))) as DomainRow[]
}

/** A workspace's pending domains added since `addedAfter`, never checked or last checked before `checkedBefore`, oldest check first. */
export async function findPendingDomainsDue(db: Database, checkedBefore: Date, addedAfter: Date, limit: number): Promise<DomainRow[]> {
  const { domains } = db.t
  return (await db.orm
    .select()
    .from(domains)
    .where(
      and(
        isNotNull(domains.workspaceId),
        isNull(domains.verifiedAt),
        isNull(domains.disabledAt),
        gt(domains.createdAt, addedAfter),
        or(isNull(domains.checkedAt), lt(domains.checkedAt, checkedBefore)),
      ),
    )
    .orderBy(asc(domains.checkedAt))
    .limit(limit)) as DomainRow[]
}

export type DomainChange = Partial<
  Pick<DomainRow, 'verifiedAt' | 'checkedAt' | 'checkResult' | 'rootRedirect' | 'notFoundRedirect' | 'disabledAt' | 'disabledReason'>
>

export async function updateDomain(db: Database, id: number, change: DomainChange): Promise<DomainRow | null> {
  const { domains } = db.t
  const [row] = await db.orm.update(domains).set(change).where(eq(domains.id, id)).returning()
  return (row as DomainRow | undefined) ?? null
}

export async function deleteDomain(db: Database, id: number, workspaceId?: number): Promise<boolean> {
  const { domains } = db.t
  const rows = await db.orm
    .delete(domains)
    .where(workspaceId === undefined ? eq(domains.id, id) : and(eq(domains.id, id), eq(domains.workspaceId, workspaceId)))
    .returning({ id: domains.id })
  return rows.length > 0
}
