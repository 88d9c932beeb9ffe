// Reads of the export: the profile, the user's links a page at a time in the dashboard's order (newest
// first; keyset on created_at, id over the links_user_created_idx index) and their per-day click rows.
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm'
import { findAccountProfile } from '../auth'
import { clickDayTables, type ClickDayTable } from '../clicks'
import type { Database } from '../db/database'
import type { LinkRow } from '../links'

export interface ExportProfile {
  userId: string
  username: string | null
  email: string
  createdAt: string
}

/** The product record (users), or the auth account when the record is missing. */
export async function findProfile(db: Database, userId: string): Promise<ExportProfile | null> {
  const profile = await findAccountProfile(db, userId)
  return profile && { ...profile, createdAt: profile.createdAt.toISOString() }
}

export type PageCursor = { createdAt: Date; id: number } | null

/** The next `size` links after the cursor, newest first. */
export async function findLinksPage(db: Database, userId: string, after: PageCursor, size: number): Promise<LinkRow[]> {
  const { links } = db.t
  const older = after ? or(lt(links.createdAt, after.createdAt), and(eq(links.createdAt, after.createdAt), lt(links.id, after.id))) : undefined
  return db.orm
    .select()
    .from(links)
    .where(and(eq(links.userId, userId), older))
    .orderBy(desc(links.createdAt), desc(links.id))
    .limit(size)
}

/** Per-day clicks of the links, by link id, days in order; staged clicks included (staged-clicks.ts). */
export async function findClicksByDay(db: Database, linkIds: number[]): Promise<Map<number, { day: string; clicks: number }[]>> {
  const out = new Map<number, { day: string; clicks: number }[]>()
  if (linkIds.length === 0) return out
  const [daily, staged] = clickDayTables(db)
  const of = (d: ClickDayTable) => db.orm.select({ linkId: d.linkId, day: d.day, clicks: d.clicks }).from(d).where(inArray(d.linkId, linkIds))
  const rows = await of(daily).unionAll(of(staged))
  const sums = new Map<number, Map<string, number>>()
  for (const r of rows) {
    const days = sums.get(r.linkId) ?? new Map<string, number>()
    days.set(r.day, (days.get(r.day) ?? 0) + r.clicks)
    sums.set(r.linkId, days)
  }
  for (const id of [...sums.keys()].sort((a, b) => a - b)) {
    const days = [...sums.get(id)!].sort(([a], [b]) => (a < b ? -1 : 1))
    out.set(id, days.map(([day, clicks]) => ({ day, clicks })))
  }
  return out
}
