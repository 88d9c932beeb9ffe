// How many links each owner has, for the account lists (the admin's user search, the CLI's users list).
import { count, inArray, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/database'

const CHUNK = 500

/**
 * Links per owner id (owners without links absent). With `owners`, only theirs: a probe of the owner index
 * per owner instead of a pass over every link.
 */
export async function linkCountsByOwner(db: Database, owners?: string[]): Promise<Map<string, number>> {
  const { links } = db.t
  const counted = (where?: SQL) => db.orm.select({ userId: links.userId, n: count() }).from(links).where(where).groupBy(links.userId)
  const rows = []
  if (!owners) rows.push(...(await counted()))
  else for (let i = 0; i < owners.length; i += CHUNK) rows.push(...(await counted(inArray(links.userId, owners.slice(i, i + CHUNK)))))
  const out = new Map<string, number>()
  for (const r of rows) if (r.userId !== null) out.set(r.userId, Number(r.n))
  return out
}
