// The admin's read of every link: by code, target or owner's e-mail (any case), or one by id, with its
// exact clicks, owner's e-mail and takedown, the newest first.
import { desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { exactLinkClicks } from './click-totals'
import type { Database } from '../../db/database'
import type { LinkRow } from './links.repository'

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

/** `{ text }`: links whose code, target or owner's e-mail contains it (blank: all); `{ id }`: that one. At most 100. */
export async function findLinksForAdmin(db: Database, which: { text: string } | { id: number }): Promise<AdminLinkRow[]> {
  const { links, authUsers, linkTakedowns } = db.t
  const where =
    'id' in which
      ? eq(links.id, which.id)
      : which.text
        ? or(contains(links.shortCode, which.text), contains(links.originalUrl, which.text), contains(authUsers.email, which.text))
        : undefined
  return db.orm
    .select({ link: links, clicks: exactLinkClicks(db), email: authUsers.email, reason: linkTakedowns.reason, downAt: linkTakedowns.createdAt })
    .from(links)
    .leftJoin(authUsers, eq(authUsers.id, links.userId))
    .leftJoin(linkTakedowns, eq(linkTakedowns.linkId, links.id))
    .where(where)
    .orderBy(desc(links.createdAt), desc(links.id))
    .limit(SEARCH_LIMIT)
}
