// The SQLite writes of analytics, on the analytics worker's own connection (analytics.worker.ts): one
// flush's counts in one transaction, and the retention delete. Per link and day one row: the traffic
// counters are added, the packed dimension counts are read, added to and written back — under the write
// lock BEGIN IMMEDIATE takes, so instances sharing the file add up exactly. Rows of deleted links are skipped.
import { Database } from 'bun:sqlite'
import type { TrafficKind } from './click-details'
import type { DimensionTally } from './dimension-tally'
import { addToPacked, byValueId } from './packed-counts'

export type TrafficEntries = [number, Record<TrafficKind, number>][]

const NO_TRAFFIC: Record<TrafficKind, number> = { bots: 0, heads: 0, prefetches: 0, notShared: 0, unrecorded: 0 }

/**
 * The worker's connection and the SQL that says whether link ?1 still exists (the links capability's
 * text, handed over in the worker's first message: this thread loads nothing of that capability).
 */
export interface DetailConnection {
  db: Database
  linkExists: string
}

export function openDetailConnection(file: string, linkExists: string): DetailConnection {
  const db = new Database(file)
  db.exec('PRAGMA busy_timeout = 5000')
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA foreign_keys = ON')
  db.exec('PRAGMA wal_autocheckpoint = 20000') // checkpoints are the WAL checkpointer's (db/wal-checkpointer.ts)
  return { db, linkExists }
}

/** The database's ids of the tally's values (added to dimension_values when new). */
function valueIds(db: Database, tally: DimensionTally): number[] {
  const insert = db.prepare('insert into dimension_values (dimension, key) values (?, ?) on conflict do nothing')
  const find = db.prepare<{ id: number }, [string, string]>('select id from dimension_values where dimension = ? and key = ?')
  return tally.values.map(([dimension, key]) => {
    insert.run(dimension, key)
    return find.get(dimension, key)!.id
  })
}

export function writeDetails({ db, linkExists }: DetailConnection, day: string, tally: DimensionTally, traffic: TrafficEntries): void {
  const read = db.prepare<{ dimensions: string }, [number, string]>('select dimensions from link_day_traffic where link_id = ? and day = ?')
  const write = db.prepare(
    `insert into link_day_traffic (link_id, day, bots, heads, prefetches, not_shared, unrecorded, dimensions) select ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 where ${linkExists}
     on conflict (link_id, day) do update set bots = bots + excluded.bots, heads = heads + excluded.heads, prefetches = prefetches + excluded.prefetches,
       not_shared = not_shared + excluded.not_shared, unrecorded = unrecorded + excluded.unrecorded, dimensions = excluded.dimensions`,
  )
  db.transaction(() => {
    const ids = valueIds(db, tally)
    const trafficOf = new Map(traffic)
    for (const id of new Set([...tally.byLink.keys(), ...trafficOf.keys()])) {
      const t = trafficOf.get(id) ?? NO_TRAFFIC
      const counts = tally.byLink.get(id)
      const before = read.get(id, day)?.dimensions
      const dimensions = counts ? addToPacked(before, byValueId(counts, ids)) : (before ?? '')
      write.run(id, day, t.bots, t.heads, t.prefetches, t.notShared, t.unrecorded, dimensions)
    }
  }).immediate()
}

export function pruneDetails({ db }: DetailConnection, oldest: string): void {
  db.prepare('delete from link_day_traffic where day < ?').run(oldest)
}
