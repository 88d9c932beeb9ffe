// Reads of the export: the profile, the user's links a page at a time in the dashboard's order (newest
// first; keyset on created_at, id over the links_user_created_idx index) and their per-day click rows.
import { and, asc, desc, eq, inArray, lt, or } from 'drizzle-orm'
import type { Database } from '../db/database'
import type { LinkRow } from '../links/links.repository'

export interface ExportProfile {
  userId: string
  username: string | null
  email: string
  createdAt: string
}

/** The product record (users), or the auth account when the record is missing. */
export async function findProfile(db: Database, userId: string): Promise<ExportProfile | null> {
  const { users, authUsers } = db.t
  const [record] = await db.orm.select().from(users).where(eq(users.userId, userId)).limit(1)
  if (record) return { userId, username: record.username, email: record.email, createdAt: record.createdAt.toISOString() }
  const [account] = await db.orm.select().from(authUsers).where(eq(authUsers.id, userId)).limit(1)
  return account ? { userId, username: null, email: account.email, createdAt: account.createdAt.toISOString() } : null
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

/** Per-day clicks of the links, by link id, days in order. */
export async function findClicksByDay(db: Database, linkIds: number[]): Promise<Map<number, { day: string; clicks: number }[]>> {
  const { linkClicksDaily: daily } = db.t
  const out = new Map<number, { day: string; clicks: number }[]>()
  if (linkIds.length === 0) return out
  const rows = await db.orm
    .select({ linkId: daily.linkId, day: daily.day, clicks: daily.clicks })
    .from(daily)
    .where(inArray(daily.linkId, linkIds))
    .orderBy(asc(daily.linkId), asc(daily.day))
  for (const r of rows) {
    const days = out.get(r.linkId) ?? []
    days.push({ day: r.day, clicks: r.clicks })
    out.set(r.linkId, days)
  }
  return out
}
