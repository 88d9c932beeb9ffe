// Writes derived counters: additive upserts, so any number of instances add up exactly. Rows of links
// deleted meanwhile are skipped (their ids are filtered against links first).
import { inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import type { TrafficCounts } from './click-details'
import type { DimensionRow } from './dimensions'

const CHUNK = 500

async function existingIds(db: Database, ids: number[]): Promise<Set<number>> {
  const { links } = db.t
  const found = new Set<number>()
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db.orm.select({ id: links.id }).from(links).where(inArray(links.id, ids.slice(i, i + CHUNK)))
    for (const r of rows) found.add(r.id)
  }
  return found
}

/** Adds the rows to the day's counters; returns when all are committed (each chunk is one statement). */
export async function addDimensionRows(db: Database, day: string, rows: DimensionRow[]): Promise<void> {
  const t = db.t.linkDayDimensions
  const live = await existingIds(db, [...new Set(rows.map((r) => r.linkId))])
  const kept = rows.filter((r) => live.has(r.linkId)).sort((a, b) => a.linkId - b.linkId) // one lock order
  for (let i = 0; i < kept.length; i += CHUNK) {
    await db.orm
      .insert(t)
      .values(kept.slice(i, i + CHUNK).map((r) => ({ ...r, day })))
      .onConflictDoUpdate({ target: [t.linkId, t.day, t.dimension, t.key], set: { clicks: sql`${t.clicks} + excluded.clicks` } })
  }
}

export async function addTraffic(db: Database, day: string, traffic: TrafficCounts): Promise<void> {
  const t = db.t.linkDayTraffic
  const live = await existingIds(db, [...traffic.keys()])
  const rows = [...traffic].filter(([id]) => live.has(id)).sort((a, b) => a[0] - b[0])
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.orm
      .insert(t)
      .values(rows.slice(i, i + CHUNK).map(([linkId, n]) => ({ linkId, day, ...n })))
      .onConflictDoUpdate({
        target: [t.linkId, t.day],
        set: {
          bots: sql`${t.bots} + excluded.bots`,
          heads: sql`${t.heads} + excluded.heads`,
          prefetches: sql`${t.prefetches} + excluded.prefetches`,
          notShared: sql`${t.notShared} + excluded.not_shared`,
          unrecorded: sql`${t.unrecorded} + excluded.unrecorded`,
        },
      })
  }
}
