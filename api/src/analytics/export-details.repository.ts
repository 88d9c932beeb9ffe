// The per-day dimension rows of some links, for the account export (api/src/account/account-export.ts).
import { asc, inArray } from 'drizzle-orm'
import type { Database } from '../db/database'

export interface DetailDay {
  day: string
  dimension: string
  key: string
  clicks: number
}

/** By link id; days in order, then dimension and key. */
export async function findDetailsByDay(db: Database, linkIds: number[]): Promise<Map<number, DetailDay[]>> {
  const t = db.t.linkDayDimensions
  const out = new Map<number, DetailDay[]>()
  if (linkIds.length === 0) return out
  const rows = await db.orm
    .select({ linkId: t.linkId, day: t.day, dimension: t.dimension, key: t.key, clicks: t.clicks })
    .from(t)
    .where(inArray(t.linkId, linkIds))
    .orderBy(asc(t.linkId), asc(t.day), asc(t.dimension), asc(t.key))
  for (const { linkId, ...row } of rows) {
    const list = out.get(linkId) ?? []
    list.push(row)
    out.set(linkId, list)
  }
  return out
}
