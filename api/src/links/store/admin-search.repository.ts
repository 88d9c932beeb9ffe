// The admin's read of every link: by code, target or owner's e-mail (any case), or one by id, with its
// exact clicks, owner's e-mail and takedown, the newest first.
import { count, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { exactLinkClicks } from './click-totals'
import type { Database } from '../../db/database'
import type { LinkRow } from './links.repository'

/** What one answer holds at most when the caller names no page size. */
const SEARCH_LIMIT = 100

/** `column` contains `text`, in any case (LIKE with its wildcards escaped, the same on both engines). */
export function contains(column: SQLWrapper, text: string): SQL {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`lower(${column}) like ${pattern} escape '\\'`
}

export interface AdminLinkRow {
  link: LinkRow
  clicks: number
  email: string | null
  reason: string | null
  downAt: Date | null
}

/** The search: `{ text }` finds links whose code, target or owner's e-mail contains it (blank: all); `{ id }` that one. */
export type AdminLinkSearch = { text: string; limit?: number; offset?: number } | { id: number }

function whereOf(db: Database, which: AdminLinkSearch): SQL | undefined {
  const { links, authUsers } = db.t
  if ('id' in which) return eq(links.id, which.id)
  return which.text ? or(contains(links.shortCode, which.text), contains(links.originalUrl, which.text), contains(authUsers.email, which.text)) : undefined
}

/** The links found, the newest first: `limit` of them (100 unless said) after skipping `offset`. */
export async function findLinksForAdmin(db: Database, which: AdminLinkSearch): Promise<AdminLinkRow[]> {
  const { links, authUsers, linkTakedowns } = db.t
  const page: { limit?: number; offset?: number } = 'id' in which ? {} : which
  return db.orm
    .select({ link: links, clicks: exactLinkClicks(db), email: authUsers.email, reason: linkTakedowns.reason, downAt: linkTakedowns.createdAt })
    .from(links)
    .leftJoin(authUsers, eq(authUsers.id, links.userId))
    .leftJoin(linkTakedowns, eq(linkTakedowns.linkId, links.id))
    .where(whereOf(db, which))
    .orderBy(desc(links.createdAt), desc(links.id))
    .limit(page.limit ?? SEARCH_LIMIT)
    .offset(page.offset ?? 0)
}

/** How many links the search finds in all (the pages' total). */
export async function countLinksForAdmin(db: Database, text: string): Promise<number> {
  const { links, authUsers } = db.t
  const [row] = await db.orm.select({ n: count() }).from(links).leftJoin(authUsers, eq(authUsers.id, links.userId)).where(whereOf(db, { text }))
  return Number(row?.n ?? 0)
}
