// Reads of dimension_values: what the ids in link_day_traffic.dimensions stand for.
import { inArray } from 'drizzle-orm'
import type { Database } from '../db/database'

export interface ValueName {
  dimension: string
  key: string
}

const CHUNK = 500

export async function namesOfValues(db: Database, ids: Iterable<number>): Promise<Map<number, ValueName>> {
  const v = db.t.dimensionValues
  const all = [...new Set(ids)]
  const names = new Map<number, ValueName>()
  for (let i = 0; i < all.length; i += CHUNK) {
    const rows = await db.orm
      .select()
      .from(v)
      .where(inArray(v.id, all.slice(i, i + CHUNK)))
    for (const r of rows) names.set(r.id, { dimension: r.dimension, key: r.key })
  }
  return names
}
