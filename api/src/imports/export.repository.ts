// The export's read of chosen links: the caller's own among the ids, newest first.
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/database'
import type { LinkRow } from '../links'

export async function findOwnedLinks(db: Database, userId: string, ids: number[]): Promise<LinkRow[]> {
  const { links } = db.t
  const rows: LinkRow[] = []
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(...(await db.orm.select().from(links).where(and(eq(links.userId, userId), inArray(links.id, ids.slice(i, i + 500))))))
  }
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
}
