// SQL for link_reports: a code and a reason, never who sent them.
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/database'

export type ReportRow = Database['t']['linkReports']['$inferSelect']

export async function insertReport(db: Database, shortCode: string, reason: string): Promise<void> {
  await db.orm.insert(db.t.linkReports).values({ shortCode, reason, createdAt: new Date() })
}

export async function openReports(db: Database, limit = 200): Promise<ReportRow[]> {
  const { linkReports } = db.t
  return db.orm.select().from(linkReports).where(isNull(linkReports.resolvedAt)).orderBy(asc(linkReports.createdAt), asc(linkReports.id)).limit(limit)
}

export async function findReport(db: Database, id: number): Promise<ReportRow | undefined> {
  const { linkReports } = db.t
  const [row] = await db.orm.select().from(linkReports).where(eq(linkReports.id, id)).limit(1)
  return row
}

export async function resolveReport(db: Database, id: number, resolution: string): Promise<boolean> {
  const { linkReports } = db.t
  const rows = await db.orm
    .update(linkReports)
    .set({ resolvedAt: new Date(), resolution })
    .where(and(eq(linkReports.id, id), isNull(linkReports.resolvedAt)))
    .returning()
  return rows.length > 0
}
