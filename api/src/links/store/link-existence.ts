// Whether links still exist, for writers of per-link rows elsewhere (the analytics counters): a link
// deleted while its counts waited to be written must not get rows again.
import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/database'

const CHUNK = 500

/**
 * For raw SQLite statements (the analytics worker's own connection, which has no Drizzle): true while the
 * link whose id is the statement's parameter ?1 exists. One probe of the primary key.
 */
export const LINK_EXISTS_SQL = 'exists (select 1 from links where id = ?1)'

/** Those of `ids` that name a link now, ascending (one lock order for the writers that follow). */
export async function existingLinkIds(db: Database, ids: number[]): Promise<number[]> {
  const { links } = db.t
  const found: number[] = []
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db.orm
      .select({ id: links.id })
      .from(links)
      .where(inArray(links.id, ids.slice(i, i + CHUNK)))
    for (const r of rows) found.push(r.id)
  }
  return found.sort((a, b) => a - b)
}
