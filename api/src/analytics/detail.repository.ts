// Writes derived counters through Drizzle (PostgreSQL's way; on SQLite the analytics worker writes,
// sqlite-detail-writer.ts). Per link and day one row: traffic counters are added by the upsert; the packed
// dimension counts are read, added to and written back. Each row is first created empty if missing and
// then locked (FOR UPDATE) before it is read, so instances writing the same link and day wait for each
// other and add up exactly. Links in id order (one lock order); rows of links deleted meanwhile are skipped.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import { existingLinkIds } from '../links'
import type { TrafficCounts } from './click-details'
import type { DimensionTally } from './dimension-tally'
import { addToPacked, byValueId } from './packed-counts'

const CHUNK = 500
const NONE = { bots: 0, heads: 0, prefetches: 0, notShared: 0, unrecorded: 0 }

/** The database's ids of the tally's values (added to dimension_values when new, in one order: no deadlock). */
async function valueIds(db: Database, tally: DimensionTally): Promise<number[]> {
  const v = db.t.dimensionValues
  const name = (dimension: string, key: string) => `${dimension}\t${key}`
  const wanted = [...tally.values].sort(([d1, k1], [d2, k2]) => (d1 === d2 ? (k1 < k2 ? -1 : k1 > k2 ? 1 : 0) : d1 < d2 ? -1 : 1))
  const ids = new Map<string, number>()
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const chunk = wanted.slice(i, i + CHUNK)
    await db.orm
      .insert(v)
      .values(chunk.map(([dimension, key]) => ({ dimension, key })))
      .onConflictDoNothing()
    const rows = await db.orm
      .select()
      .from(v)
      .where(inArray(v.key, [...new Set(chunk.map(([, key]) => key))]))
    for (const r of rows) ids.set(name(r.dimension, r.key), r.id)
  }
  return tally.values.map(([dimension, key]) => ids.get(name(dimension, key))!)
}

/** Adds one flush's counts to the day's rows; call inside a transaction (all or nothing). */
export async function addDetails(db: Database, day: string, tally: DimensionTally, traffic: TrafficCounts): Promise<void> {
  const t = db.t.linkDayTraffic
  const ids = await valueIds(db, tally)
  const live = await existingLinkIds(db, [...new Set([...tally.byLink.keys(), ...traffic.keys()])])
  for (let i = 0; i < live.length; i += CHUNK) {
    const chunk = live.slice(i, i + CHUNK)
    await db.orm
      .insert(t)
      .values(chunk.map((linkId) => ({ linkId, day })))
      .onConflictDoNothing()
    let read = db.orm
      .select({ linkId: t.linkId, dimensions: t.dimensions })
      .from(t)
      .where(and(eq(t.day, day), inArray(t.linkId, chunk)))
      .orderBy(t.linkId)
      .$dynamic()
    if (db.dialect === 'postgres') read = read.for('update')
    const before = new Map((await read).map((r) => [r.linkId, r.dimensions]))
    const rows = chunk.map((linkId) => {
      const counts = tally.byLink.get(linkId)
      const dimensions = counts ? addToPacked(before.get(linkId), byValueId(counts, ids)) : (before.get(linkId) ?? '')
      return { linkId, day, ...(traffic.get(linkId) ?? NONE), dimensions }
    })
    await db.orm
      .insert(t)
      .values(rows)
      .onConflictDoUpdate({
        target: [t.linkId, t.day],
        set: {
          bots: sql`${t.bots} + excluded.bots`,
          heads: sql`${t.heads} + excluded.heads`,
          prefetches: sql`${t.prefetches} + excluded.prefetches`,
          notShared: sql`${t.notShared} + excluded.not_shared`,
          unrecorded: sql`${t.unrecorded} + excluded.unrecorded`,
          dimensions: sql`excluded.dimensions`,
        },
      })
  }
}
