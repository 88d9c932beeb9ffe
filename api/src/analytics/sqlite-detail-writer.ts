// The SQLite writes of analytics, on the analytics worker's own connection (analytics.worker.ts): additive
// upserts of one flush in one transaction, and the retention delete. Rows of deleted links are skipped.
import { Database } from 'bun:sqlite'
import type { TrafficKind } from './click-details'
import type { DimensionCounts } from './dimensions'

export type TrafficEntries = [number, Record<TrafficKind, number>][]

export function openDetailConnection(file: string): Database {
  const db = new Database(file)
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA foreign_keys = ON')
  db.exec('PRAGMA wal_autocheckpoint = 20000') // checkpoints are the WAL checkpointer's (db/wal-checkpointer.ts)
  return db
}

export function writeDetails(db: Database, day: string, counts: DimensionCounts, traffic: TrafficEntries): void {
  const dimension = db.prepare(
    `insert into link_day_dimensions (link_id, day, dimension, key, clicks) select ?1, ?2, ?3, ?4, ?5 where exists (select 1 from links where id = ?1)
     on conflict (link_id, day, dimension, key) do update set clicks = clicks + excluded.clicks`,
  )
  const other = db.prepare(
    `insert into link_day_traffic (link_id, day, bots, heads, prefetches, not_shared, unrecorded) select ?1, ?2, ?3, ?4, ?5, ?6, ?7 where exists (select 1 from links where id = ?1)
     on conflict (link_id, day) do update set bots = bots + excluded.bots, heads = heads + excluded.heads, prefetches = prefetches + excluded.prefetches,
       not_shared = not_shared + excluded.not_shared, unrecorded = unrecorded + excluded.unrecorded`,
  )
  db.transaction(() => {
    for (const [k, n] of counts) {
      const [id, dim, key] = k.split('\t') as [string, string, string]
      dimension.run(Number(id), day, dim, key, n)
    }
    for (const [id, t] of traffic) other.run(id, day, t.bots, t.heads, t.prefetches, t.notShared, t.unrecorded)
  }).immediate()
}

export function pruneDetails(db: Database, oldest: string): void {
  db.prepare('delete from link_day_dimensions where day < ?').run(oldest)
  db.prepare('delete from link_day_traffic where day < ?').run(oldest)
}
