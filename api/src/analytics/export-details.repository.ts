// The per-day dimension rows of some links, for the account export (api/src/account/account-export.ts):
// each link-day's packed counts unpacked into one row per value, as they were stored before decision 51.
import { and, asc, inArray, ne } from 'drizzle-orm'
import type { Database } from '../db/database'
import { namesOfValues } from './dimension-values.repository'
import { unpackCounts } from './packed-counts'

export interface DetailDay {
  day: string
  dimension: string
  key: string
  clicks: number
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** By link id; days in order, then dimension and key. */
export async function findDetailsByDay(db: Database, linkIds: number[]): Promise<Map<number, DetailDay[]>> {
  const t = db.t.linkDayTraffic
  const out = new Map<number, DetailDay[]>()
  if (linkIds.length === 0) return out
  const rows = await db.orm
    .select({ linkId: t.linkId, day: t.day, dimensions: t.dimensions })
    .from(t)
    .where(and(inArray(t.linkId, linkIds), ne(t.dimensions, '')))
    .orderBy(asc(t.linkId), asc(t.day))
  const days = rows.map((r) => ({ ...r, counts: unpackCounts(r.dimensions) }))
  const names = await namesOfValues(
    db,
    days.flatMap((d) => [...d.counts.keys()]),
  )
  for (const { linkId, day, counts } of days) {
    const list = out.get(linkId) ?? []
    const ofDay = [...counts].flatMap(([id, clicks]) => {
      const name = names.get(id)
      return name ? [{ day, dimension: name.dimension, key: name.key, clicks }] : []
    })
    list.push(...ofDay.sort((a, b) => byName(a.dimension, b.dimension) || byName(a.key, b.key)))
    out.set(linkId, list)
  }
  return out
}
